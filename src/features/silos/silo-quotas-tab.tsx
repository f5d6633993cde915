import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { lazyComponent } from '~/components/lazy-component'
import { siloQuotas, siloUsage } from '~/resources/quotas/queries'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'
import type { Column } from '~/ui/table'
import { formatCpus, memoryText, percentOf, storageText } from '~/util/capacity'
import type { Counts, Resource } from '~/util/over-commit'

/** The edit form's code loads when Edit is first pressed. */
const QuotasModal = lazyComponent(() =>
  import('~/resources/quotas/fields').then((m) => m.QuotasModal),
)

type Row = { resource: Resource; label: string; quota: number; provisioned: number }

const TEXT: Record<Resource, (n: number) => string> = {
  cpus: formatCpus,
  memory: memoryText,
  storage: storageText,
}

const columns: Column<Row>[] = [
  { header: 'Resource', cell: (r) => <span className="font-medium">{r.label}</span> },
  {
    header: 'Provisioned',
    cell: (r) => <span className="font-mono">{TEXT[r.resource](r.provisioned)}</span>,
  },
  { header: 'Quota', cell: (r) => <span className="font-mono">{TEXT[r.resource](r.quota)}</span> },
  {
    header: 'Used',
    cell: (r) => {
      const over = r.provisioned > r.quota
      return (
        <span className={over ? 'font-semibold text-danger-fg' : 'text-secondary'}>
          {percentOf(r.provisioned, r.quota)}%{over ? ' (over quota)' : ''}
        </span>
      )
    },
  },
]

const rowsOf = (quotas: Counts, provisioned: Counts): Row[] => [
  { resource: 'cpus', label: 'CPUs', quota: quotas.cpus, provisioned: provisioned.cpus },
  { resource: 'memory', label: 'Memory', quota: quotas.memory, provisioned: provisioned.memory },
  {
    resource: 'storage',
    label: 'Storage',
    quota: quotas.storage,
    provisioned: provisioned.storage,
  },
]

/**
 * A silo's quotas tab: its quotas against what it has provisioned, and the quota form the
 * fleet quotas page opens too. The silo page's loader may prefetch `siloQuotas(silo)` and
 * `siloUsage(silo)` (resources/quotas/queries.ts); read here with plain queries, the tab works
 * without.
 */
export function SiloQuotasTab({ silo }: { silo: string }) {
  const quotas = useQuery(siloQuotas(silo))
  const usage = useQuery(siloUsage(silo))
  const { cannotEditQuotas } = useFleetPermissions()
  const [editing, setEditing] = useState(false)
  const error = quotas.error ?? usage.error
  if (error)
    return (
      <Message variant="error" title="The quotas could not be read">
        {error.message}
      </Message>
    )
  if (!quotas.data || !usage.data) return <Spinner label="Loading quotas" />
  const q = quotas.data
  const denied = cannotEditQuotas(q.siloId)
  return (
    <section aria-labelledby="quotas-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quotas-heading" className="text-base font-semibold">
          Quotas
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabledReason={denied}
          onClick={() => setEditing(true)}
        >
          Edit quotas
        </Button>
      </div>
      <ListTable
        label="Quotas"
        columns={columns}
        rows={rowsOf(q, usage.data.provisioned)}
        rowKey={(r) => r.resource}
        empty=""
      />
      {editing && (
        <QuotasModal
          silo={silo}
          quotas={q}
          provisioned={usage.data.provisioned}
          submitDisabled={denied}
          onDismiss={() => setEditing(false)}
        />
      )}
    </section>
  )
}
