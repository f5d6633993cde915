import type { ExternalSubnet } from '@oxide/api'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/*
 * A project's external subnets (/v1/external-subnets): blocks of public addresses taken from a
 * subnet pool linked to the silo, each attached to at most one instance of the project. Limited
 * collaborators change them, as floating IPs.
 */

export const externalSubnetList = (project: string, page: PageParams) =>
  listQ('externalSubnetList', { query: { project } }, page)

/** The project's external subnets whole, for the instance tab's attach picker. */
export const projectExternalSubnets = (project: string) =>
  q('externalSubnetList', { query: { project, limit: PICKER_LIMIT } })

export const externalSubnetView = (project: string, externalSubnet: string) =>
  q('externalSubnetView', { path: { externalSubnet }, query: { project } })

/** The subnets attached to an instance: at most 32, the API returns them whole. */
export const instanceExternalSubnets = (project: string, instance: string) =>
  q('instanceExternalSubnetList', { path: { instance }, query: { project } })

/** By id: the API refuses a project beside an id. */
/** The API refuses to delete an attached subnet; the console says so first. */
export const cannotDeleteAttached = (s: ExternalSubnet) =>
  s.instanceId ? 'Detach the external subnet before deleting it' : undefined

/** What creating, changing, attaching or deleting one makes stale, its pool's usage too. */
export const EXTERNAL_SUBNET_OPS = [
  'externalSubnetList',
  'externalSubnetView',
  'instanceExternalSubnetList',
  'systemSubnetPoolUtilizationView',
] as const satisfies Touches
