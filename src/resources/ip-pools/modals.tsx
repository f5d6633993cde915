import type { IpPool, SiloIpPool } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { LinkForm, useLinkForm } from '~/components/pool-links'
import { toast } from '~/ui/toast'
import { versionLabel } from '~/util/ip-space'
import { IP_POOL_LINKS } from './actions'
import { allPools, allSilos, poolSilosWhole, siloPoolsWhole } from './queries'

/*
 * The link forms of IP pools, from either end (apart from the fields, which the instance and
 * floating IP forms load: these load with the pool and silo pages only).
 */

/** Whether the silo's pools hold a default of this kind; unknown (not loaded) counts as yes. */
const hasDefault = (
  pools: SiloIpPool[] | undefined,
  kind: { ipVersion: string; poolType: string } | undefined,
) =>
  !pools ||
  !kind ||
  pools.some((p) => p.isDefault && p.ipVersion === kind.ipVersion && p.poolType === kind.poolType)

type ModalProps = { onDismiss: () => void; cannot: string | undefined }

/** From a pool's page: link it to one of the silos it is not linked to yet. */
export function LinkSiloModal({ pool, onDismiss, cannot }: ModalProps & { pool: IpPool }) {
  const silos = useQuery(allSilos())
  // by name, as the pool's page reads them (one cache entry)
  const linked = useQuery(poolSilosWhole(pool.name))
  const taken = new Set(linked.data?.items.map((l) => l.siloId))
  const items = (silos.data?.items ?? [])
    .filter((s) => !taken.has(s.id))
    .map((s) => ({ value: s.name, label: s.name }))
  const form = useLinkForm({ pool: pool.id })
  const chosen = form.watch('silo')
  const theirs = useQuery({ ...siloPoolsWhole(chosen), enabled: !!chosen }).data?.items
  return (
    <LinkForm
      kind={IP_POOL_LINKS}
      form={form}
      pick="silo"
      title="Link silo"
      submitLabel="Link silo"
      label="Silo"
      noun={['a silo', 'silos']}
      items={items}
      from={[silos, linked]}
      otherDefault={() => hasDefault(theirs, pool)}
      onLinked={({ silo }) => toast.success({ title: `IP pool ${pool.name} linked to ${silo}` })}
      onDismiss={onDismiss}
      cannot={cannot}
    />
  )
}

/** From a silo's page: link one of the silo pools it is not linked to yet. */
export function LinkPoolModal({ silo, onDismiss, cannot }: ModalProps & { silo: string }) {
  const pools = useQuery(allPools())
  const linked = useQuery(siloPoolsWhole(silo))
  const taken = new Set(linked.data?.items.map((p) => p.id))
  const items = (pools.data?.items ?? [])
    .filter((p) => p.assignment === 'silos' && !taken.has(p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${versionLabel(p.ipVersion)}, ${p.poolType})` }))
  const find = (id: string) => pools.data?.items.find((p) => p.id === id)
  const form = useLinkForm({ silo })
  return (
    <LinkForm
      kind={IP_POOL_LINKS}
      form={form}
      pick="pool"
      title="Link IP pool"
      submitLabel="Link pool"
      label="IP pool"
      noun={['a pool', 'pools']}
      items={items}
      from={[pools, linked]}
      otherDefault={(v) => hasDefault(linked.data?.items, find(v.pool))}
      onLinked={({ pool }) =>
        toast.success({ title: `IP pool ${find(pool)?.name ?? pool} linked to ${silo}` })
      }
      onDismiss={onDismiss}
      cannot={cannot}
    />
  )
}
