import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

type InVpc = { project: string; vpc: string }

export const gatewayList = ({ project, vpc }: InVpc, page: PageParams) =>
  listQ('internetGatewayList', { query: { project, vpc } }, page)

/** A VPC's gateways whole, for pickers (a route's target). */
export const vpcGateways = ({ project, vpc }: InVpc) =>
  q('internetGatewayList', { query: { project, vpc, limit: PICKER_LIMIT } })

export const gatewayView = ({ project, vpc }: InVpc, gateway: string) =>
  q('internetGatewayView', { path: { gateway }, query: { project, vpc } })

/** What is attached to a gateway, whole (by its id, which needs no VPC beside it). */
export const gatewayPools = (gatewayId: string) =>
  q('internetGatewayIpPoolList', { query: { gateway: gatewayId, limit: PICKER_LIMIT } })
export const gatewayAddresses = (gatewayId: string) =>
  q('internetGatewayIpAddressList', { query: { gateway: gatewayId, limit: PICKER_LIMIT } })

export const GATEWAY_OPS = ['internetGatewayList', 'internetGatewayView'] as const satisfies Touches

/** Deleting a gateway with cascade also detaches its pools and addresses and drops routes to it. */
export const GATEWAY_DELETE_OPS = [
  ...GATEWAY_OPS,
  'internetGatewayIpPoolList',
  'internetGatewayIpAddressList',
  'vpcRouterRouteList',
  'vpcRouterRouteView',
] as const satisfies Touches

export const ATTACHED_OPS = [
  'internetGatewayIpPoolList',
  'internetGatewayIpAddressList',
] as const satisfies Touches
