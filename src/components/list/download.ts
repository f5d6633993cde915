import type { CellValue, Column } from '~/ui/table'
import { exportFileName, toCsv, toJson } from '~/util/export'
import { download } from '~/util/save-file'

/**
 * The view as a CSV text: the ID and every column with a value, or one read for the export
 * (a value that cannot be read is left empty rather than failing the file), each header with
 * the unit of its value when the table shows another. Rows in the order on screen.
 */
export async function csvOf<T extends { id: string }>(columns: Column<T>[], rows: T[]) {
  const exported = columns.filter((c) => c.value || c.exportValue)
  const header = ['ID', ...exported.map((c) => (c.unit ? `${c.header} (${c.unit})` : c.header))]
  const cell = (c: Column<T>, r: T): CellValue | Promise<CellValue> =>
    c.value ? c.value(r) : c.exportValue?.(r).catch(() => undefined)
  const body = await Promise.all(
    rows.map((r) => Promise.all([r.id, ...exported.map((c) => cell(c, r))])),
  )
  return toCsv(header, body)
}

/**
 * The view as a file: CSV as `csvOf` writes it, JSON with each row's whole record as the API
 * gave it (ids, every field). Rows in the order on screen.
 */
export async function exportRows<T extends { id: string }>(
  format: 'csv' | 'json',
  label: string,
  columns: Column<T>[],
  rows: T[],
) {
  const name = exportFileName(label, format)
  if (format === 'json') return download(name, 'application/json', toJson(rows))
  download(name, 'text/csv;charset=utf-8', await csvOf(columns, rows))
}
