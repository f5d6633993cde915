import { Link } from 'react-router'
import { DateTime } from '~/ui/date-time'
import type { Column } from '~/ui/table'
import { formatBytes } from '~/util/units'

/**
 * The cells library: columns every list shares, for QueryTable and ListTable alike. A
 * resource's own columns (an instance's state, a disk's state) live with the resource in
 * src/resources/<resource>/; one-off columns are written inline as `{ header, cell }`.
 */

/** A name in a cell, as a link to the thing's page (a silo, an instance, a pool). */
export const NameLink = ({ to, children }: { to: string; children: string }) => (
  <Link to={to} className="font-medium hover:underline">
    {children}
  </Link>
)

/** The name, as a link to the thing's page when there is one. */
export const nameColumn = <T extends { name: string }>(to?: (row: T) => string): Column<T> => ({
  header: 'Name',
  value: (row) => row.name,
  cell: (row) =>
    to ? (
      <Link to={to(row)} className="font-medium text-default hover:underline">
        {row.name}
      </Link>
    ) : (
      <span className="font-medium">{row.name}</span>
    ),
})

export const descriptionColumn = <T extends { description: string }>(): Column<T> => ({
  header: 'Description',
  value: (row) => row.description,
  cell: (row) => (
    <span className="line-clamp-2 max-w-md min-w-48 whitespace-normal text-secondary [overflow-wrap:anywhere]">
      {row.description || '—'}
    </span>
  ),
})

/** A moment in the row's life, sortable by it (last used, started, ...). */
export const dateColumn = <T,>(header: string, date: (row: T) => Date): Column<T> => ({
  header,
  value: date,
  cell: (row) => <DateTime date={date(row)} />,
})

export const createdColumn = <T extends { timeCreated: Date }>(): Column<T> =>
  dateColumn('Created', (row) => row.timeCreated)

/** A size in bytes, shown in the largest whole unit (disks, images, snapshots). */
export const sizeColumn = <T extends { size: number }>(): Column<T> => ({
  header: 'Size',
  value: (row) => row.size,
  unit: 'bytes',
  cell: (row) => formatBytes(row.size),
  className: 'font-mono',
})

/** A plain value shown as it is; `mono` for serials, ids, models and the like. */
export const textColumn = <T,>(
  header: string,
  value: (row: T) => string | number,
  { mono = false } = {},
): Column<T> => ({
  header,
  value,
  cell: (row) => (mono ? <span className="font-mono">{value(row)}</span> : value(row)),
})

/** An id (a token's, a session's), small and monospaced. */
export const idColumn = <T extends { id: string }>(): Column<T> => ({
  header: 'ID',
  value: (row) => row.id,
  cell: (row) => <span className="font-mono text-xs">{row.id}</span>,
})
