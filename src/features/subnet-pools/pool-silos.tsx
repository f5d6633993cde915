import type { SubnetPool } from '@oxide/api'
import { usePrefetchedQuery } from '~/api/query'
import { lazyComponent } from '~/components/lazy-component'
import type { LinkPool } from '~/components/pool-links'
import { PoolSilosSection } from '~/components/silo-pools-section'
import { allSilos } from '~/resources/ip-pools/queries'
import { SUBNET_POOL_LINKS } from '~/resources/subnet-pools/actions'
import { subnetPoolSilosWhole } from '~/resources/subnet-pools/queries'

/** The link form: its code (and the forms') loads when Link silo is first pressed. */
const LinkSiloModal = lazyComponent(() =>
  import('~/components/pool-link-modals').then((m) => m.LinkSiloModal<LinkPool, SubnetPool>),
)

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
  return (
    <PoolSilosSection
      kind={SUBNET_POOL_LINKS}
      pool={pool}
      links={links}
      siloName={(id) => silos.find((s) => s.id === id)?.name}
      intro="Projects of the silos linked to a pool take external subnets from it."
      cannot={cannot}
      linkForm={(onDismiss) => (
        <LinkSiloModal kind={SUBNET_POOL_LINKS} pool={pool} cannot={cannot} onDismiss={onDismiss} />
      )}
    />
  )
}
