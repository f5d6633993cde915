import type { QueryKey } from '@tanstack/react-query'
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { PageParams } from '~/api/query'
import type { MenuAction } from '~/ui/menu'
import { Paginator } from '~/ui/paginator'
import { type Column, Table, TBody, Td, Tr } from '~/ui/table'
import { useKeepRowFocus } from './keep-row-focus'
import { lazyComponent } from './lazy-component'
import { BodyRow, ROW_REM, useRowsShown } from './list/body-rows'
import type { BulkAction } from './list/bulk-actions'
import type { BulkBar as EagerBulkBar } from './list/bulk-bar'
import { useBulkRuns } from './list/bulk-store'
import { createIndex, type Field, filterRows, sortRows } from './list/collection'
import { ListToolbar, type LoadStatus } from './list/list-toolbar'
import { CHUNK_SIZE } from './list/page-params'
import { clickRow, coverage, NO_SELECTION, toggleAll } from './list/selection'
import { TableHead } from './list/table-head'
import { type PageQuery, useCollection } from './list/use-collection'
import { apiSortOf, columnId, holdsWhole, nextSort } from './list/view'
import { leavingPage } from './navigation-probe'
import { useHasNextPage, usePaging } from './paging'

export { FIRST_ROWS, ROW_CHUNK } from './list/body-rows'

export type Row = { id: string; name?: string }

/*
 * What only some visits use loads on first use, so a list's first load stays within its JS
 * budget (bench/budgets.ts): the bulk bar and run panels once something is selected or running,
 * the CSV/JSON writer on export.
 */
type BarProps = Parameters<typeof EagerBulkBar<Row>>[0]
// generic, which lazy() cannot express: the same component, typed as itself
const BulkBar = lazyComponent(() =>
  import('./list/bulk-bar').then((m) => m.BulkBar as ComponentType<BarProps>),
) as unknown as typeof EagerBulkBar
const RunPanels = lazyComponent(() => import('./list/bulk-bar').then((m) => m.RunPanels))
const exportView = <T extends { id: string }>(
  format: 'csv' | 'json',
  label: string,
  columns: Column<T>[],
  rows: T[],
) => import('./list/download').then((m) => m.exportRows(format, label, columns, rows))

export type QueryTableProps<T extends Row, K extends QueryKey> = {
  /** The list query for a page, usually `(page) => listQ('projectList', {}, page)`. */
  query: PageQuery<T, K>
  /** The same column definitions a ListTable takes; static (module scope or memoized). */
  columns: Column<T>[]
  /** Accessible name of the table, e.g. "Projects". */
  label: string
  rowActions?: (row: T) => MenuAction[]
  /** What may be done to many rows at once; adds the selection column. Static or memoized. */
  bulkActions?: BulkAction<T>[]
  emptyState: ReactNode
}

/** How long the filter waits for typing to pause before it writes itself into the URL. */
const FILTER_URL_MS = 300

/**
 * The filter as typed: rows follow each keystroke, the URL follows once typing pauses (a
 * navigation per keystroke would run the route loaders each time), unless the user is leaving
 * for another page meanwhile. A URL changed from outside (Back, a link) replaces the text.
 */
function useFilterText(inUrl: string, write: (text: string) => void) {
  const [text, setText] = useState(inUrl)
  const [seen, setSeen] = useState({ url: inUrl, written: inUrl })
  if (inUrl !== seen.url) {
    setSeen({ url: inUrl, written: seen.written })
    if (inUrl !== seen.written) setText(inUrl)
  }
  const writeNow = useEffectEvent((value: string) => {
    // a link followed while typing paused: writing now would take the user back to the list
    if (leavingPage()) return
    setSeen((s) => ({ ...s, written: value }))
    write(value)
  })
  useEffect(() => {
    if (text === inUrl) return
    const timer = setTimeout(() => writeNow(text), FILTER_URL_MS)
    return () => clearTimeout(timer)
  }, [text, inUrl])
  return [text, setText] as const
}

/**
 * A list page's table. The view (sort, filter, page) lives in the URL. Name order, either way,
 * is the API's own paging: the table fetches the page the URL names (the route loader already
 * has), keeps the previous page on screen while the next loads, and pages with the paginator.
 * A filter or another order needs the whole collection: the table loads it in the background
 * in large chunks (the first at once), says how much it holds, and sorts, filters and pages
 * what it holds (components/list/). With `bulkActions`, rows can be selected and acted on in
 * bulk; either way the view can be exported as CSV or JSON.
 */
export function QueryTable<T extends Row, K extends QueryKey>({
  query,
  columns,
  label,
  rowActions,
  bulkActions,
  emptyState,
}: QueryTableProps<T, K>) {
  const paging = usePaging()
  const { view, pageSize } = paging
  const [text, setText] = useFilterText(view.filter, paging.setFilter)
  // rows follow the text in the same frame: a keystroke's render is bounded whatever the
  // collection's size (matching 10,000 held rows' keys takes a few ms, and a page mounts its
  // first FIRST_ROWS rows at once, the rest in transitions), so deferring it behind the
  // typing would only cost the rows a frame (issue 29: keystroke to rows under 50 ms)
  const filter = text
  const sort = view.sort
  const whole = holdsWhole({ sort, filter })
  const sortBy = apiSortOf({ sort, filter: '' })
  const params: PageParams = whole
    ? { limit: CHUNK_SIZE }
    : holdsWhole(view) // the URL has yet to catch up with a filter just cleared
      ? { limit: pageSize, ...(sortBy && { sortBy }) }
      : paging.params
  const collection = useCollection(query, params, whole)
  const paged = !whole && !collection.isPlaceholder ? (collection.first ?? undefined) : undefined
  const hasNext = useHasNextPage(query, params, paged)

  // 'SSH Keys' -> 'SSH keys', 'Floating IPs' -> 'floating IPs': acronyms keep their capitals
  const noun = label
    .split(' ')
    .map((w) => (/^[A-Z]{2}/.test(w) ? w : w.toLowerCase()))
    .join(' ')
  const scope = useMemo(() => JSON.stringify(query({ limit: 0 }).queryKey), [query])
  const runs = useBulkRuns(scope)

  // sort and filter what the table holds; the index keeps each row's keys across renders
  const fields = useMemo(
    () =>
      columns.flatMap((c): Field<T>[] =>
        c.value ? [{ id: columnId(c.header), value: c.value }] : [],
      ),
    [columns],
  )
  const index = useMemo(() => createIndex(fields), [fields])
  const sorted = useMemo(
    () => (whole ? sortRows(collection.rows, sort, index) : collection.rows),
    [whole, collection.rows, sort, index],
  )
  const matched = useMemo(
    () => (whole ? filterRows(sorted, filter, index) : sorted),
    [whole, sorted, filter, index],
  )
  const pages = Math.max(1, Math.ceil(matched.length / pageSize))
  const localPage = Math.min(filter === view.filter ? view.localPage : 1, pages)
  const items = useMemo(
    () => (whole ? matched.slice((localPage - 1) * pageSize, localPage * pageSize) : matched),
    [whole, matched, localPage, pageSize],
  )

  // selection: by id, across pages; the rows' latest versions decide what an action may do
  const [selection, setSelection] = useState(NO_SELECTION)
  const order = useRef(matched)
  order.current = matched
  const remembered = useRef(new Map<string, T>())
  const onSelect = useCallback((id: string, shift: boolean) => {
    const rows = order.current
    setSelection((s) => {
      const next = clickRow(
        s,
        rows.map((r) => r.id),
        id,
        shift,
      )
      for (const r of rows) if (next.ids.has(r.id)) remembered.current.set(r.id, r)
      return next
    })
  }, [])
  const selectable = whole ? matched : items
  const selectedRows = useMemo(() => {
    if (selection.ids.size === 0) return []
    const latest = new Map(collection.rows.map((r) => [r.id, r]))
    return [...selection.ids].flatMap((id) => {
      const row = latest.get(id) ?? remembered.current.get(id)
      return row ? [row] : []
    })
  }, [selection, collection.rows])

  const head = useMemo(
    () =>
      columns.map((c) => ({
        id: columnId(c.header),
        header: c.header,
        sortable: !!c.value,
        phone: c.phone,
      })),
    [columns],
  )
  const tableRef = useRef<HTMLTableElement>(null)
  const ids = useMemo(() => items.map((i) => i.id), [items])
  useKeepRowFocus(tableRef, ids)
  const pageKey = whole
    ? `whole:${pageSize}:${localPage}:${filter}:${sort?.column}:${sort?.dir}`
    : `${params.limit}:${params.pageToken ?? ''}:${params.sortBy ?? ''}`
  const shown = useRowsShown(items.length, collection.isPlaceholder && !whole ? null : pageKey)

  const nothing =
    !text && !collection.isPlaceholder && collection.first?.items.length === 0 && !params.pageToken
  // a run that emptied the list (deleted the last rows) still reports there
  if (nothing)
    return (
      <>
        {runs.length > 0 && <RunPanels runs={runs} />}
        {emptyState}
      </>
    )

  const status: LoadStatus | null = whole
    ? {
        loaded: collection.isPlaceholder ? 0 : collection.rows.length,
        matching: filter.trim() ? matched.length : null,
        complete: collection.complete,
        truncated: collection.truncated,
        error: collection.error?.message ?? null,
        onRetry: collection.retry,
      }
    : null
  const columnCount = columns.length + (rowActions ? 1 : 0) + (bulkActions ? 1 : 0)
  const selectAll = bulkActions && {
    label: whole ? 'Select all that match the filter' : 'Select all on this page',
    state: coverage(
      selection,
      selectable.map((r) => r.id),
    ),
    onClick: () => {
      for (const r of selectable) remembered.current.set(r.id, r)
      setSelection((s) =>
        toggleAll(
          s,
          selectable.map((r) => r.id),
        ),
      )
    },
  }

  return (
    <>
      <ListToolbar
        label={label}
        noun={noun}
        filter={text}
        onFilter={setText}
        status={status}
        onExport={(format) => exportView(format, label, columns, whole ? matched : items)}
      />
      {bulkActions && (
        <>
          {runs.length > 0 && <RunPanels runs={runs} />}
          {/* loaded with the first selection: a list only looked at never fetches it */}
          {selectedRows.length > 0 && (
            <BulkBar
              actions={bulkActions}
              selected={selectedRows}
              scope={scope}
              noun={noun}
              onClear={() => setSelection(NO_SELECTION)}
            />
          )}
        </>
      )}
      <Table
        ref={tableRef}
        aria-label={label}
        aria-busy={collection.isPlaceholder || shown < items.length || undefined}
      >
        <TableHead
          columns={head}
          sort={sort}
          onSort={(id) => paging.setSort(nextSort(sort, id))}
          selectAll={selectAll}
          actions={!!rowActions}
        />
        <TBody>
          {items.length === 0 && (
            <Tr>
              <Td colSpan={columnCount} className="text-center whitespace-normal text-secondary">
                {collection.complete ? `No ${noun} match the filter` : `Loading ${noun}…`}
              </Td>
            </Tr>
          )}
          {items.slice(0, shown).map((row) => (
            <BodyRow
              key={row.id}
              row={row}
              columns={columns}
              actions={rowActions}
              selected={bulkActions ? selection.ids.has(row.id) : undefined}
              onSelect={bulkActions ? onSelect : undefined}
            />
          ))}
          {shown < items.length && (
            <tr aria-hidden>
              <td
                colSpan={columnCount}
                style={{ height: `${(items.length - shown) * ROW_REM}rem` }}
              />
            </tr>
          )}
        </TBody>
      </Table>
      {whole ? (
        <Paginator
          pageSize={pageSize}
          onPageSizeChange={paging.setLimit}
          page={localPage}
          rowCount={items.length}
          total={matched.length}
          hasPrev={localPage > 1}
          hasNext={localPage < pages}
          onPrev={() => paging.setLocalPage(localPage - 1)}
          onNext={() => paging.setLocalPage(localPage + 1)}
          loading={!collection.complete}
        />
      ) : (
        <Paginator
          pageSize={pageSize}
          onPageSizeChange={paging.setLimit}
          page={paging.pageNumber}
          rowCount={items.length}
          hasPrev={paging.hasPrev}
          hasNext={hasNext}
          onPrev={paging.prev}
          onNext={() => collection.first?.nextPage && paging.next(collection.first.nextPage)}
          loading={collection.isPlaceholder}
        />
      )}
    </>
  )
}
