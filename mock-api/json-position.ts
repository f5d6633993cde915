/**
 * Where serde_json reports a body error, and the path it names. The place is after the bytes it
 * had consumed when the error arose, as `line L column C` (C counts the bytes consumed on that
 * line): a value's error comes after the value, a missing field after its object's `}`.
 *
 * An internally tagged enum (`#[serde(tag = "type")]`: a `type` key beside the variant's own
 * fields) is read whole into serde's `Content` first and its variant deserialized from that
 * (serde/src/private/de.rs `TaggedContentVisitor`, then `ContentDeserializer`), where
 * serde_path_to_error no longer follows: an error inside it names the enum's own path only, and
 * comes after the whole object (a null still reads `null`: serde_json's `invalid_type` words
 * serde's `Unexpected::Unit` so, src/error.rs `JsonUnexpected`). The tag itself is read as it
 * comes (`tag = Some(map.next_value()?)`), at its own path and place. An adjacently tagged enum
 * (`{ "type": …, "value": … }`, or `params`) is read in place unless its content comes first.
 */
export type Span = {
  start: number
  end: number
  children?: Map<string, Span>
  dups?: Dup[]
  /**
   * Where an error raised after this value was read, outside serde_json (from serde's buffered
   * `Content`, or a `try_from` check), is placed: serde_json's `fix_position` runs in the
   * enclosing object's or array's frame (src/de.rs `deserialize_struct` / `deserialize_seq`),
   * after its `end_map` / `end_seq` ate the blanks and a closing `}` or `]`, or, in an array,
   * a `,` and the blanks after it (an object leaves its `,` unread). Only for a member.
   */
  settle?: number
  /** An object's or array's: after its opening bracket and the blanks that follow it. */
  inner?: number
  /** An object member's: just past its key's closing quote. */
  key?: number
}
/**
 * A key an object repeats: where serde_json stands when a derived struct refuses it (after the
 * key and the blanks after it, which `end_map` eats before `fix_position` places the error),
 * and the value it had first (what serde read; `JSON.parse` keeps the last). The object's span
 * keeps the key's first value.
 */
export type Dup = { key: string; offset: number; first: unknown }

const QUOTE_OR_ESCAPE = /["\\]/g

/** The spans of a JSON text's values; the text is known to parse. */
export function spans(text: string): Span {
  let i = 0
  const ws = () => {
    while (/\s/.test(text[i] ?? '')) i++
  }
  const str = () => {
    // from the opening quote to past the closing one, skipping escapes; found by a regular
    // expression rather than a character at a time (an image's 512 KiB chunk is one string)
    QUOTE_OR_ESCAPE.lastIndex = i + 1
    for (let m = QUOTE_OR_ESCAPE.exec(text); m; m = QUOTE_OR_ESCAPE.exec(text)) {
      if (m[0] === '"') {
        i = m.index + 1
        return
      }
      QUOTE_OR_ESCAPE.lastIndex = m.index + 2
    }
    i = text.length
  }
  const value = (): Span => {
    ws()
    const start = i
    const c = text[i]
    if (c === '{' || c === '[') {
      const children = new Map<string, Span>()
      const dups: Dup[] = []
      const close = c === '{' ? '}' : ']'
      i++
      ws()
      const inner = i
      for (let n = 0; text[i] !== close; n++) {
        let key = String(n)
        const k = i
        let keyEnd: number | undefined
        if (c === '{') {
          str()
          keyEnd = i
          key = JSON.parse(text.slice(k, i)) as string
          ws()
          i++ // colon
        }
        const afterKey = i - 1
        const first = children.get(key)
        const span = value()
        if (keyEnd !== undefined) span.key = keyEnd
        ws()
        span.settle = text[i] === close ? i + 1 : i
        if (c === '[' && text[i] === ',') {
          span.settle = i + 1
          while (/\s/.test(text[span.settle] ?? '')) span.settle++
        }
        if (!first) children.set(key, span)
        else
          dups.push({
            key,
            offset: afterKey,
            first: JSON.parse(text.slice(first.start, first.end)),
          })
        ws()
        if (text[i] === ',') i++
        ws()
      }
      i++
      return { start, end: i, inner, children, ...(dups.length > 0 && { dups }) }
    }
    if (c === '"') str()
    else while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i++
    return { start, end: i }
  }
  return value()
}

/** Where the text's first value ends (after what serde_json consumed reading it whole). */
export const valueEnd = (text: string) => spans(text).end

type Segment = { key: string; index: boolean }

/** `disks[0].name` -> disks, [0], name */
const segments = (path: string): Segment[] =>
  [...path.matchAll(/([a-z_][a-z0-9_]*)|\[(\d+)\]/g)].map((m) =>
    m[2] === undefined ? { key: m[1] ?? '', index: false } : { key: m[2], index: true },
  )

/** serde_path_to_error's `Display` of a path: names joined by `.`, indices as `[n]`. */
const pathText = (segs: Segment[]) =>
  segs.map((s, i) => (s.index ? `[${s.key}]` : i === 0 ? s.key : `.${s.key}`)).join('')

const PATH = /^([a-z_][a-z0-9_]*(?:\[\d+\])*(?:\.[a-z_][a-z0-9_]*(?:\[\d+\])*)*): /

const CONTENT_KEYS = ['value', 'params']

/** An object serde reads whole before its variant: internally tagged, or its content first. */
function isBuffered(text: string, s: Span): boolean {
  const keys = [...(s.children?.keys() ?? [])]
  if (text[s.start] !== '{' || !keys.includes('type')) return false
  const content = keys.filter((k) => k !== 'type')
  const adjacent = content.length === 1 && CONTENT_KEYS.includes(content[0] ?? '')
  if (!adjacent) return content.length > 0
  return keys.indexOf(content[0] ?? '') < keys.indexOf('type')
}

/**
 * What a `try_from` check refuses (omicron's Name, ByteCount) after serde_json returned the
 * value: the enclosing frame's `fix_position` places it (Span.settle).
 */
const TRY_FROM =
  /^(name (requires|may contain|must begin|contains invalid|cannot)|value is too large for a byte count)/

/** The detail serde would give for a body error worded `detail` ("path: reason"), and where. */
export function locate(text: string, detail: string): { detail: string; offset: number } {
  const root = spans(text)
  const match = PATH.exec(detail)
  const segs = match?.[1] ? segments(match[1]) : []
  const chain: Span[] = [root]
  for (const seg of segs) {
    const next = chain.at(-1)?.children?.get(seg.key)
    if (!next) break
    chain.push(next)
  }
  // the outermost buffered object enclosing the value at fault (the body itself is no enum)
  const k = chain.findIndex((s, i) => i > 0 && i < chain.length - 1 && isBuffered(text, s))
  const atTag =
    k === chain.length - 2 && chain.length - 1 === segs.length && segs.at(-1)?.key === 'type'
  if (k === -1 || atTag || !match) {
    const last = chain.at(-1) ?? root
    const reason = detail.slice(match?.[0].length ?? 0)
    return { detail, offset: TRY_FROM.test(reason) ? (last.settle ?? last.end) : last.end }
  }
  const reason = detail.slice(match[0].length)
  const at = pathText(segs.slice(0, k))
  // placed by the enclosing frame's `fix_position`, as the body walk's buffered errors are
  const enumSpan = chain[k]
  return { detail: at ? `${at}: ${reason}` : reason, offset: enumSpan?.settle ?? root.end }
}

/** 1-based line; column = bytes consumed on that line. */
export function lineColumn(text: string, offset: number) {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - (before.lastIndexOf('\n') + 1) }
}
