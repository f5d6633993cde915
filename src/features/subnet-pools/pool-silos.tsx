import type { SubnetPool, SubnetPoolSiloLink } from '@oxide/api'
import { useState } from 'react'
import { usePrefetchedQuery } from '~/api/query'
import { NameLink } from '~/components/columns'
import { linkActions } from '~/components/pool-links'
import { defaultColumn } from '~/components/silo-pools-section'
import { allSilos } from '~/resources/ip-pools/queries'
import { SUBNET_POOL_LINKS } from '~/resources/subnet-pools/actions'
import { LinkSiloModal } from '~/resources/subnet-pools/modals'
import { subnetPoolSilosWhole } from '~/resources/subnet-pools/queries'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'

/** The pool's links to silos: which silos' projects may take subnets from it, and defaults. */
export function PoolSilos({
  pool,
  selector,
  cannot,
}: {
  pool: SubnetPool
  /** The pool as the page's URL names it, which keys what the page read. */
  selector: string
  cannot: string | undefined
}) {
  const links = usePrefetchedQuery(subnetPoolSilosWhole(selector)).items
  const silos = usePrefetchedQuery(allSilos()).items
  const [linking, setLinking] = useState(false)
  const silo = (l: SubnetPoolSiloLink) => silos.find((s) => s.id === l.siloId)?.name ?? l.siloId
  const columns: Column<SubnetPoolSiloLink>[] = [
    {
      header: 'Silo',
      cell: (l) => <NameLink to={sb.silo({ silo: silo(l) })}>{silo(l)}</NameLink>,
    },
    defaultColumn(),
  ]
  const actions = (l: SubnetPoolSiloLink) =>
    linkActions(
      SUBNET_POOL_LINKS,
      pool,
      { id: l.siloId, name: silo(l) },
      l.isDefault,
      'pool',
      cannot,
    )
  return (
    <TabSection
      heading="Linked silos"
      intro="Projects of the silos linked to a pool take external subnets from it."
      actions={
        <Button size="sm" disabledReason={cannot} onClick={() => setLinking(true)}>
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
