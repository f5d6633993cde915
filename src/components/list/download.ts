import type { Column } from '~/ui/table'
import { exportFileName, toCsv, toJson } from '~/util/export'

/**
 * Save text as a file: a Blob, an object URL and a click on an `<a download>`. Nothing is
 * fetched or inlined, so the strict CSP (src/csp.ts) has nothing to refuse: a download is a
 * navigation, which no fetch directive governs.
 */
export function download(name: string, type: string, text: string) {
  saveBlob(name, new Blob([text], { type }))
}

/** Save bytes already in memory (a text, a downloaded support bundle) as a file. */
export function saveBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.hidden = true
  document.body.append(a)
  a.click()
  a.remove()
  // the browser has the file once the click is handled; the URL can go after this task
  setTimeout(() => URL.revokeObjectURL(url))
}

/**
 * The view as a file: CSV with the id and every column that has a plain value, JSON with each
 * row's whole record as the API gave it (ids, every field). Rows in the order on screen.
 */
export function exportRows<T extends { id: string }>(
  format: 'csv' | 'json',
  label: string,
  columns: Column<T>[],
  rows: T[],
) {
  const name = exportFileName(label, format)
  if (format === 'json') return download(name, 'application/json', toJson(rows))
  const valued = columns.filter((c) => c.value)
  const header = ['id', ...valued.map((c) => c.header)]
  const body = rows.map((r) => [r.id, ...valued.map((c) => c.value?.(r))])
  download(name, 'text/csv;charset=utf-8', toCsv(header, body))
}
