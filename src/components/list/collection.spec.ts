import { describe, expect, it } from 'vitest'
import { createIndex, type Field, filterRows, mergeChunks, sortRows, termsOf } from './collection'
import { apiSortOf, columnId, holdsWhole, nextSort, sortParam, viewFrom } from './view'

type Thing = { id: string; name: string; description: string; cpus: number; created: Date }

const fields: Field<Thing>[] = [
  { id: 'name', value: (t) => t.name },
  { id: 'description', value: (t) => t.description },
  { id: 'cpu', value: (t) => t.cpus },
  { id: 'created', value: (t) => t.created },
]

const thing = (n: number, name: string, description: string, cpus: number): Thing => ({
  id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
  name,
  description,
  cpus,
  created: new Date(Date.UTC(2025, 0, n)),
})

const rows = [
  thing(3, 'web-2', 'Front end', 4),
  thing(1, 'db', '', 8),
  thing(2, 'web-1', 'front END, canary', 4),
  thing(4, 'cache', 'In-memory', 2),
]
const names = (ts: Thing[]) => ts.map((t) => t.name)

describe('filter', () => {
  const index = createIndex(fields)

  it('matches any text column, case-insensitively, every term', () => {
    expect(names(filterRows(rows, 'WEB', index))).toEqual(['web-2', 'web-1'])
    expect(names(filterRows(rows, 'front', index))).toEqual(['web-2', 'web-1'])
    expect(names(filterRows(rows, 'front canary', index))).toEqual(['web-1'])
    expect(names(filterRows(rows, '  ', index))).toEqual(names(rows))
  })

  it('matches ids, not numbers or dates, and never across two columns', () => {
    expect(names(filterRows(rows, '000000000004', index))).toEqual(['cache'])
    expect(filterRows(rows, '8', index)).toEqual([])
    // "db" followed by an empty description must not read as "db front"
    expect(filterRows(rows, 'dbfront', index)).toEqual([])
  })

  it('keeps the order it is given', () => {
    const sorted = sortRows(rows, { column: 'name', dir: 'desc' }, index)
    expect(names(filterRows(sorted, 'web', index))).toEqual(['web-2', 'web-1'])
  })

  it('splits terms on any whitespace', () => {
    expect(termsOf(' a\tB  c ')).toEqual(['a', 'b', 'c'])
  })
})

describe('sort', () => {
  const index = createIndex(fields)

  it('orders by name when no sort is given, as the API pages', () => {
    expect(names(sortRows(rows, null, index))).toEqual(['cache', 'db', 'web-1', 'web-2'])
  })

  it('orders numbers as numbers and ties by name', () => {
    const asc = sortRows(rows, { column: 'cpu', dir: 'asc' }, index)
    expect(names(asc)).toEqual(['cache', 'web-1', 'web-2', 'db'])
    const desc = sortRows(rows, { column: 'cpu', dir: 'desc' }, index)
    // ties keep name order in either direction
    expect(names(desc)).toEqual(['db', 'web-1', 'web-2', 'cache'])
  })

  it('orders dates by time and text case-insensitively, empty values last both ways', () => {
    expect(names(sortRows(rows, { column: 'created', dir: 'desc' }, index))).toEqual([
      'cache',
      'web-2',
      'web-1',
      'db',
    ])
    expect(names(sortRows(rows, { column: 'description', dir: 'asc' }, index))).toEqual([
      'web-2',
      'web-1',
      'cache',
      'db',
    ])
    expect(names(sortRows(rows, { column: 'description', dir: 'desc' }, index)).at(-1)).toBe('db')
  })

  it('does not change its input, and reuses the keys of rows it has seen', () => {
    let reads = 0
    const counted = createIndex<Thing>([
      {
        id: 'name',
        value: (t) => {
          reads++
          return t.name
        },
      },
    ])
    const before = [...rows]
    sortRows(rows, { column: 'name', dir: 'asc' }, counted)
    sortRows(rows, { column: 'name', dir: 'desc' }, counted)
    expect(rows).toEqual(before)
    // once per row for its key, not again for the second sort; then once for its text
    expect(reads).toBe(rows.length)
    filterRows(rows, 'x', counted)
    filterRows(rows, 'y', counted)
    expect(reads).toBe(rows.length * 2)
  })

  it('sorts and filters 5,000 rows', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      thing(i + 1, `inst-${String(5000 - i).padStart(4, '0')}`, i % 7 ? '' : 'canary', i % 8),
    )
    const big = createIndex(fields)
    // timings are the bench's (npm run bench: filter keystroke); this checks the outcome
    const sorted = sortRows(many, { column: 'cpu', dir: 'desc' }, big)
    expect(sorted).toHaveLength(5000)
    expect(sorted[0]?.cpus).toBe(7)
    expect(filterRows(sorted, 'inst-42', big)).toHaveLength(100)
    expect(filterRows(sorted, 'inst-42 canary', big)).toHaveLength(14)
  })
})

describe('chunks', () => {
  it('joins chunks in order, each id once', () => {
    const [a, b, c] = rows as [Thing, Thing, Thing]
    expect(mergeChunks([[a, b], [b, c], []])).toEqual([a, b, c])
    const only = [a]
    expect(mergeChunks([only])).toBe(only)
  })
})

describe('the view in the URL', () => {
  const view = (q: string) => viewFrom(new URLSearchParams(q))

  it('reads sort, filter and local page', () => {
    expect(view('sort=-created&q=web%20prod&p=3')).toEqual({
      sort: { column: 'created', dir: 'desc' },
      filter: 'web prod',
      localPage: 3,
    })
    expect(view('')).toEqual({ sort: null, filter: '', localPage: 1 })
    expect(view('p=0').localPage).toBe(1)
    expect(view('p=x').localPage).toBe(1)
    expect(sortParam({ column: 'cpu', dir: 'desc' })).toBe('-cpu')
  })

  it('leaves name order to the API and holds the whole collection for anything else', () => {
    expect(apiSortOf(view(''))).toBeUndefined()
    expect(apiSortOf(view('sort=name'))).toBeUndefined()
    expect(apiSortOf(view('sort=-name'))).toBe('name_descending')
    expect(holdsWhole(view('sort=-name'))).toBe(false)
    expect(holdsWhole(view('sort=state'))).toBe(true)
    expect(holdsWhole(view('q=web'))).toBe(true)
    expect(holdsWhole(view('q=%20'))).toBe(false)
  })

  it('a header click sorts ascending, then reverses, and name ascending is the default', () => {
    expect(nextSort(null, 'cpu')).toEqual({ column: 'cpu', dir: 'asc' })
    expect(nextSort({ column: 'cpu', dir: 'asc' }, 'cpu')).toEqual({ column: 'cpu', dir: 'desc' })
    expect(nextSort(null, 'name')).toEqual({ column: 'name', dir: 'desc' })
    expect(nextSort({ column: 'name', dir: 'desc' }, 'name')).toBeNull()
  })

  it('names columns after their headers', () => {
    expect(columnId('External IPs')).toBe('external-ips')
    expect(columnId('Failure domain')).toBe('failure-domain')
  })
})
