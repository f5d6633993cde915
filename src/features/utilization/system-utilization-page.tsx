import type { SiloUtilization } from '@oxide/api'
import { usePrefetchedQuery } from '~/api/query'
import { NameLink } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import {
  fleetUtilization,
  type SiloUtilizationRow,
  siloUtilizationList,
  sledCapacity,
} from '~/resources/utilization/queries'
import { EmptyState } from '~/ui/empty-state'
import type { Column } from '~/ui/table'
import { capacityEstimate, formatCpus, memoryText, storageText } from '~/util/capacity'
import { sb } from '~/util/system-paths'
import { GiB, TiB } from '~/util/units'
import { UsageMeters } from './usage-meter'

/** The history charts (and uPlot) load once the page is on screen, never with it. */
const FleetCharts = lazyComponent(() => import('./fleet-charts').then((m) => m.FleetCharts))

/** Provisioned / allocated, in one cell. */
const pair = (provisioned: string, allocated: string) => (
  <span className="font-mono">
    {provisioned} <span className="text-tertiary">/ {allocated}</span>
  </span>
)

const columns: Column<SiloUtilizationRow>[] = [
  {
    header: 'Silo',
    value: (u) => u.siloName,
    cell: (u) => <NameLink to={sb.silo({ silo: u.siloName })}>{u.siloName}</NameLink>,
  },
  {
    header: 'CPUs',
    value: (u) => u.provisioned.cpus,
    cell: (u) => pair(formatCpus(u.provisioned.cpus), formatCpus(u.allocated.cpus)),
  },
  {
    header: 'Memory',
    value: (u) => u.provisioned.memory,
    unit: 'bytes',
    cell: (u) => pair(memoryText(u.provisioned.memory), memoryText(u.allocated.memory)),
  },
  {
    header: 'Storage',
    value: (u) => u.provisioned.storage,
    unit: 'bytes',
    cell: (u) => pair(storageText(u.provisioned.storage), storageText(u.allocated.storage)),
  },
]

type Counts = SiloUtilization['provisioned']
const sum = (all: Counts[]): Counts =>
  all.reduce(
    (t, c) => ({
      cpus: t.cpus + c.cpus,
      memory: t.memory + c.memory,
      storage: t.storage + c.storage,
    }),
    { cpus: 0, memory: 0, storage: 0 },
  )

/** The fleet's use and allocation against what its sleds can offer (spec sections 2 and 9). */
export default function SystemUtilizationPage() {
  const silos = usePrefetchedQuery(fleetUtilization()).items
  const sleds = usePrefetchedQuery(sledCapacity()).items
  const provisioned = sum(silos.map((s) => s.provisioned))
  const allocated = sum(silos.map((s) => s.allocated))
  const capacity = capacityEstimate(sleds)
  const limit = {
    cpus: capacity.cpus,
    memory: capacity.memoryGiB * GiB,
    storage: capacity.storageTiB * TiB,
  }
  return (
    <>
      <PageHeader title="Utilization">
        What the silos provisioned and were allocated, against the rack&apos;s estimated capacity.
      </PageHeader>
      <UsageMeters
        used={provisioned}
        limit={limit}
        limitLabel="capacity"
        note={(key, text) => (
          <p className="text-xs text-secondary">
            Allocated to silos: <span className="font-mono">{text(allocated[key])}</span>
          </p>
        )}
      />
      <p className="mt-3 mb-8 text-xs text-secondary">
        Capacity is an estimate from the {sleds.length} {sleds.length === 1 ? 'sled' : 'sleds'}: 70%
        of their hardware threads and memory, and of 32 TiB of disk per sled scaled by 0.909.
      </p>
      <FleetCharts capacity={limit} siloNames={new Map(silos.map((s) => [s.siloId, s.siloName]))} />
      <h2 className="mb-3 text-lg font-semibold">Silos</h2>
      <QueryTable
        label="Silo utilization"
        query={siloUtilizationList}
        columns={columns}
        emptyState={
          <EmptyState
            title="No silos"
            body="Silos appear here once they are discoverable or have a quota."
          />
        }
      />
    </>
  )
}
