import type { SiloSubnetPool, SubnetPool } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { LinkForm, useLinkForm } from '~/components/pool-links'
import { allSilos } from '~/resources/ip-pools/queries'
import { toast } from '~/ui/toast'
import { versionLabel } from '~/util/ip-space'
import { SUBNET_POOL_LINKS } from './actions'
import { allSubnetPools, siloSubnetPoolsWhole, subnetPoolSilosWhole } from './queries'

/** Whether the silo's subnet pools hold a default of the version; unknown counts as yes. */
const hasDefault = (pools: SiloSubnetPool[] | undefined, pool: { ipVersion: string } | undefined) =>
  !pools || !pool || pools.some((p) => p.isDefault && p.ipVersion === pool.ipVersion)

type ModalProps = { onDismiss: () => void; cannot: string | undefined }

/** From a subnet pool's page: link it to one of the silos it is not linked to yet. */
export function LinkSiloModal({ pool, onDismiss, cannot }: ModalProps & { pool: SubnetPool }) {
  const silos = useQuery(allSilos())
  // by name, as the pool's page reads it
  const linked = useQuery(subnetPoolSilosWhole(pool.name))
  const taken = new Set(linked.data?.items.map((l) => l.siloId))
  const items = (silos.data?.items ?? [])
    .filter((s) => !taken.has(s.id))
    .map((s) => ({ value: s.name, label: s.name }))
  const form = useLinkForm({ pool: pool.id })
  const chosen = form.watch('silo')
  const theirs = useQuery({ ...siloSubnetPoolsWhole(chosen), enabled: !!chosen }).data?.items
  return (
    <LinkForm
      kind={SUBNET_POOL_LINKS}
      form={form}
      pick="silo"
      title="Link silo"
      submitLabel="Link silo"
      label="Silo"
      noun={['a silo', 'silos']}
      items={items}
      from={[silos, linked]}
      otherDefault={() => hasDefault(theirs, pool)}
      onLinked={({ silo }) =>
        toast.success({ title: `Subnet pool ${pool.name} linked to ${silo}` })
      }
      onDismiss={onDismiss}
      cannot={cannot}
    />
  )
}

/** From a silo's page: link one of the subnet pools it is not linked to yet. */
export function LinkSubnetPoolModal({ silo, onDismiss, cannot }: ModalProps & { silo: string }) {
  const pools = useQuery(allSubnetPools())
  const linked = useQuery(siloSubnetPoolsWhole(silo))
  const taken = new Set(linked.data?.items.map((p) => p.id))
  const items = (pools.data?.items ?? [])
    .filter((p) => !taken.has(p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${versionLabel(p.ipVersion)})` }))
  const find = (id: string) => pools.data?.items.find((p) => p.id === id)
  const form = useLinkForm({ silo })
  return (
    <LinkForm
      kind={SUBNET_POOL_LINKS}
      form={form}
      pick="pool"
      title="Link subnet pool"
      submitLabel="Link pool"
      label="Subnet pool"
      noun={['a pool', 'pools']}
      items={items}
      from={[pools, linked]}
      otherDefault={(v) => hasDefault(linked.data?.items, find(v.pool))}
      onLinked={({ pool }) =>
        toast.success({ title: `Subnet pool ${find(pool)?.name ?? pool} linked to ${silo}` })
      }
      onDismiss={onDismiss}
      cannot={cannot}
    />
  )
}
