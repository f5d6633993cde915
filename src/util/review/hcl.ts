/** A reference to another block's attribute, written bare: `data.oxide_project.web.id`. */
export type Ref = { ref: string }
/** An HCL object value: `{ key = value }`. */
export type Obj = { attrs: Attr[] }
export type Expr = string | number | boolean | Ref | Obj | Expr[]
export type Attr = [key: string, value: Expr]

export type Block = {
  kind: 'resource' | 'data'
  type: string
  label: string
  attrs: Attr[]
}

const isRef = (e: Expr): e is Ref => typeof e === 'object' && 'ref' in e
const isObj = (e: Expr): e is Obj => typeof e === 'object' && 'attrs' in e

/**
 * A quoted HCL string. Besides quotes, backslashes and control characters, HCL strings are
 * templates: `${` and `%{` would interpolate, so they are doubled to stand for themselves.
 */
export function hclString(s: string): string {
  const escaped = s
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping exactly those
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\$\{/g, () => '$${')
    .replace(/%\{/g, '%%{')
  return `"${escaped}"`
}

/**
 * A block label that is also a valid identifier in references (`oxide_disk.<label>.id`): API
 * names already are; anything else has its other characters replaced.
 */
export function hclLabel(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_-]/g, '_')
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`
}

export const ref = (text: string): Ref => ({ ref: text })

const pad = (depth: number) => '  '.repeat(depth)

function expr(e: Expr, depth: number): string {
  if (typeof e === 'string') return hclString(e)
  if (typeof e === 'number' || typeof e === 'boolean') return String(e)
  if (isRef(e)) return e.ref
  if (isObj(e)) return e.attrs.length ? `{\n${attrs(e.attrs, depth + 1)}\n${pad(depth)}}` : '{}'
  if (e.length === 0) return '[]'
  const items = e.map((item) => expr(item, depth + 1))
  if (items.every((i) => !i.includes('\n'))) return `[${items.join(', ')}]`
  return `[\n${items.map((i) => `${pad(depth + 1)}${i},`).join('\n')}\n${pad(depth)}]`
}

/** Attributes one per line; the `=` of consecutive one-line attributes aligned, as `terraform fmt` does. */
function attrs(list: Attr[], depth: number): string {
  const lines = list.map(([key, value]) => ({ key, value: expr(value, depth) }))
  const out: string[] = []
  let run: typeof lines = []
  const flush = () => {
    const width = Math.max(...run.map((l) => l.key.length))
    for (const l of run) out.push(`${pad(depth)}${l.key.padEnd(width)} = ${l.value}`)
    run = []
  }
  for (const line of lines) {
    if (line.value.includes('\n')) {
      if (run.length) flush()
      out.push(`${pad(depth)}${line.key} = ${line.value}`)
    } else run.push(line)
  }
  if (run.length) flush()
  return out.join('\n')
}

export const renderBlock = (b: Block) =>
  `${b.kind} ${hclString(b.type)} ${hclString(b.label)} {\n${attrs(b.attrs, 1)}\n}`
