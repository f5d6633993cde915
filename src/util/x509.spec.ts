import { describe, expect, it } from 'vitest'
import { TEST_CERT, TEST_KEY } from '../../test/fixtures/certificate'
import { chainSummary, expiryOf, pemBlocks, pemProblem } from './x509'

describe('pem', () => {
  it('finds the blocks of a chain, bodies without whitespace', () => {
    const blocks = pemBlocks(`${TEST_CERT}\n${TEST_CERT}`)
    expect(blocks.map((b) => b.label)).toEqual(['CERTIFICATE', 'CERTIFICATE'])
    expect(blocks[0]?.body).not.toMatch(/\s/)
  })

  it('accepts a certificate chain and a private key', () => {
    expect(pemProblem(TEST_CERT, 'certificate')).toBeUndefined()
    expect(pemProblem(`${TEST_CERT}${TEST_CERT}`, 'certificate')).toBeUndefined()
    expect(pemProblem(TEST_KEY, 'key')).toBeUndefined()
  })

  it('says what is wrong with a paste', () => {
    expect(pemProblem('hello', 'certificate')).toMatch(/^Paste PEM text/)
    expect(pemProblem(TEST_KEY, 'certificate')).toMatch(/^This is a private key/)
    expect(pemProblem(TEST_CERT, 'key')).toMatch(/^This is a certificate/)
    expect(
      pemProblem('-----BEGIN CERTIFICATE-----\n%%%\n-----END CERTIFICATE-----', 'certificate'),
    ).toMatch(/damaged/)
    expect(pemProblem(`${TEST_KEY}${TEST_KEY}`, 'key')).toBe('Paste one private key')
    // a block with no END is no block
    expect(pemProblem(TEST_CERT.replace(/-----END CERTIFICATE-----/, ''), 'certificate')).toMatch(
      /^Paste PEM text/,
    )
  })
})

describe('reading a certificate', () => {
  it('reads the subject and validity from the DER', () => {
    const [leaf] = chainSummary(TEST_CERT)
    expect(leaf?.subject).toBe('e2e.sys.example.com')
    expect(leaf?.notAfter.getUTCFullYear()).toBe(2028)
    expect(leaf && leaf.notAfter > leaf.notBefore).toBe(true)
  })

  it('skips what it cannot read', () => {
    expect(chainSummary('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toEqual([])
    expect(chainSummary('nothing')).toEqual([])
  })
})

describe('expiry', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it('tells expired, soon and valid apart', () => {
    expect(expiryOf(new Date('2026-11-25T11:00:00Z'), now).state).toBe('expired')
    expect(expiryOf(new Date('2026-12-20T12:00:00Z'), now)).toEqual({ state: 'soon', days: 25 })
    expect(expiryOf(new Date('2027-11-25T12:00:00Z'), now)).toEqual({ state: 'valid', days: 365 })
  })
})
