/**
 * Where serde_json reports a body error: after the bytes it had consumed when the error arose,
 * as `line L column C` (C counts the bytes consumed on that line). A value's error comes after
 * the value; a missing field after its object's `}`; and anything inside an internally tagged
 * object (one with a `type` key) after that whole object, which serde reads before looking at
 * the tag (real-api-behaviour.md row 21).
 */
type Span = { start: number; end: number; children?: Map<string, Span> }

/** The spans of a JSON text's values; the text is known to parse. */
function spans(text: string): Span {
  let i = 0
  const ws = () => {
    while (/\s/.test(text[i] ?? '')) i++
  }
  const str = () => {
    i++ // opening quote
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1
    i++
  }
  const value = (): Span => {
    ws()
    const start = i
    const c = text[i]
    if (c === '{' || c === '[') {
      const children = new Map<string, Span>()
      const close = c === '{' ? '}' : ']'
      i++
      ws()
      for (let n = 0; text[i] !== close; n++) {
        let key = String(n)
        if (c === '{') {
          const k = i
          str()
          key = JSON.parse(text.slice(k, i)) as string
          ws()
          i++ // colon
        }
        children.set(key, value())
        ws()
        if (text[i] === ',') i++
        ws()
      }
      i++
      return { start, end: i, children }
    }
    if (c === '"') str()
    else while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i++
    return { start, end: i }
  }
  return value()
}

/** `disks[0].name` -> ['disks', '0', 'name'] */
const segments = (path: string) => path.split(/\.|\[(\d+)\]/).filter((s): s is string => !!s)

const PATH = /^([a-z_][a-z0-9_]*(?:\[\d+\])*(?:\.[a-z_][a-z0-9_]*(?:\[\d+\])*)*): /

/** The offset serde would stop at for a body error worded `detail` ("path: reason"). */
export function errorOffset(text: string, detail: string): number {
  const root = spans(text)
  const path = PATH.exec(detail)?.[1]
  const chain: Span[] = [root]
  for (const key of path ? segments(path) : []) {
    const next = chain.at(-1)?.children?.get(key)
    if (!next) break
    chain.push(next)
  }
  const isTagged = (s: Span) => !!s.children?.has('type') && text[s.start] === '{'
  // the path names the value at fault, or the object a missing field is missing from; either
  // way serde stops after it, unless an enclosing tagged object was read whole first
  const tagged = chain.slice(0, -1).find(isTagged)
  return (tagged ?? chain.at(-1) ?? root).end
}

/** 1-based line; column = bytes consumed on that line. */
export function lineColumn(text: string, offset: number) {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - (before.lastIndexOf('\n') + 1) }
}
