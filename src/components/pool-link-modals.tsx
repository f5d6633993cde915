import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { capitalize } from '~/api/errors'
import { CheckboxField } from './fields/checkbox-field'
import { PickerField } from './fields/picker-field'
import { ModalForm } from './modal-form'
import {
  type LinkPool,
  type LinkValues,
  linkChange,
  type PoolLinkKind,
  type PoolLinkReads,
} from './pool-links'

/**
 * The link form's state, from one end: `{ pool: id }` on a pool's page, `{ silo }` on a silo's
 * (here, not in pool-links.tsx, which the pages import: react-hook-form comes with the form).
 */
const useLinkForm = (end: { pool: string } | { silo: string }) =>
  useForm<LinkValues>({ defaultValues: { silo: '', pool: '', isDefault: false, ...end } })

/*
 * The link modals of every kind of pool, from either end: a pool's page links a silo, a
 * silo's page a pool. They load when one opens (`lazyComponent` on those pages).
 */

type Kind<P extends LinkPool, A extends P> = PoolLinkKind<P> & PoolLinkReads<P, A>
type ModalProps = { onDismiss: () => void; cannot: string | undefined }

/** Whether the silo's pools hold a default of the pool's kind; unknown (not loaded) counts as yes. */
const hasDefault = <P extends LinkPool>(
  kind: { sameDefault: (a: P, b: P) => boolean },
  pools: (P & { isDefault: boolean })[] | undefined,
  pool: P | undefined,
) => !pools || !pool || pools.some((p) => p.isDefault && kind.sameDefault(p, pool))

/** From a pool's page: link it to one of the silos it is not linked to yet. */
export function LinkSiloModal<P extends LinkPool, A extends P>({
  kind,
  pool,
  onDismiss,
  cannot,
}: ModalProps & { kind: Kind<P, A>; pool: A }) {
  const silos = useQuery(kind.silos())
  const linked = useQuery(kind.poolSilos(pool.name))
  const taken = new Set(linked.data?.items.map((l) => l.siloId))
  const items = (silos.data?.items ?? [])
    .filter((s) => !taken.has(s.id))
    .map((s) => ({ value: s.name, label: s.name }))
  const form = useLinkForm({ pool: pool.id })
  const chosen = form.watch('silo')
  const theirs = useQuery({ ...kind.siloPools(chosen), enabled: !!chosen }).data?.items
  return (
    <LinkForm
      kind={kind}
      form={form}
      pick="silo"
      items={items}
      from={[silos, linked]}
      otherDefault={() => hasDefault(kind, theirs, pool)}
      poolName={() => pool.name}
      onDismiss={onDismiss}
      cannot={cannot}
    />
  )
}

/** From a silo's page: link one of the pools it is not linked to yet. */
export function LinkPoolModal<P extends LinkPool, A extends P>({
  kind,
  silo,
  onDismiss,
  cannot,
}: ModalProps & { kind: Kind<P, A>; silo: string }) {
  const pools = useQuery(kind.pools())
  const linked = useQuery(kind.siloPools(silo))
  const taken = new Set(linked.data?.items.map((p) => p.id))
  const items = (pools.data?.items ?? [])
    .filter((p) => kind.linkable(p) && !taken.has(p.id))
    .map((p) => ({ value: p.id, label: kind.poolLabel(p) }))
  const find = (id: string) => pools.data?.items.find((p) => p.id === id)
  const form = useLinkForm({ silo })
  return (
    <LinkForm
      kind={kind}
      form={form}
      pick="pool"
      items={items}
      from={[pools, linked]}
      otherDefault={(v) => hasDefault(kind, linked.data?.items, find(v.pool))}
      poolName={(v) => find(v.pool)?.name ?? v.pool}
      onDismiss={onDismiss}
      cannot={cannot}
    />
  )
}

type Source = { isPending: boolean; error: unknown }

/**
 * The link form, from either end: the pool's page picks a silo (`pick: 'silo'`), the silo's
 * page a pool. The opener holds the form (to watch what is picked), gathers the choices, says
 * whether the silo has another default of the pool's kind (unknown counts as yes) and names
 * the pool linked, for the toast.
 */
function LinkForm({
  kind,
  form,
  pick,
  items,
  from,
  otherDefault,
  poolName,
  onDismiss,
  cannot,
}: ModalProps & {
  kind: Pick<PoolLinkKind, 'noun' | 'link' | 'setDefault' | 'touches' | 'defaultDescription'>
  form: UseFormReturn<LinkValues>
  pick: 'silo' | 'pool'
  items: { value: string; label: string }[]
  from: readonly Source[]
  otherDefault: (values: LinkValues) => boolean
  poolName: (values: LinkValues) => string
}) {
  const Noun = capitalize(kind.noun)
  return (
    <ModalForm
      title={pick === 'silo' ? 'Link silo' : `Link ${kind.noun}`}
      submitLabel={`Link ${pick}`}
      form={form}
      change={linkChange(kind, otherDefault)}
      success={(values) => `${Noun} ${poolName(values)} linked to ${values.silo}`}
      onDismiss={onDismiss}
      submitDisabled={cannot}
    >
      <PickerField
        control={form.control}
        name={pick}
        label={pick === 'silo' ? 'Silo' : Noun}
        required
        noun={pick === 'silo' ? ['a silo', 'silos'] : ['a pool', 'pools']}
        from={from}
        items={items}
      />
      <CheckboxField
        control={form.control}
        name="isDefault"
        label="Make it the silo’s default pool"
        description={kind.defaultDescription}
      />
    </ModalForm>
  )
}
