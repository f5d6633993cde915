import type { Sort } from './view'

/**
 * Sorting and filtering what a table holds, over the whole collection. Built for thousands of
 * rows on every keystroke: each row's search text and sort keys are computed once and kept
 * beside the row object (query results keep their identity across refetches when unchanged,
 * api/structural-sharing.ts), so a keystroke is one `includes` per row, and the rows are sorted
 * once per order rather than once per keystroke (filtering keeps the order).
 */
export type Value = string | number | boolean | Date | null | undefined

/** A column as this module needs it: its id and the row's plain value in it. */
export type Field<T> = { id: string; value: (row: T) => Value }

type Row = { id: string }
type Key = string | number | null

const keyOf = (v: Value): Key => {
  if (v === null || v === undefined || v === '') return null
  if (v instanceof Date) return v.getTime()
  if (typeof v === 'boolean') return v ? 1 : 0
  return typeof v === 'string' ? v.toLowerCase() : v
}

/** Text values are what a filter matches; numbers and dates are not (a "4" would match all). */
const textOf = (v: Value) => (typeof v === 'string' ? v.toLowerCase() : '')

export type Index<T> = {
  /** Lowercase text the filter looks in: the id and every text value, apart. */
  text: (row: T) => string
  /** The row's key for ordering by a field. */
  key: (row: T, field: string) => Key
}

/** One index per table (its fields); what it computed lives as long as the row objects. */
export function createIndex<T extends Row>(fields: Field<T>[]): Index<T> {
  const texts = new WeakMap<T, string>()
  const keys = new Map(fields.map((f) => [f.id, { field: f, of: new WeakMap<T, Key>() }]))
  return {
    text: (row) => {
      let text = texts.get(row)
      if (text === undefined) {
        // NUL between values: a term never matches across two columns
        text = `${row.id.toLowerCase()}\u0000${fields.map((f) => textOf(f.value(row))).join('\u0000')}`
        texts.set(row, text)
      }
      return text
    },
    key: (row, id) => {
      const k = keys.get(id)
      if (!k) return null
      let key = k.of.get(row)
      if (key === undefined) {
        key = keyOf(k.field.value(row))
        k.of.set(row, key)
      }
      return key
    },
  }
}

/** The filter's terms: whitespace apart, case-insensitive; a row must contain every one. */
export const termsOf = (filter: string) => filter.toLowerCase().split(/\s+/).filter(Boolean)

export function filterRows<T extends Row>(rows: T[], filter: string, index: Index<T>): T[] {
  const terms = termsOf(filter)
  if (terms.length === 0) return rows
  if (terms.length === 1) {
    const [term] = terms as [string]
    return rows.filter((r) => index.text(r).includes(term))
  }
  return rows.filter((r) => {
    const text = index.text(r)
    return terms.every((t) => text.includes(t))
  })
}

/** Ascending, empty values last. */
const compareKeys = (a: Key, b: Key) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0

/**
 * Rows in the order of `sort`, ties (and no sort) by name, then id, as the API orders its
 * pages; empty values last in either direction. Returns a new array.
 */
export function sortRows<T extends Row>(rows: T[], sort: Sort | null, index: Index<T>): T[] {
  const by = sort?.column
  const dir = sort?.dir === 'desc' ? -1 : 1
  const decorated = rows.map((row) => ({
    row,
    key: by ? index.key(row, by) : null,
    name: index.key(row, 'name'),
  }))
  decorated.sort((a, b) => {
    if (by) {
      // empty values last, whichever the direction
      if ((a.key === null) !== (b.key === null)) return a.key === null ? 1 : -1
      const c = compareKeys(a.key, b.key)
      if (c !== 0) return c * dir
    }
    const n = compareKeys(a.name, b.name)
    if (n !== 0) return by === 'name' ? n * dir : n
    return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0
  })
  return decorated.map((d) => d.row)
}

/**
 * The held rows of a collection read in chunks: in order, each id once (a row renamed while the
 * chunks load could otherwise be in two of them).
 */
export function mergeChunks<T extends Row>(chunks: readonly (readonly T[])[]): T[] {
  if (chunks.length === 1) return chunks[0] as T[]
  const seen = new Set<string>()
  const out: T[] = []
  for (const chunk of chunks)
    for (const row of chunk) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      out.push(row)
    }
  return out
}
