import { MAX_NAME_LENGTH } from './names'

/** Spec section 5: generated names end in a random 6-character hexadecimal suffix. */
export const SUFFIX_LENGTH = 6

/** Six random hex digits. Crypto, so two tabs creating at once do not collide by design. */
export function randomSuffix(): string {
  const bytes = new Uint8Array(SUFFIX_LENGTH / 2)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A name for a resource the console creates on the user's behalf, e.g. the boot disk of a new
 * instance: `generateName('web-1', 'debian-12')` -> `web-1-debian-12-3fa9c2`. Each part gets an
 * equal share of what the 63-character limit leaves after the dashes and the suffix, so a long
 * first part cannot push the others out. Dashes left dangling by a cut are dropped, which keeps
 * the result a valid API name when the parts are.
 */
export function generateName(parts: string[], suffix: string = randomSuffix()): string {
  const kept = parts.filter((p) => p.length > 0)
  const dashes = kept.length // one before each part but the first, and one before the suffix
  const share = Math.floor((MAX_NAME_LENGTH - SUFFIX_LENGTH - dashes) / Math.max(kept.length, 1))
  const trimmed = kept.map((p) => p.slice(0, share).replace(/-+$/, '')).filter(Boolean)
  return [...trimmed, suffix].join('-')
}
