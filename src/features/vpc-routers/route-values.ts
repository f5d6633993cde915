import type { RouteDestination, RouterRoute, RouterRouteCreate, RouteTarget } from '@oxide/api'

/** A route form's values: each end as its kind and a value (text, or a name picked). */
export type DestType = RouteDestination['type']
export type TargetType = RouteTarget['type']
export type RouteValues = {
  name: string
  description: string
  destType: DestType
  destValue: string
  targetType: TargetType
  targetValue: string
}

/**
 * Every kind of end @oxide/api has, each with the reason the server refuses it in a user's
 * route, if it does (`validate_user_route_targets`, nexus/src/app/vpc_router.rs).
 */
export const DEST_KINDS: { type: DestType; refused?: string }[] = [
  { type: 'ip' },
  { type: 'ip_net' },
  { type: 'vpc', refused: 'not in user routes' },
  { type: 'subnet' },
]

export const TARGET_KINDS: { type: TargetType; refused?: string }[] = [
  { type: 'ip' },
  { type: 'vpc', refused: 'not in user routes' },
  { type: 'subnet', refused: 'not as a target' },
  { type: 'instance' },
  { type: 'internet_gateway' },
  { type: 'drop' },
]

export const NEW_ROUTE: RouteValues = {
  name: '',
  description: '',
  destType: 'ip_net',
  destValue: '',
  targetType: 'internet_gateway',
  targetValue: '',
}

const endValue = (end: RouteDestination | RouteTarget) => (end.type === 'drop' ? '' : end.value)

export const valuesOf = (route: RouterRoute): RouteValues => ({
  name: route.name,
  description: route.description,
  destType: route.destination.type,
  destValue: endValue(route.destination),
  targetType: route.target.type,
  targetValue: endValue(route.target),
})

/** Addresses are sent trimmed; names as picked. */
const text = (type: string, value: string) =>
  type === 'ip' || type === 'ip_net' ? value.trim() : value

export const destinationOf = ({ destType, destValue }: RouteValues) =>
  ({ type: destType, value: text(destType, destValue) }) as RouteDestination

export const targetOf = ({ targetType, targetValue }: RouteValues): RouteTarget =>
  targetType === 'drop'
    ? { type: 'drop' }
    : ({ type: targetType, value: text(targetType, targetValue) } as RouteTarget)

export const createBody = (values: RouteValues): RouterRouteCreate => ({
  name: values.name,
  description: values.description,
  destination: destinationOf(values),
  target: targetOf(values),
})
