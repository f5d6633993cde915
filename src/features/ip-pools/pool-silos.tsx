import type { IpPool, IpPoolSiloLink } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { call, usePrefetchedQuery } from '~/api/query'
import { confirmAction, runAction } from '~/components/confirm-action'
import { LinkSiloModal } from '~/resources/ip-pools/fields'
import { allSilos, IP_POOL_OPS, poolSilosWhole } from '~/resources/ip-pools/queries'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'

/** A silo stored by id, shown by name (one list of every silo serves all rows). */
function useSiloNames() {
  const silos = useQuery(allSilos()).data?.items ?? []
  return (id: string) => silos.find((s) => s.id === id)?.name
}

/** The pool's links to silos: which silos may allocate from it, and where it is the default. */
export function PoolSilos({ pool, cannot }: { pool: IpPool; cannot: string | undefined }) {
  const links = usePrefetchedQuery(poolSilosWhole(pool.id)).items
  const nameOf = useSiloNames()
  const [linking, setLinking] = useState(false)
  const services =
    pool.assignment === 'system_services'
      ? 'A pool for system services is linked to no silo'
      : undefined
  const denied = cannot ?? services
  const silo = (l: IpPoolSiloLink) => nameOf(l.siloId) ?? l.siloId
  const columns: Column<IpPoolSiloLink>[] = [
    {
      header: 'Silo',
      cell: (l) => (
        <Link to={sb.silo({ silo: silo(l) })} className="font-medium hover:underline">
          {silo(l)}
        </Link>
      ),
    },
    {
      header: 'Default',
      cell: (l) =>
        l.isDefault ? (
          <Badge color="green">default</Badge>
        ) : (
          <span className="text-tertiary">—</span>
        ),
    },
  ]
  const setDefault = (l: IpPoolSiloLink, isDefault: boolean) =>
    call('systemIpPoolSiloUpdate', {
      path: { pool: pool.id, silo: l.siloId },
      body: { isDefault },
    })
  const actions = (l: IpPoolSiloLink): MenuAction[] => [
    l.isDefault
      ? {
          label: 'Unset default',
          disabled: cannot ?? false,
          onActivate: () =>
            confirmAction({
              title: 'Unset default pool',
              content: `${silo(l)} will have no default ${pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'} ${pool.poolType} pool: its floating and ephemeral IPs must then name a pool.`,
              confirmLabel: 'Unset default',
              run: () => setDefault(l, false),
              touches: IP_POOL_OPS,
              success: `${pool.name} is no longer the default of ${silo(l)}`,
            }),
        }
      : {
          label: 'Make default',
          disabled: cannot ?? false,
          onActivate: () =>
            runAction({
              title: 'Make default pool',
              run: () => setDefault(l, true),
              touches: IP_POOL_OPS,
              success: `${pool.name} is now the default of ${silo(l)}`,
            }),
        },
    {
      label: 'Unlink',
      danger: true,
      separatorBefore: true,
      disabled: cannot ?? false,
      onActivate: () =>
        confirmAction({
          title: 'Unlink silo',
          content: `Unlink ${silo(l)} from ${pool.name}? The silo can no longer allocate addresses from it; the server refuses while the silo holds any.`,
          confirmLabel: 'Unlink',
          danger: true,
          run: () => call('systemIpPoolSiloUnlink', { path: { pool: pool.id, silo: l.siloId } }),
          touches: IP_POOL_OPS,
          success: `${silo(l)} unlinked from ${pool.name}`,
        }),
    },
  ]
  return (
    <TabSection
      heading="Linked silos"
      intro="Silos linked to a pool allocate addresses from it."
      actions={
        <Button size="sm" disabledReason={denied} onClick={() => setLinking(true)}>
          Link silo
        </Button>
      }
    >
      <ListTable
        label="Linked silos"
        columns={columns}
        rows={links}
        rowKey={(l) => l.siloId}
        rowName={silo}
        empty="No silo is linked to this pool"
        actions={actions}
      />
      {linking && <LinkSiloModal pool={pool} cannot={cannot} onDismiss={() => setLinking(false)} />}
    </TabSection>
  )
}
