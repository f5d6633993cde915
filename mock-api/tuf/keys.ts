/**
 * TUF signatures as tough makes and checks them: a role's `signed` part in OLPC canonical JSON,
 * ed25519 over those bytes, keys and signatures in hex, a key's id the SHA-256 of its own
 * canonical JSON. WebCrypto only, so it runs in the browser and in Node alike.
 */

/** OLPC canonical JSON (olpc-cjson): sorted keys, no spaces, only `"` and `\` escaped. */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('canonical JSON has no floats')
    return String(value)
  }
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${canonicalJson(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  throw new Error(`canonical JSON cannot hold ${typeof value}`)
}

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** Bytes of a hex string, or null for one that is not (odd length, other characters). */
export function fromHex(text: string): Uint8Array | null {
  if (text.length % 2 || !/^[0-9a-fA-F]*$/.test(text)) return null
  return Uint8Array.from(text.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)))
}

const utf8 = (text: string) => new TextEncoder().encode(text)

/** A TUF key as root.json lists it. */
export type TufKey = { keytype: string; scheme: string; keyval: { public: string } }

export const ed25519Key = (publicKey: Uint8Array): TufKey => ({
  keytype: 'ed25519',
  scheme: 'ed25519',
  keyval: { public: toHex(publicKey) },
})

export const keyId = (key: TufKey) => sha256Hex(utf8(canonicalJson(key)))

const ED25519 = { name: 'Ed25519' }

/**
 * Whether `sig` (hex) is the key's ed25519 signature of the canonical `signed`. Keys of
 * another type (rsa, ecdsa: tough also takes them) count as not verifying.
 */
export async function verifySignature(key: TufKey, sig: string, signed: unknown) {
  if (key.keytype !== 'ed25519' || key.scheme !== 'ed25519') return false
  const publicKey = fromHex(key.keyval.public)
  const signature = fromHex(sig)
  if (publicKey?.length !== 32 || signature?.length !== 64) return false
  try {
    const k = await crypto.subtle.importKey('raw', publicKey as BufferSource, ED25519, false, [
      'verify',
    ])
    return await crypto.subtle.verify(
      ED25519,
      k,
      signature as BufferSource,
      utf8(canonicalJson(signed)),
    )
  } catch {
    return false
  }
}

/** Signs a role's `signed` part (the tests' and the demo's repositories). */
export async function signRole(privateKey: CryptoKey, id: string, signed: unknown) {
  const sig = await crypto.subtle.sign(ED25519, privateKey, utf8(canonicalJson(signed)))
  return { signed, signatures: [{ keyid: id, sig: toHex(new Uint8Array(sig)) }] }
}

export async function generateEd25519() {
  const pair = (await crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as CryptoKeyPair
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const key = ed25519Key(raw)
  return { privateKey: pair.privateKey, key, id: await keyId(key) }
}
