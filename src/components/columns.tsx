import { Link } from 'react-router'
import { DateTime } from '~/ui/date-time'
import type { colHelper } from './query-table'

/** Column definitions every list shares: name (a link), description, created. */
type Helper<T extends object> = ReturnType<typeof colHelper<T>>

export const nameColumn = <T extends { name: string }>(col: Helper<T>, to?: (row: T) => string) =>
  col.accessor((row) => row.name, {
    id: 'name',
    header: 'Name',
    cell: ({ row }) =>
      to ? (
        <Link to={to(row.original)} className="font-medium text-default hover:underline">
          {row.original.name}
        </Link>
      ) : (
        <span className="font-medium">{row.original.name}</span>
      ),
  })

export const descriptionColumn = <T extends { description: string }>(col: Helper<T>) =>
  col.accessor((row) => row.description, {
    id: 'description',
    header: 'Description',
    cell: ({ getValue }) => (
      <span className="line-clamp-2 text-secondary">{getValue() || '—'}</span>
    ),
  })

export const createdColumn = <T extends { timeCreated: Date }>(col: Helper<T>) =>
  col.accessor((row) => row.timeCreated, {
    id: 'created',
    header: 'Created',
    cell: ({ getValue }) => <DateTime date={getValue()} />,
  })
