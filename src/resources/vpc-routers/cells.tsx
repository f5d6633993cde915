import type { RouteDestination, RouterRoute, RouteTarget } from '@oxide/api'
import { Link } from 'react-router'
import { Badge, type BadgeColor } from '~/ui/badge'
import { pb } from '~/util/paths'

/** The words for each kind of route end, as the route form names them too. */
export const END_LABEL: Record<RouteDestination['type'] | RouteTarget['type'], string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

export const ROUTE_KIND: Record<RouterRoute['kind'], [string, BadgeColor]> = {
  default: ['default', 'blue'],
  vpc_subnet: ['subnet', 'neutral'],
  vpc_peering: ['peering', 'neutral'],
  custom: ['custom', 'purple'],
}

type Where = { project: string; vpc: string }

/** A route's destination or target: its kind, and its value linked where it has a page. */
export function RouteEnd({ end, where }: { end: RouteDestination | RouteTarget; where: Where }) {
  if (end.type === 'drop') return <span className="font-medium">{END_LABEL.drop}</span>
  const value =
    end.type === 'instance' ? (
      <Link
        to={pb.instance({ project: where.project, instance: end.value })}
        className="hover:underline"
      >
        {end.value}
      </Link>
    ) : end.type === 'internet_gateway' ? (
      <Link
        to={pb.vpcInternetGateway({ ...where, gateway: end.value })}
        className="hover:underline"
      >
        {end.value}
      </Link>
    ) : (
      end.value
    )
  const mono = end.type === 'ip' || end.type === 'ip_net'
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className="text-secondary">{END_LABEL[end.type]}</span>
      <span className={mono ? 'font-mono' : 'font-medium'}>{value}</span>
    </span>
  )
}

export function RouteKind({ kind }: { kind: RouterRoute['kind'] }) {
  const [label, color] = ROUTE_KIND[kind]
  return <Badge color={color}>{label}</Badge>
}
