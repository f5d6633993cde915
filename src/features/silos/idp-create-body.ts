import type { SamlIdentityProviderCreate, Silo } from '@oxide/api'
import { InvalidValues } from '~/api/request'

export type IdpValues = {
  name: string
  description: string
  acsUrl: string
  sloUrl: string
  idpEntityId: string
  spClientId: string
  technicalContactEmail: string
  metadataSource: 'url' | 'xml'
  metadataUrl: string
  metadataXml: string
  publicCert: string
  privateKey: string
  groupAttributeName: string
}

export const defaultIdpValues: IdpValues = {
  name: '',
  description: '',
  acsUrl: '',
  sloUrl: '',
  idpEntityId: '',
  spClientId: '',
  technicalContactEmail: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataXml: '',
  publicCert: '',
  privateKey: '',
  groupAttributeName: '',
}

/**
 * Where a silo's SAML provider sends its answer: the console's own login path for it. The
 * form fills it in and keeps it following the provider's name until the user changes it.
 */
export const acsUrlFor = (origin: string, silo: string, name: string) =>
  `${origin}/login/${silo}/saml/${name}`

/** Text as standard base64 of its UTF-8 bytes (btoa alone takes Latin-1 only). */
export function base64Utf8(text: string) {
  let binary = ''
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** DER pasted as base64 may carry line breaks; the API reads one unbroken string. */
const unbroken = (b64: string) => b64.replace(/\s+/g, '')

/**
 * The SAML provider create body: the metadata by URL or as a base64 XML document, and the
 * signing key pair only when both halves are given (one alone is no pair).
 */
export function idpCreateBody(v: IdpValues): SamlIdentityProviderCreate {
  const cert = unbroken(v.publicCert)
  const key = unbroken(v.privateKey)
  if (cert && !key)
    throw new InvalidValues('privateKey', 'A signing key pair needs its private key')
  if (key && !cert)
    throw new InvalidValues('publicCert', 'A signing key pair needs its public certificate')
  return {
    name: v.name,
    description: v.description,
    acsUrl: v.acsUrl.trim(),
    sloUrl: v.sloUrl.trim(),
    idpEntityId: v.idpEntityId.trim(),
    spClientId: v.spClientId.trim(),
    technicalContactEmail: v.technicalContactEmail.trim(),
    idpMetadataSource:
      v.metadataSource === 'url'
        ? { type: 'url', url: v.metadataUrl.trim() }
        : { type: 'base64_encoded_xml', data: base64Utf8(v.metadataXml) },
    ...(cert && key && { signingKeypair: { publicCert: cert, privateKey: key } }),
    ...(v.groupAttributeName.trim() && { groupAttributeName: v.groupAttributeName.trim() }),
  }
}

/**
 * Why no identity provider may be added to `silo`: a local-only silo takes none, else the
 * user's role (`cannotAdminister`), or undefined.
 */
export const idpsDenied = (
  silo: Pick<Silo, 'identityMode'>,
  cannotAdminister: string | undefined,
): string | undefined =>
  silo.identityMode === 'local_only'
    ? 'A local-only silo keeps its own users; it takes no identity provider'
    : cannotAdminister
