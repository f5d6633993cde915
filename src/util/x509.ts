/**
 * PEM text and the little of X.509 the certificate screens read: the blocks of a PEM text, the
 * form's check that a paste looks like PEM, and a certificate's subject and validity, read
 * from its DER with no library. Pure, so the mock reads certificates with it too.
 */

export type PemBlock = { label: string; body: string }

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Every `-----BEGIN X-----` … `-----END X-----` block, its body without whitespace. */
export const pemBlocks = (text: string): PemBlock[] =>
  [...text.matchAll(BLOCK)].map((m) => ({
    label: m[1] ?? '',
    body: (m[2] ?? '').replace(/\s+/g, ''),
  }))

/** The bytes of a base64 body, or undefined when it is no base64. */
export function base64Bytes(body: string): Uint8Array | undefined {
  if (!body || body.length % 4 !== 0 || !BASE64.test(body)) return undefined
  const bin = atob(body)
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}

const KEY_LABELS = ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']

/**
 * Why a pasted certificate chain or private key is not what the server can read, or undefined
 * when it looks right (the server still parses it and checks the pair and the expiry).
 */
export function pemProblem(text: string, kind: 'certificate' | 'key'): string | undefined {
  const blocks = pemBlocks(text)
  if (kind === 'certificate') {
    if (/PRIVATE KEY-----/.test(text))
      return 'This is a private key: paste it under Private key, and the certificate chain here'
    const certs = blocks.filter((b) => b.label === 'CERTIFICATE')
    if (certs.length === 0)
      return 'Paste PEM text: one or more blocks from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----'
    if (certs.some((b) => !base64Bytes(b.body)))
      return 'A certificate block is damaged: its text between BEGIN and END is not base64'
    return undefined
  }
  const keys = blocks.filter((b) => KEY_LABELS.includes(b.label))
  if (keys.length === 0) {
    if (blocks.some((b) => b.label === 'CERTIFICATE'))
      return 'This is a certificate: paste the private key here, the certificate chain above'
    if (/ENCRYPTED PRIVATE KEY/.test(text))
      return 'The key is encrypted: the server needs it without a passphrase'
    return 'Paste PEM text: from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----'
  }
  if (keys.length > 1) return 'Paste one private key'
  if (keys.some((b) => !base64Bytes(b.body)))
    return 'The key block is damaged: its text between BEGIN and END is not base64'
  return undefined
}

/** One DER element: its tag, where its content starts and ends. */
type Tlv = { tag: number; start: number; end: number }

function readTlv(der: Uint8Array, at: number): Tlv | undefined {
  const tag = der[at]
  let len = der[at + 1]
  if (tag === undefined || len === undefined) return undefined
  let start = at + 2
  if (len & 0x80) {
    const n = len & 0x7f
    if (n === 0 || n > 4) return undefined
    len = 0
    for (let i = 0; i < n; i++) len = len * 256 + (der[start + i] ?? 0)
    start += n
  }
  const end = start + len
  return end <= der.length ? { tag, start, end } : undefined
}

/** The elements inside a constructed element. */
function children(der: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = []
  for (let at = parent.start; at < parent.end; ) {
    const t = readTlv(der, at)
    if (!t) return out
    out.push(t)
    at = t.end
  }
  return out
}

const text = (der: Uint8Array, t: Tlv) => new TextDecoder().decode(der.slice(t.start, t.end))

/** UTCTime (YYMMDDHHMMSSZ, 50–99 meaning 19xx) or GeneralizedTime (YYYYMMDDHHMMSSZ). */
function readTime(der: Uint8Array, t: Tlv): Date | undefined {
  const s = text(der, t)
  const m =
    t.tag === 0x17
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s)
      : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s)
  if (!m) return undefined
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, ...number[]]
  const year = t.tag === 0x17 ? (y >= 50 ? 1900 + y : 2000 + y) : y
  return new Date(Date.UTC(year, (mo ?? 1) - 1, d, h, mi, se))
}

const CN_OID = [0x55, 0x04, 0x03]

/** The common name of a distinguished name, if it has one. */
function commonName(der: Uint8Array, name: Tlv): string | undefined {
  for (const rdn of children(der, name))
    for (const atv of children(der, rdn)) {
      const [oid, value] = children(der, atv)
      if (oid && value && CN_OID.every((b, i) => der[oid.start + i] === b)) return text(der, value)
    }
  return undefined
}

export type CertSummary = { subject: string | undefined; notBefore: Date; notAfter: Date }

/** The subject's common name and the validity of a DER certificate, or undefined. */
export function readCertificate(der: Uint8Array): CertSummary | undefined {
  const cert = readTlv(der, 0)
  const tbs = cert && children(der, cert)[0]
  if (!tbs) return undefined
  const parts = children(der, tbs)
  // version [0] is optional; then serial, signature algorithm, issuer, validity, subject
  const fields = parts[0]?.tag === 0xa0 ? parts.slice(1) : parts
  const [, , , validity, subject] = fields
  if (!validity) return undefined
  const [from, to] = children(der, validity)
  const notBefore = from && readTime(der, from)
  const notAfter = to && readTime(der, to)
  if (!notBefore || !notAfter) return undefined
  return { subject: subject && commonName(der, subject), notBefore, notAfter }
}

/** Each certificate of a PEM chain that can be read, leaf first. */
export const chainSummary = (pem: string): CertSummary[] =>
  pemBlocks(pem)
    .filter((b) => b.label === 'CERTIFICATE')
    .flatMap((b) => {
      const der = base64Bytes(b.body)
      const summary = der && readCertificate(der)
      return summary ? [summary] : []
    })

const DAY_MS = 86_400_000

/** How soon a certificate expires: 'expired', 'soon' (within 30 days) or 'valid', and the days left. */
export function expiryOf(notAfter: Date, now: Date) {
  const days = Math.floor((notAfter.getTime() - now.getTime()) / DAY_MS)
  const state = notAfter <= now ? 'expired' : days < 30 ? 'soon' : 'valid'
  return { state, days } as const
}
