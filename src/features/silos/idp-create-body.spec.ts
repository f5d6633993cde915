import { describe, expect, it } from 'vitest'
import { InvalidValues } from '~/api/request'
import { acsUrlFor, base64Utf8, defaultIdpValues, idpCreateBody } from './idp-create-body'

const values = { ...defaultIdpValues, name: 'okta', acsUrl: ' https://a/acs ' }

describe('SAML provider create body', () => {
  it('sends metadata by URL, or the XML as base64 of its UTF-8', () => {
    const byUrl = idpCreateBody({ ...values, metadataUrl: 'https://idp/metadata' })
    expect(byUrl.idpMetadataSource).toEqual({ type: 'url', url: 'https://idp/metadata' })
    expect(byUrl.acsUrl).toBe('https://a/acs')
    expect(byUrl).not.toHaveProperty('signingKeypair')
    expect(byUrl).not.toHaveProperty('groupAttributeName')
    const xml = '<md:EntityDescriptor>é</md:EntityDescriptor>'
    const byXml = idpCreateBody({ ...values, metadataSource: 'xml', metadataXml: xml })
    expect(byXml.idpMetadataSource).toEqual({ type: 'base64_encoded_xml', data: base64Utf8(xml) })
    const decoded = Uint8Array.from(atob(base64Utf8(xml)), (c) => c.charCodeAt(0))
    expect(new TextDecoder().decode(decoded)).toBe(xml)
  })

  it('sends a signing key pair only whole, without line breaks', () => {
    const pair = idpCreateBody({ ...values, publicCert: 'MII\nB', privateKey: 'MII E' })
    expect(pair.signingKeypair).toEqual({ publicCert: 'MIIB', privateKey: 'MIIE' })
    expect(() => idpCreateBody({ ...values, publicCert: 'MIIB' })).toThrow(InvalidValues)
  })
})

describe('acsUrlFor', () => {
  it('is the console login path of the silo and provider the hint prints', () => {
    expect(acsUrlFor('https://northwind.sys.example.com', 'northwind', 'azure')).toBe(
      'https://northwind.sys.example.com/login/northwind/saml/azure',
    )
  })
})
