import type { SiloQuotas } from '@oxide/api'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Touches } from '~/api/change'
import { call, type PageParams, PICKER_LIMIT, q, queryClient } from '~/api/query'
import { fleetUtilization } from '~/resources/utilization/queries'
import type { Counts } from '~/util/over-commit'

/** One silo's quotas (the silo's quotas tab). */
export const siloQuotas = (silo: string) => q('siloQuotasView', { path: { silo } })

/** One silo's provisioned counts, beside its quotas. */
export const siloUsage = (silo: string) => q('siloUtilizationView', { path: { silo } })

/** Every silo's quotas at once, for the fleet's sums (a rack holds far fewer than a page). */
export const allQuotas = () => q('systemQuotasList', { query: { limit: PICKER_LIMIT } })

/** A row of the fleet quotas table: a silo's quotas and what it has provisioned. */
export type QuotaRow = {
  id: string
  /** The silo's name, or its id when the utilization list does not name it. */
  name: string
  quotas: Counts
  provisioned: Counts | undefined
}

const counts = ({ cpus, memory, storage }: SiloQuotas): Counts => ({ cpus, memory, storage })

/**
 * The quotas list a page at a time (`systemQuotasList` pages by silo id), each row named and
 * given its provisioned counts from the fleet's utilization (read whole, once, and cached). A
 * page's rows are in name order; a sort or filter holds the whole list (the list's own rule).
 */
export const quotaRows = (page: PageParams) =>
  queryOptions({
    queryKey: ['systemQuotasList', { query: page }, 'rows'] as const,
    queryFn: async ({ signal }) => {
      // the list pages by id only: the name order of the list features is this page's own
      const query = { limit: page.limit, pageToken: page.pageToken }
      const [result, usage] = await Promise.all([
        call('systemQuotasList', { query }, signal),
        queryClient.fetchQuery(fleetUtilization()),
      ])
      const bySilo = new Map(usage.items.map((u) => [u.siloId, u]))
      const items: QuotaRow[] = result.items
        .map((qs) => {
          const u = bySilo.get(qs.siloId)
          return {
            id: qs.siloId,
            name: u?.siloName ?? qs.siloId,
            quotas: counts(qs),
            provisioned: u?.provisioned,
          }
        })
        .sort((a, b) => a.name.localeCompare(b.name))
      return { ...result, items }
    },
    placeholderData: keepPreviousData,
  })

/** What a quota change makes stale: the quotas and every view of allocation against use. */
export const QUOTA_OPS = [
  'siloQuotasView',
  'systemQuotasList',
  'siloUtilizationList',
  'siloUtilizationView',
  'utilizationView',
] as const satisfies Touches
