import type { SiloIpPool } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { descriptionColumn, NameLink } from '~/components/columns'
import { linkActions } from '~/resources/ip-pools/actions'
import { versionBadge } from '~/resources/ip-pools/cells'
import { LinkPoolModal } from '~/resources/ip-pools/fields'
import { siloPoolsWhole } from '~/resources/ip-pools/queries'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'

const columns: Column<SiloIpPool>[] = [
  {
    header: 'Name',
    cell: (p) => <NameLink to={sb.ipPool({ pool: p.name })}>{p.name}</NameLink>,
  },
  descriptionColumn(),
  { header: 'IP version', cell: (p) => versionBadge(p.ipVersion) },
  { header: 'Type', cell: (p) => p.poolType },
  {
    header: 'Default',
    cell: (p) =>
      p.isDefault ? <Badge color="green">default</Badge> : <span className="text-tertiary">—</span>,
  },
]

/**
 * A silo's IP pools (`?tab=ip-pools` of the silo page): the pools linked to it, which is the
 * default of each kind, and linking, making default and unlinking. Mounted inside the silo
 * page, whose loader may prefetch `siloPoolsWhole(silo)` and the fleet role; until then it
 * loads them itself.
 */
export function SiloIpPoolsTab({ silo }: { silo: string }) {
  const pools = useQuery(siloPoolsWhole(silo))
  const cannot = useFleetPermissions().cannot('ipPools')
  const [linking, setLinking] = useState(false)
  const actions = (p: SiloIpPool) =>
    linkActions(p, { id: silo, name: silo }, p.isDefault, 'silo', cannot)
  return (
    <TabSection
      heading="IP pools"
      intro="The silo allocates public addresses from these pools."
      actions={
        <Button size="sm" disabledReason={cannot} onClick={() => setLinking(true)}>
          Link pool
        </Button>
      }
    >
      {pools.error ? (
        <p className="text-danger-fg">{errorMessage(pools.error)}</p>
      ) : (
        <ListTable
          label="IP pools"
          columns={columns}
          rows={pools.data?.items ?? []}
          rowKey={(p) => p.id}
          rowName={(p) => p.name}
          empty={pools.isPending ? 'Loading pools…' : 'No IP pool is linked to this silo'}
          actions={actions}
        />
      )}
      {linking && <LinkPoolModal silo={silo} cannot={cannot} onDismiss={() => setLinking(false)} />}
    </TabSection>
  )
}
