import type { IpPool, SiloIpPool } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { type Control, type FieldPath, type FieldValues, useForm } from 'react-hook-form'
import { maybeQ, PICKER_LIMIT } from '~/api/query'
import { req, requestChange, send } from '~/api/request'
import { siloListItems } from '~/api/silo-lists'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { toast } from '~/ui/toast'
import { versionLabel } from '~/util/ip-space'
import { allPools, allSilos, IP_POOL_OPS, poolSilosWhole, siloPoolsWhole } from './queries'

/**
 * The silo's unicast pools, for pickers. Listing them takes a silo role (real-api-behaviour.md
 * row R3): refused, it is `Unavailable` and the pickers say why (`refused`).
 */
export const unicastPools = () =>
  maybeQ('ipPoolList', { query: { limit: PICKER_LIMIT, poolType: 'unicast' } }, [403])

/**
 * Listbox items for a pool picker: the default first; an empty choice means the default pool.
 * `pools`: the query, for the picker's states; `refused`: why there are none, for a user who may
 * not list the silo's pools.
 */
export function usePoolItems() {
  const pools = useQuery(unicastPools())
  const { items: listed, refused } = siloListItems(pools.data, 'ipPoolList')
  const items = listed
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((p) => ({
      value: p.name,
      label: `${p.name} (${p.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${p.isDefault ? ', default' : ''})`,
    }))
  return { items, pools, refused }
}

/**
 * The pool an address comes from where none means the silo's default pool, as the API does
 * when `pool` is left out. A user who may not list the silo's pools (row R3) gets the default,
 * with the reason in place of the description.
 */
export function DefaultPoolField<T extends FieldValues>({
  control,
  name,
  description = "Leave empty to use the silo's default pool.",
}: {
  control: Control<T>
  name: FieldPath<T>
  description?: string
}) {
  const { items, pools, refused } = usePoolItems()
  return (
    <PickerField
      control={control}
      name={name}
      label="IP pool"
      description={refused ? `${refused} The silo’s default pool is used.` : description}
      noun={['a pool', 'pools']}
      prompt="Default pool"
      from={pools}
      items={items}
      disabled={!!refused}
    />
  )
}

type LinkValues = { silo: string; pool: string; isDefault: boolean }

/**
 * Link a pool to a silo, optionally as its default. A silo has one default per IP version and
 * pool type, and linking as the default while another is would be refused; so where the silo
 * has one (or it is not known yet), "default" links first and then makes the link the default,
 * which demotes the other as the server does. Otherwise it is one link as the default, which
 * also gives the silo's default gateways the pool, as the server does on that path only.
 */
const linkChange = (otherDefault: (values: LinkValues) => boolean) =>
  requestChange(
    (values: LinkValues) => {
      const { silo, pool, isDefault } = values
      const direct = isDefault && !otherDefault(values)
      const link = req('systemIpPoolSiloLink', {
        path: { pool },
        body: { silo, isDefault: direct },
      })
      if (!isDefault || direct) return [link]
      return [link, req('systemIpPoolSiloUpdate', { path: { pool, silo }, body: { isDefault } })]
    },
    IP_POOL_OPS,
    async (requests, { silo, pool }) => {
      for (const r of requests) await send(r)
      return { silo, pool }
    },
  )

/** Whether the silo's pools hold a default of this kind; unknown (not loaded) counts as yes. */
const hasDefault = (
  pools: SiloIpPool[] | undefined,
  kind: { ipVersion: string; poolType: string } | undefined,
) =>
  !pools ||
  !kind ||
  pools.some((p) => p.isDefault && p.ipVersion === kind.ipVersion && p.poolType === kind.poolType)

type ModalProps = { onDismiss: () => void; cannot: string | undefined }

const DefaultBox = ({ control }: { control: Control<LinkValues> }) => (
  <CheckboxField
    control={control}
    name="isDefault"
    label="Make it the silo’s default pool"
    description="Floating and ephemeral IPs come from the default pool when none is named. A silo has one per IP version and pool type: another default of the same kind stays linked, no longer the default."
  />
)

/** From a pool's page: link it to one of the silos it is not linked to yet. */
export function LinkSiloModal({ pool, onDismiss, cannot }: ModalProps & { pool: IpPool }) {
  const silos = useQuery(allSilos())
  const linked = useQuery(poolSilosWhole(pool.id))
  const taken = new Set(linked.data?.items.map((l) => l.siloId))
  const items = (silos.data?.items ?? [])
    .filter((s) => !taken.has(s.id))
    .map((s) => ({ value: s.name, label: s.name }))
  const form = useForm<LinkValues>({ defaultValues: { silo: '', pool: pool.id, isDefault: false } })
  const chosen = form.watch('silo')
  const theirs = useQuery({ ...siloPoolsWhole(chosen), enabled: !!chosen }).data?.items
  return (
    <ModalForm
      title="Link silo"
      submitLabel="Link silo"
      form={form}
      change={linkChange(() => hasDefault(theirs, pool))}
      onSuccess={({ silo }) => {
        toast.success({ title: `IP pool ${pool.name} linked to ${silo}` })
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={cannot}
    >
      <PickerField
        control={form.control}
        name="silo"
        label="Silo"
        required
        noun={['a silo', 'silos']}
        from={[silos, linked]}
        items={items}
      />
      <DefaultBox control={form.control} />
    </ModalForm>
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
  const form = useForm<LinkValues>({ defaultValues: { silo, pool: '', isDefault: false } })
  return (
    <ModalForm
      title="Link IP pool"
      submitLabel="Link pool"
      form={form}
      change={linkChange((v) =>
        hasDefault(
          linked.data?.items,
          pools.data?.items.find((p) => p.id === v.pool),
        ),
      )}
      onSuccess={({ pool }) => {
        const name = pools.data?.items.find((p) => p.id === pool)?.name ?? pool
        toast.success({ title: `IP pool ${name} linked to ${silo}` })
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={cannot}
    >
      <PickerField
        control={form.control}
        name="pool"
        label="IP pool"
        required
        noun={['a pool', 'pools']}
        from={[pools, linked]}
        items={items}
      />
      <DefaultBox control={form.control} />
    </ModalForm>
  )
}
