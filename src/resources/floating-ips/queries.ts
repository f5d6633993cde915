import { PICKER_LIMIT, q } from '~/api/query'

/** A project's floating IPs, for pickers (attach one to an instance, at creation or later). */
export const projectFloatingIps = (project: string) =>
  q('floatingIpList', { query: { project, limit: PICKER_LIMIT } })
