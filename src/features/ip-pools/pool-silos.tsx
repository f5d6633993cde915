import type { IpPool, IpPoolSiloLink } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NameLink } from '~/components/columns'
import { linkActions } from '~/components/pool-links'
import { defaultColumn } from '~/components/silo-pools-section'
import { IP_POOL_LINKS } from '~/resources/ip-pools/actions'
import { LinkSiloModal } from '~/resources/ip-pools/modals'
import { allSilos } from '~/resources/ip-pools/queries'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'

/** A silo stored by id, shown by name (one list of every silo serves all rows). */
function useSiloNames() {
  const silos = useQuery(allSilos()).data?.items ?? []
  return (id: string) => silos.find((s) => s.id === id)?.name
}

/** The pool's links to silos: which silos may allocate from it, and where it is the default. */
export function PoolSilos({
  pool,
  links,
  cannot,
}: {
  pool: IpPool
  /** the pool's links, read by its page */
  links: IpPoolSiloLink[]
  cannot: string | undefined
}) {
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
      cell: (l) => <NameLink to={sb.silo({ silo: silo(l) })}>{silo(l)}</NameLink>,
    },
    defaultColumn(),
  ]
  const actions = (l: IpPoolSiloLink) =>
    linkActions(IP_POOL_LINKS, pool, { id: l.siloId, name: silo(l) }, l.isDefault, 'pool', cannot)
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
