/**
 * Why the uuid crate refuses a string, in its words: `InvalidUuid::into_err` and the `Display`
 * of its `Error` (uuid 1.23, src/error.rs; omicron locks 1.23.4, whose character error reads
 * "invalid character: found `x` at N"). serde wraps it as "UUID parsing failed: …"
 * (src/external/serde_support.rs `de_error`), for a body, a query or a path alike.
 */
const utf8 = new TextEncoder()
const byteLength = (s: string) => utf8.encode(s).length

/** The reason, for a string `parseUuid` (db.ts) refused. */
export function uuidProblem(input: string): string {
  let s = input
  let offset = 0
  let simple = true
  if (input.length >= 2 && input.startsWith('{') && input.endsWith('}')) {
    s = input.slice(1, -1)
    offset = 1
    simple = false
  } else if (input.startsWith('urn:uuid:')) {
    s = input.slice('urn:uuid:'.length)
    offset = 'urn:uuid:'.length
    simple = false
  }
  let hyphens = 0
  const bounds: number[] = []
  let index = 0 // a byte index, as Rust's `char_indices`
  for (const ch of s) {
    if (ch === '-') {
      if (hyphens < 4) bounds[hyphens] = index
      hyphens++
    } else if (!/^[0-9a-fA-F]$/.test(ch)) {
      return `invalid character: found \`${ch}\` at ${index + offset + 1}`
    }
    index += byteLength(ch)
  }
  // the crate measures the whole input here, braces or prefix included
  if (hyphens === 0 && simple)
    return `invalid length: expected length 32 for simple format, found ${byteLength(input)}`
  if (hyphens !== 4) return `invalid group count: expected 5, found ${hyphens + 1}`
  const starts = [0, 9, 14, 19, 24]
  const expected = [8, 4, 4, 4, 12]
  for (let i = 0; i < 4; i++) {
    const bound = bounds[i] ?? 0
    const start = starts[i] ?? 0
    if (bound !== (starts[i + 1] ?? 0) - 1)
      return `invalid group length in group ${i}: expected ${expected[i]}, found ${bound - start}`
  }
  return `invalid group length in group 4: expected 12, found ${byteLength(input) - 24}`
}

/** serde's text for a string that is no UUID. */
export const uuidParseError = (input: string) => `UUID parsing failed: ${uuidProblem(input)}`
