import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import {
  type ColumnHelper,
  createColumnHelper,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useMemo } from 'react'
import type { PageParams } from '~/api/query'
import { ActionsMenu, type MenuAction } from '~/ui/menu'
import { Paginator } from '~/ui/paginator'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/table'
import { usePaging } from './paging'

export const features = tableFeatures({})
export type Features = typeof features
export type Columns<T extends object> = ReturnType<ColumnHelper<Features, T>['columns']>

/** `const col = colHelper<Project>()`, then `col.columns([...])` at module scope. */
export const colHelper = <T extends object>() => createColumnHelper<Features, T>()

type Page<T> = { items: T[]; nextPage?: string | null }
type Row = { id: string; name?: string }

type QueryTableProps<T extends Row, K extends QueryKey> = {
  /** The list query for a page, usually `(page) => listQ('projectList', {}, page)`. */
  query: (page: PageParams) => UseQueryOptions<Page<T>, Error, Page<T>, K>
  columns: Columns<T>
  /** Accessible name of the table, e.g. "Projects". */
  label: string
  rowActions?: (row: T) => MenuAction[]
  emptyState: ReactNode
}

const NO_ROWS: never[] = []

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
  if (error && !data) throw error
  const items = data?.items ?? NO_ROWS

  const allColumns = useMemo(() => {
    if (!rowActions) return columns
    const col = colHelper<T>()
    return col.columns([
      ...columns,
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <ActionsMenu
            label={`Actions for ${row.original.name ?? row.original.id}`}
            actions={rowActions(row.original)}
          />
        ),
      }),
    ])
  }, [columns, rowActions])

  const table = useTable({
    features,
    columns: allColumns,
    data: items,
    getRowId: (row) => row.id,
  })

  if (items.length === 0 && !paging.params.pageToken) return <>{emptyState}</>

  return (
    <>
      <Table aria-label={label} aria-busy={isPlaceholderData || undefined}>
        <THead>
          {table.getHeaderGroups().map((group) => (
            <Tr key={group.id}>
              {group.headers.map((header) => (
                <Th key={header.id} className={header.id === 'actions' ? 'w-12' : undefined}>
                  <table.FlexRender header={header} />
                </Th>
              ))}
            </Tr>
          ))}
        </THead>
        <TBody>
          {table.getRowModel().rows.map((row) => (
            <Tr key={row.id} className="hover:bg-hover/50">
              {row.getAllCells().map((cell) => (
                <Td
                  key={cell.id}
                  className={cell.column.id === 'actions' ? 'text-right' : undefined}
                >
                  <table.FlexRender cell={cell} />
                </Td>
              ))}
            </Tr>
          ))}
        </TBody>
      </Table>
      <Paginator
        pageSize={paging.params.limit}
        onPageSizeChange={paging.setLimit}
        page={paging.pageNumber}
        rowCount={items.length}
        hasPrev={paging.hasPrev}
        hasNext={!!data?.nextPage}
        onPrev={paging.prev}
        onNext={() => data?.nextPage && paging.next(data.nextPage)}
        loading={isPlaceholderData}
      />
    </>
  )
}
