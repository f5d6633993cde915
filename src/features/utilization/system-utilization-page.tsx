import type { SiloUtilization } from '@oxide/api'
import { Link } from 'react-router'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import {
  fleetUtilization,
  type SiloUtilizationRow,
  siloUtilizationList,
  sledCapacity,
} from '~/resources/utilization/queries'
import { EmptyState } from '~/ui/empty-state'
import type { Column } from '~/ui/table'
import {
  capacityEstimate,
  formatCpus,
  formatGiB,
  formatTiB,
  memoryText,
  storageText,
} from '~/util/capacity'
import { pb } from '~/util/paths'
import { bytesToGiB, bytesToTiB } from '~/util/units'
import { UsageMeter } from './usage-meter'

export const loader = ({ request }: { request: Request }) =>
  prefetch(siloUtilizationList(pageParamsOf(request)), fleetUtilization(), sledCapacity())

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
    cell: (u) => (
      <Link to={pb.silo({ silo: u.siloName })} className="font-medium hover:underline">
        {u.siloName}
      </Link>
    ),
  },
  {
    header: 'CPUs',
    value: (u) => u.provisioned.cpus,
    cell: (u) => pair(formatCpus(u.provisioned.cpus), formatCpus(u.allocated.cpus)),
  },
  {
    header: 'Memory',
    value: (u) => u.provisioned.memory,
    cell: (u) => pair(memoryText(u.provisioned.memory), memoryText(u.allocated.memory)),
  },
  {
    header: 'Storage',
    value: (u) => u.provisioned.storage,
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
  const memoryGiB = bytesToGiB(provisioned.memory)
  const storageTiB = bytesToTiB(provisioned.storage)
  const allocatedLine = (text: string) => (
    <p className="text-xs text-secondary">
      Allocated to silos: <span className="font-mono">{text}</span>
    </p>
  )
  return (
    <>
      <PageHeader title="Utilization">
        What the silos provisioned and were allocated, against the rack&apos;s estimated capacity.
      </PageHeader>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <UsageMeter
          label="CPUs"
          used={provisioned.cpus}
          limit={capacity.cpus}
          usedText={formatCpus(provisioned.cpus)}
          limitText={formatCpus(capacity.cpus)}
          limitLabel="capacity"
        >
          {allocatedLine(formatCpus(allocated.cpus))}
        </UsageMeter>
        <UsageMeter
          label="Memory"
          used={memoryGiB}
          limit={capacity.memoryGiB}
          usedText={formatGiB(memoryGiB)}
          limitText={formatGiB(capacity.memoryGiB)}
          limitLabel="capacity"
        >
          {allocatedLine(memoryText(allocated.memory))}
        </UsageMeter>
        <UsageMeter
          label="Storage"
          used={storageTiB}
          limit={capacity.storageTiB}
          usedText={formatTiB(storageTiB)}
          limitText={formatTiB(capacity.storageTiB)}
          limitLabel="capacity"
        >
          {allocatedLine(storageText(allocated.storage))}
        </UsageMeter>
      </div>
      <p className="mt-3 mb-8 text-xs text-secondary">
        Capacity is an estimate from the {sleds.length} {sleds.length === 1 ? 'sled' : 'sleds'}: 70%
        of their hardware threads and memory, and of 32 TiB of disk per sled scaled by 0.909.
      </p>
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
