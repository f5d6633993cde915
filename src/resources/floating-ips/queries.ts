import type { FloatingIp } from '@oxide/api'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** A project's floating IPs, for pickers (attach one to an instance, at creation or later). */
export const projectFloatingIps = (project: string) =>
  q('floatingIpList', { query: { project, limit: PICKER_LIMIT } })

export const floatingIpList = (project: string, page: PageParams) =>
  listQ('floatingIpList', { query: { project } }, page)

export const floatingIpView = (project: string, floatingIp: string) =>
  q('floatingIpView', { path: { floatingIp }, query: { project } })

/** The API refuses to delete an attached floating IP; the console says so first. */
export const cannotDeleteAttached = (ip: FloatingIp) =>
  ip.instanceId ? 'Detach the floating IP before deleting it' : undefined
