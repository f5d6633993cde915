import type { IpPool, IpPoolSiloLink } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { lazyComponent } from '~/components/lazy-component'
import { PoolSilosSection } from '~/components/silo-pools-section'
import { IP_POOL_LINKS, type LinkIpPool } from '~/resources/ip-pools/actions'
import { allSilos } from '~/resources/ip-pools/queries'

/** The link form: its code (and the forms') loads when Link silo is first pressed. */
const LinkSiloModal = lazyComponent(() =>
  import('~/components/pool-link-modals').then((m) => m.LinkSiloModal<LinkIpPool, IpPool>),
)

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
  return (
    <PoolSilosSection
      kind={IP_POOL_LINKS}
      pool={pool}
      links={links}
      siloName={nameOf}
      intro="Silos linked to a pool allocate addresses from it."
      cannot={cannot}
      linkDenied={
        pool.assignment === 'system_services'
          ? 'A pool for system services is linked to no silo'
          : undefined
      }
      linkForm={(onDismiss) => (
        <LinkSiloModal kind={IP_POOL_LINKS} pool={pool} cannot={cannot} onDismiss={onDismiss} />
      )}
    />
  )
}
