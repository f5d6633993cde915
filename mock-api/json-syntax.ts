/**
 * The first syntax error of a body that is no JSON, as serde_json words and places it when
 * dropshot reads the body (`unable to parse JSON body: <path>: <reason> at line L column C`):
 * the reasons of serde_json's `ErrorCode`, found in the order its deserializer reads (src/de.rs:
 * `has_next_key`, `parse_object_colon`, `has_next_element`, `parse_integer`, `parse_ident`;
 * strings in src/read.rs), and the path serde_path_to_error had reached (`a.b[0]`). The offset
 * is where serde_json stood: after the bytes it consumed, or after the byte it peeked at
 * (`peek_error`); json-position.ts `lineColumn` turns it into the line and column.
 */
export type SyntaxProblem = { detail: string; offset: number }

class Stop {
  constructor(
    readonly reason: string,
    readonly offset: number,
  ) {}
}

const DIGIT = /[0-9]/
const HEX = /^[0-9a-fA-F]{4}$/

export function syntaxProblem(text: string): SyntaxProblem {
  let i = 0
  const path: string[] = []
  const at = (reason: string, offset: number) => new Stop(reason, offset)
  /** serde_json's `error`: after what it consumed. */
  const consumed = (reason: string) => at(reason, i)
  /** serde_json's `peek_error`: after the byte it looked at (capped at the end). */
  const peeked = (reason: string) => at(reason, Math.min(text.length, i + 1))
  const ws = () => {
    while (i < text.length && ' \n\t\r'.includes(text.charAt(i))) i++
    return i < text.length ? text.charAt(i) : undefined
  }
  const isDigit = (c: string | undefined) => c !== undefined && DIGIT.test(c)

  const string = () => {
    i++ // the opening quote
    for (;;) {
      if (i >= text.length) throw consumed('EOF while parsing a string')
      const c = text.charAt(i++)
      if (c === '"') return
      if (c < ' ')
        throw consumed('control character (\\u0000-\\u001F) found while parsing a string')
      if (c !== '\\') continue
      if (i >= text.length) throw consumed('EOF while parsing a string')
      const escaped = text.charAt(i++)
      if (escaped === 'u') {
        if (i + 4 > text.length) {
          i = text.length
          throw consumed('EOF while parsing a string')
        }
        i += 4
        if (!HEX.test(text.slice(i - 4, i))) throw consumed('invalid escape')
      } else if (!'"\\/bfnrt'.includes(escaped)) throw consumed('invalid escape')
    }
  }

  const digits = () => {
    while (isDigit(text[i])) i++
  }
  /** After `.` or `e`: at least one digit. */
  const needDigit = () => {
    if (i >= text.length) throw peeked('EOF while parsing a value')
    if (!isDigit(text[i])) throw peeked('invalid number')
    digits()
  }
  const number = () => {
    if (text[i] === '-') i++
    if (i >= text.length) throw consumed('EOF while parsing a value')
    const first = text.charAt(i++)
    if (first === '0') {
      if (isDigit(text[i])) throw peeked('invalid number')
    } else if (isDigit(first)) digits()
    else throw consumed('invalid number')
    if (text[i] === '.') {
      i++
      needDigit()
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++
      if (text[i] === '+' || text[i] === '-') i++
      needDigit()
    }
  }

  const ident = (word: string) => {
    i++
    for (const expected of word.slice(1)) {
      if (i >= text.length) throw consumed('EOF while parsing a value')
      if (text.charAt(i++) !== expected) throw consumed('expected ident')
    }
  }

  const object = () => {
    i++
    for (let first = true; ; first = false) {
      let c = ws()
      if (c === undefined) throw peeked('EOF while parsing an object')
      if (c === '}') {
        i++
        return
      }
      if (!first) {
        if (c !== ',') throw peeked('expected `,` or `}`')
        i++
        c = ws()
        if (c === '}') throw peeked('trailing comma')
        if (c === undefined) throw peeked('EOF while parsing a value')
      }
      if (c !== '"') throw peeked('key must be a string')
      const start = i
      string()
      const key = JSON.parse(text.slice(start, i)) as string
      const colon = ws()
      if (colon === undefined) throw peeked('EOF while parsing an object')
      if (colon !== ':') throw peeked('expected `:`')
      i++
      path.push(path.length ? `.${key}` : key)
      value()
      path.pop()
    }
  }

  const array = () => {
    i++
    for (let n = 0; ; n++) {
      let c = ws()
      if (c === undefined) throw peeked('EOF while parsing a list')
      if (c === ']') {
        i++
        return
      }
      if (n > 0) {
        if (c !== ',') throw peeked('expected `,` or `]`')
        i++
        c = ws()
        if (c === ']') throw peeked('trailing comma')
        if (c === undefined) throw peeked('EOF while parsing a value')
      }
      path.push(`[${n}]`)
      value()
      path.pop()
    }
  }

  /** One value, by its first byte, as serde_json's `deserialize_any` dispatches. */
  const READERS: Record<string, () => void> = {
    '{': () => object(),
    '[': () => array(),
    '"': () => string(),
    t: () => ident('true'),
    f: () => ident('false'),
    n: () => ident('null'),
  }
  const value = () => {
    const c = ws()
    if (c === undefined) throw peeked('EOF while parsing a value')
    const read = READERS[c] ?? (c === '-' || isDigit(c) ? number : undefined)
    if (!read) throw peeked('expected value')
    read()
  }

  try {
    value()
    if (ws() !== undefined) throw peeked('trailing characters')
  } catch (e) {
    if (!(e instanceof Stop)) throw e
    const where = path.join('')
    return { detail: where ? `${where}: ${e.reason}` : e.reason, offset: e.offset }
  }
  // JSON.parse refused what serde_json reads (nothing known): the start of the text
  return { detail: 'expected value', offset: Math.min(1, text.length) }
}
