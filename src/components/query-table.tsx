import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import {
  createColumnHelper,
  FlexRender,
  type Row as TableRow,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { memo, type ReactNode, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import type { PageParams } from '~/api/query'
import { ActionsMenu, type MenuAction } from '~/ui/menu'
import { Paginator } from '~/ui/paginator'
import {
  ACTIONS_CELL,
  ACTIONS_HEAD,
  type Column,
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '~/ui/table'
import { useKeepRowFocus } from './keep-row-focus'
import { useHasNextPage, usePaging } from './paging'

const features = tableFeatures({})
type Features = typeof features

type Page<T> = { items: T[]; nextPage?: string | null }
type Row = { id: string; name?: string }

type QueryTableProps<T extends Row, K extends QueryKey> = {
  /** The list query for a page, usually `(page) => listQ('projectList', {}, page)`. */
  query: (page: PageParams) => UseQueryOptions<Page<T>, Error, Page<T>, K>
  /** The same column definitions a ListTable takes; static (module scope or memoized). */
  columns: Column<T>[]
  /** Accessible name of the table, e.g. "Projects". */
  label: string
  rowActions?: (row: T) => MenuAction[]
  emptyState: ReactNode
}

const NO_ROWS: never[] = []

/**
 * A page mounts its first FIRST_ROWS rows at once and the rest ROW_CHUNK at a time in
 * transitions, so a page of 100 rows (each with its own menu and cell queries) shows its top
 * in one short task and never blocks input or scrolling for long. Until all rows are in, the
 * table is aria-busy and a spacer holds their height, so scroll restoration sees the whole page.
 */
export const FIRST_ROWS = 25
export const ROW_CHUNK = 25
const ROW_REM = 2.75 // Td is h-11

/** `page` identifies the page on screen; null while the previous page stands in for the next. */
function useRowsShown(total: number, page: string | null): number {
  const [shown, setShown] = useState({ page, count: FIRST_ROWS })
  const fresh = page !== null && shown.page !== page
  // a new page starts over; set during render so its first commit has only the first rows
  if (fresh) setShown({ page, count: FIRST_ROWS })
  const count = fresh ? FIRST_ROWS : shown.count
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() =>
      startTransition(() => setShown((s) => ({ ...s, count: s.count + ROW_CHUNK }))),
    )
    return () => clearTimeout(timer)
  }, [count, total])
  return Math.min(count, total)
}

type BodyRowProps<T extends Row> = {
  row: TableRow<Features, T>
  /** Each cell's classes, by column id; new columns re-render the row. */
  classes: Record<string, string | undefined>
}

/** One row; rows whose data and columns are unchanged are not re-rendered as others arrive. */
const BodyRow = memo(
  function BodyRow<T extends Row>({ row, classes }: BodyRowProps<T>) {
    return (
      <Tr className="hover:bg-hover/50" data-row>
        {row.getAllCells().map((cell) => (
          <Td key={cell.id} className={classes[cell.column.id]}>
            <FlexRender cell={cell} />
          </Td>
        ))}
      </Tr>
    )
  },
  (a, b) => a.row.original === b.row.original && a.classes === b.classes,
) as <T extends Row>(props: BodyRowProps<T>) => ReactNode

/**
 * A list page's table: reads the page from the URL, fetches it (the route loader has already
 * prefetched it), keeps the previous page on screen while the next loads, and pages through the
 * API with the paginator.
 */
export function QueryTable<T extends Row, K extends QueryKey>({
  query,
  columns,
  label,
  rowActions,
  emptyState,
}: QueryTableProps<T, K>) {
  const paging = usePaging()
  const { data, error, isPlaceholderData } = useQuery(query(paging.params))
  const hasNext = useHasNextPage(query, paging.params, isPlaceholderData ? undefined : data)
  if (error && !data) throw error
  const items = data?.items ?? NO_ROWS

  // the shared column format, handed to the table engine; the actions menu is one more column
  const { allColumns, classes } = useMemo(() => {
    const col = createColumnHelper<Features, T>()
    const defs = columns.map((c) =>
      col.display({ id: c.header, header: c.header, cell: ({ row }) => c.cell(row.original) }),
    )
    const actions =
      rowActions &&
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <ActionsMenu
            label={`Actions for ${row.original.name ?? row.original.id}`}
            actions={rowActions(row.original)}
          />
        ),
      })
    return {
      allColumns: col.columns(actions ? [...defs, actions] : defs),
      classes: Object.fromEntries([
        ...columns.map((c) => [c.header, c.className]),
        ['actions', ACTIONS_CELL],
      ]) as Record<string, string | undefined>,
    }
  }, [columns, rowActions])

  const table = useTable({
    features,
    columns: allColumns,
    data: items,
    getRowId: (row) => row.id,
  })

  const rows = table.getRowModel().rows
  const tableRef = useRef<HTMLTableElement>(null)
  const ids = useMemo(() => items.map((i) => i.id), [items])
  useKeepRowFocus(tableRef, ids)
  const pageKey = `${paging.params.limit}:${paging.params.pageToken ?? ''}`
  const shown = useRowsShown(rows.length, isPlaceholderData ? null : pageKey)

  if (items.length === 0 && !paging.params.pageToken) return <>{emptyState}</>

  return (
    <>
      <Table
        ref={tableRef}
        aria-label={label}
        aria-busy={isPlaceholderData || shown < rows.length || undefined}
      >
        <THead>
          {table.getHeaderGroups().map((group) => (
            <Tr key={group.id}>
              {group.headers.map((header) => (
                <Th key={header.id} className={header.id === 'actions' ? ACTIONS_HEAD : undefined}>
                  <table.FlexRender header={header} />
                </Th>
              ))}
            </Tr>
          ))}
        </THead>
        <TBody>
          {rows.slice(0, shown).map((row) => (
            <BodyRow key={row.id} row={row} classes={classes} />
          ))}
          {shown < rows.length && (
            <tr aria-hidden>
              <td
                colSpan={allColumns.length}
                style={{ height: `${(rows.length - shown) * ROW_REM}rem` }}
              />
            </tr>
          )}
        </TBody>
      </Table>
      <Paginator
        pageSize={paging.params.limit}
        onPageSizeChange={paging.setLimit}
        page={paging.pageNumber}
        rowCount={items.length}
        hasPrev={paging.hasPrev}
        hasNext={hasNext}
        onPrev={paging.prev}
        onNext={() => data?.nextPage && paging.next(data.nextPage)}
        loading={isPlaceholderData}
      />
    </>
  )
}
