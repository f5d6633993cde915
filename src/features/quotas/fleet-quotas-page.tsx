import { useCallback, useMemo, useState } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { NameLink } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { allQuotas, type QuotaRow, quotaRows } from '~/resources/quotas/queries'
import { fleetUtilization, sledCapacity } from '~/resources/utilization/queries'
import { EmptyState } from '~/ui/empty-state'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { capacityEstimate } from '~/util/capacity'
import {
  type Capacity,
  commitPercent,
  inCapacityUnits,
  overCommitment,
  percentText,
  RESOURCES,
  type Resource,
} from '~/util/over-commit'
import { sb } from '~/util/system-paths'
import { CommitmentCard, capacityText, RESOURCE_LABEL } from './commitment-card'

/** The edit form's code loads when Edit is first pressed. */
const QuotasModal = lazyComponent(() =>
  import('~/resources/quotas/fields').then((m) => m.QuotasModal),
)

const capacityOf = (cap: Capacity): Record<Resource, number> => ({
  cpus: cap.cpus,
  memory: cap.memoryGiB,
  storage: cap.storageTiB,
})

/** A silo's provisioned / quota of one resource, and the quota's share of the rack. */
function quotaColumn(resource: Resource, capacity: Record<Resource, number>): Column<QuotaRow> {
  const text = capacityText[resource]
  return {
    header: RESOURCE_LABEL[resource],
    value: (r) => r.quotas[resource],
    ...(resource !== 'cpus' && { unit: 'bytes' }),
    cell: (r) => {
      const quota = inCapacityUnits(r.quotas)[resource]
      const used = r.provisioned && inCapacityUnits(r.provisioned)[resource]
      return (
        <>
          <span className="font-mono">
            {used === undefined ? '—' : text(used)}{' '}
            <span className="text-tertiary">/ {text(quota)}</span>
          </span>
          <span className="block text-xs text-secondary">
            {percentText(commitPercent(quota, capacity[resource]))} of capacity
          </span>
        </>
      )
    },
  }
}

const columnsFor = (capacity: Record<Resource, number>): Column<QuotaRow>[] => [
  {
    header: 'Silo',
    value: (r) => r.name,
    cell: (r) => <NameLink to={sb.silo({ silo: r.name })}>{r.name}</NameLink>,
  },
  ...RESOURCES.map((res) => quotaColumn(res, capacity)),
]

/**
 * system/quotas (beyond the vendor's console): every silo's quotas and what it provisioned, in
 * one table, and the sum of the quotas against the rack's estimated capacity, per resource:
 * how far the fleet is over-committed. Each row opens the silo's quota form.
 */
export default function FleetQuotasPage() {
  const quotas = usePrefetchedQuery(allQuotas()).items
  const usage = usePrefetchedQuery(fleetUtilization()).items
  const sleds = usePrefetchedQuery(sledCapacity()).items
  const capacity = capacityEstimate(sleds)
  const commitments = overCommitment(quotas, capacity)
  const provisioned = inCapacityUnits(
    usage.reduce(
      (t, u) => ({
        cpus: t.cpus + u.provisioned.cpus,
        memory: t.memory + u.provisioned.memory,
        storage: t.storage + u.provisioned.storage,
      }),
      { cpus: 0, memory: 0, storage: 0 },
    ),
  )
  const { cannotEditQuotas } = useFleetPermissions()
  const [editing, setEditing] = useState<QuotaRow | null>(null)
  const { cpus, memory, storage } = capacityOf(capacity)
  // static while the capacity stays (QueryTable wants its columns stable)
  const columns = useMemo(() => columnsFor({ cpus, memory, storage }), [cpus, memory, storage])
  const rowActions = useCallback(
    (r: QuotaRow): MenuAction[] => [
      {
        label: 'Edit quotas',
        disabled: cannotEditQuotas(r.id) ?? false,
        onActivate: () => setEditing(r),
      },
    ],
    [cannotEditQuotas],
  )
  const over = commitments.filter((c) => c.over)
  return (
    <>
      <PageHeader title="Fleet quotas">
        What each silo may provision, what it has, and what all the quotas promise against the
        rack&apos;s estimated capacity.
      </PageHeader>
      <h2 className="mb-3 text-lg font-semibold">Quotas against capacity</h2>
      <p role="status" className="mb-3 text-sm">
        {over.length === 0
          ? 'The quotas together fit the rack.'
          : `Over-committed: the quotas promise more ${over
              .map((c) => (c.resource === 'cpus' ? 'CPUs' : c.resource))
              .join(' and ')} than the rack has.`}
      </p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {commitments.map((c) => (
          <CommitmentCard key={c.resource} c={c} provisioned={provisioned[c.resource]} />
        ))}
      </div>
      <p className="mt-3 mb-8 text-xs text-secondary">
        Capacity is an estimate from the {sleds.length} {sleds.length === 1 ? 'sled' : 'sleds'}: 70%
        of their hardware threads and memory, and of 32 TiB of disk per sled scaled by 0.909. A
        quota is a promise, not a use: silos rarely use all of theirs at once.
      </p>
      <h2 className="mb-3 text-lg font-semibold">Silos</h2>
      <QueryTable
        label="Silo quotas"
        query={quotaRows}
        columns={columns}
        rowActions={rowActions}
        emptyState={
          <EmptyState title="No silos" body="Every silo gets its quotas when it is made." />
        }
      />
      {editing && (
        <QuotasModal
          silo={editing.name}
          quotas={editing.quotas}
          provisioned={editing.provisioned}
          submitDisabled={cannotEditQuotas(editing.id)}
          onDismiss={() => setEditing(null)}
        />
      )}
    </>
  )
}
