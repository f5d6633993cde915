/**
 * A list's rows as CSV and JSON files. CSV follows RFC 4180 (CRLF rows; a field holding a
 * comma, quote or line break is quoted, quotes doubled) and defuses formula injection: a text
 * cell a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets
 * a leading single quote, as OWASP advises. Names cannot start so, but descriptions can.
 */
export type Cell = string | number | boolean | Date | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: Cell): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value !== 'string') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const toCsv = (header: readonly string[], rows: readonly (readonly Cell[])[]) =>
  `${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`

/** JSON keeps the values as they are (dates as ISO text), one object per row. */
export const toJson = (rows: readonly unknown[]) => `${JSON.stringify(rows, null, 2)}\n`

/** `Anti-affinity groups` -> `anti-affinity-groups-2025-10-01.csv` */
export function exportFileName(label: string, ext: 'csv' | 'json', now = new Date()) {
  const base = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${base || 'export'}-${now.toISOString().slice(0, 10)}.${ext}`
}
