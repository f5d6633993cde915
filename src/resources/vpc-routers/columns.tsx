import type { RouteDestination, RouterRoute, RouteTarget } from '@oxide/api'
import { descriptionColumn } from '~/components/columns'
import type { Column } from '~/ui/table'
import { RouteEnd, RouteKind } from './cells'

type Where = { project: string; vpc: string }

/** An end as text, for sorting, filtering and export: `ip_net 0.0.0.0/0`, `drop`. */
const endText = (end: RouteDestination | RouteTarget) =>
  end.type === 'drop' ? 'drop' : `${end.type} ${end.value}`

/** A route's kind, destination and target: the router page's list and a gateway's routes. */
export const routeColumns = (where: Where): Column<RouterRoute>[] => [
  { header: 'Kind', cell: (r) => <RouteKind kind={r.kind} />, value: (r) => r.kind },
  {
    header: 'Destination',
    cell: (r) => <RouteEnd end={r.destination} where={where} />,
    value: (r) => endText(r.destination),
  },
  {
    header: 'Target',
    cell: (r) => <RouteEnd end={r.target} where={where} />,
    value: (r) => endText(r.target),
  },
  descriptionColumn(),
]
