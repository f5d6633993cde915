import type { SiloUtilization } from '@oxide/api'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** The signed-in user's silo: its quotas (capacity) and what its projects provisioned. */
export const siloUtilization = () => q('utilizationView', {})

/** A silo's row in the system utilization table: a list row needs an id and a name. */
export type SiloUtilizationRow = SiloUtilization & { id: string; name: string }

const asRows = (items: SiloUtilization[]): SiloUtilizationRow[] =>
  items.map((u) => ({ ...u, id: u.siloId, name: u.siloName }))

/**
 * Every silo's allocation and use, a page at a time, as list rows. Keyed apart from `q`'s raw
 * answers (the rows differ); `invalidate('siloUtilizationList')` still reaches it.
 */
export const siloUtilizationList = (page: PageParams) =>
  queryOptions({
    queryKey: ['siloUtilizationList', { query: page }, 'rows'] as const,
    queryFn: async ({ signal }) => {
      const result = await call('siloUtilizationList', { query: page }, signal)
      return { ...result, items: asRows(result.items) }
    },
    placeholderData: keepPreviousData,
  })

/** All silos at once, for the fleet's totals (a rack holds far fewer than a picker's page). */
export const fleetUtilization = () => q('siloUtilizationList', { query: { limit: PICKER_LIMIT } })

/** The rack's sleds, for the capacity estimate. */
export const sledCapacity = () => q('sledList', { query: { limit: PICKER_LIMIT } })

/** The provisioned metrics of spec section 7 (`SystemMetricName`). */
export type ProvisionedMetric =
  | 'cpus_provisioned'
  | 'ram_provisioned'
  | 'virtual_disk_space_provisioned'

/** A silo metric over a range; one sample an hour at most, so a month fits one page. */
export const siloMetric = (metricName: ProvisionedMetric, range: { start: Date; end: Date }) =>
  q('siloMetric', {
    path: { metricName },
    query: { startTime: range.start, endTime: range.end, limit: METRIC_LIMIT },
  })

export const METRIC_LIMIT = 3000
