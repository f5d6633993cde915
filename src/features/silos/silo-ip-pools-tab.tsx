import type { SiloIpPool } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call } from '~/api/query'
import { descriptionColumn } from '~/components/columns'
import { confirmAction, runAction } from '~/components/confirm-action'
import { versionBadge } from '~/resources/ip-pools/cells'
import { LinkPoolModal } from '~/resources/ip-pools/fields'
import { IP_POOL_OPS, siloPoolsWhole } from '~/resources/ip-pools/queries'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'

const columns: Column<SiloIpPool>[] = [
  {
    header: 'Name',
    cell: (p) => (
      <Link to={sb.ipPool({ pool: p.name })} className="font-medium hover:underline">
        {p.name}
      </Link>
    ),
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
  const setDefault = (p: SiloIpPool, isDefault: boolean) =>
    call('systemIpPoolSiloUpdate', { path: { pool: p.id, silo }, body: { isDefault } })
  const actions = (p: SiloIpPool): MenuAction[] => [
    p.isDefault
      ? {
          label: 'Unset default',
          disabled: cannot ?? false,
          onActivate: () =>
            confirmAction({
              title: 'Unset default pool',
              content: `${silo} will have no default ${p.ipVersion === 'v4' ? 'IPv4' : 'IPv6'} ${p.poolType} pool: its floating and ephemeral IPs must then name a pool.`,
              confirmLabel: 'Unset default',
              run: () => setDefault(p, false),
              touches: IP_POOL_OPS,
              success: `${p.name} is no longer the default of ${silo}`,
            }),
        }
      : {
          label: 'Make default',
          disabled: cannot ?? false,
          onActivate: () =>
            runAction({
              title: 'Make default pool',
              run: () => setDefault(p, true),
              touches: IP_POOL_OPS,
              success: `${p.name} is now the default of ${silo}`,
            }),
        },
    {
      label: 'Unlink',
      danger: true,
      separatorBefore: true,
      disabled: cannot ?? false,
      onActivate: () =>
        confirmAction({
          title: 'Unlink IP pool',
          content: `Unlink ${p.name} from ${silo}? The silo can no longer allocate addresses from it; the server refuses while the silo holds any.`,
          confirmLabel: 'Unlink',
          danger: true,
          run: () => call('systemIpPoolSiloUnlink', { path: { pool: p.id, silo } }),
          touches: IP_POOL_OPS,
          success: `${p.name} unlinked from ${silo}`,
        }),
    },
  ]
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
