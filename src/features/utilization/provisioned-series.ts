import type { Measurement, MeasurementResultsPage } from '@oxide/api'
import type { ChartSeries } from '~/components/charts/chart-data'
import type { ProvisionedMetric } from '~/resources/utilization/queries'
import { formatCpus, formatMemoryGiB, storageText } from '~/util/capacity'
import { bytesToGiB } from '~/util/units'

/** What the provisioned charts of the silo and the fleet share: samples as points, formats. */

/** Whole GiB, TiB from 1024: the shared chart's y axis has room for about nine characters. */
export const wholeGiB = (bytes: number) => formatMemoryGiB(Math.round(bytesToGiB(bytes)))

/** The collection target metrics are i64 gauges: one point a sample. */
export const points = (items: Measurement[] | undefined) =>
  (items ?? []).map((m) => ({
    t: m.timestamp,
    v: typeof m.datum.datum === 'number' ? m.datum.datum : 0,
  }))

/** The three provisioned metrics, each with its chart's word and format. */
export const PROVISIONED = [
  { metric: 'cpus_provisioned', title: 'CPUs', format: formatCpus },
  { metric: 'ram_provisioned', title: 'Memory', format: wholeGiB },
  { metric: 'virtual_disk_space_provisioned', title: 'Storage', format: storageText },
] as const

export type Counts = { cpus: number; memory: number; storage: number }
export const CAPACITY_OF: Record<ProvisionedMetric, keyof Counts> = {
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
  virtual_disk_space_provisioned: 'storage',
}

/**
 * What the fleet provisioned, and beside it today's capacity estimate at each sample: the API
 * keeps no history of capacity, so its line is the estimate now, and says so.
 */
export function fleetSeries(data: MeasurementResultsPage | undefined, capacity: number) {
  const provisioned = points(data?.items)
  const series: ChartSeries[] = [{ label: 'Provisioned', points: provisioned }]
  if (provisioned.length > 0)
    series.push({
      label: 'Capacity (estimate today)',
      points: provisioned.map((p) => ({ t: p.t, v: capacity })),
    })
  return series
}
