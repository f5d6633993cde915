import type { IpVersion } from '@oxide/api'
import { type UseFormReturn, useForm } from 'react-hook-form'
import type { Touches } from '~/api/change'
import { type Change, type Req, requestChange, send } from '~/api/request'
import type { MenuAction } from '~/ui/menu'
import { confirmAction, runAction } from './confirm-action'
import { CheckboxField } from './fields/checkbox-field'
import { PickerField } from './fields/picker-field'
import { ModalForm } from './modal-form'

/**
 * A pool's link to a silo, for every kind of pool a silo allocates from (IP pools, subnet
 * pools): the API gives each kind the same three calls (link, update, unlink) on the same
 * path `{ pool, silo }`, and a silo one default pool of each kind per IP version. A resource
 * says how its kind makes the calls and words what a link is for; the menu and the link form
 * here serve every kind.
 */
export type LinkEnd = { id: string; name: string }
export type LinkPool = LinkEnd & { ipVersion: IpVersion }

export type PoolLinkKind<P extends LinkPool = LinkPool> = {
  /** `IP pool`, `subnet pool`: the titles' noun. */
  noun: string
  link: (pool: string, silo: string, isDefault: boolean) => Req
  setDefault: (pool: string, silo: string, isDefault: boolean) => Req
  unlink: (pool: string, silo: string) => Promise<unknown>
  touches: Touches
  /** What the silo lacks once the pool is no longer its default of this version. */
  unsetContent: (pool: P, silo: string) => string
  /** What unlinking takes from the silo, and when the server refuses it. */
  unlinkContent: string
  /** What the default box says about being the default. */
  defaultDescription: string
}

/**
 * A pool-silo link's menu, from either end's page (`from`): Make default or Unset default, then
 * Unlink, which names the other end first.
 */
export function linkActions<P extends LinkPool>(
  kind: PoolLinkKind<P>,
  pool: P,
  silo: LinkEnd,
  isDefault: boolean,
  from: 'pool' | 'silo',
  cannot: string | undefined,
): MenuAction[] {
  const setDefault = (isDefault: boolean) => send(kind.setDefault(pool.id, silo.id, isDefault))
  const [other, own] = from === 'pool' ? [silo.name, pool.name] : [pool.name, silo.name]
  return [
    isDefault
      ? {
          label: 'Unset default',
          disabled: cannot ?? false,
          onActivate: () =>
            confirmAction({
              title: 'Unset default pool',
              content: kind.unsetContent(pool, silo.name),
              confirmLabel: 'Unset default',
              run: () => setDefault(false),
              touches: kind.touches,
              success: `${pool.name} is no longer the default of ${silo.name}`,
            }),
        }
      : {
          label: 'Make default',
          disabled: cannot ?? false,
          onActivate: () =>
            runAction({
              title: 'Make default pool',
              run: () => setDefault(true),
              touches: kind.touches,
              success: `${pool.name} is now the default of ${silo.name}`,
            }),
        },
    {
      label: 'Unlink',
      danger: true,
      separatorBefore: true,
      disabled: cannot ?? false,
      onActivate: () =>
        confirmAction({
          title: from === 'pool' ? 'Unlink silo' : `Unlink ${kind.noun}`,
          content: `Unlink ${other} from ${own}? ${kind.unlinkContent}`,
          confirmLabel: 'Unlink',
          danger: true,
          run: () => kind.unlink(pool.id, silo.id),
          touches: kind.touches,
          success: `${other} unlinked from ${own}`,
        }),
    },
  ]
}

export type LinkValues = { silo: string; pool: string; isDefault: boolean }

/** The link form's state, from one end: `{ pool: id }` on a pool's page, `{ silo }` on a silo's. */
export const useLinkForm = (end: { pool: string } | { silo: string }) =>
  useForm<LinkValues>({ defaultValues: { silo: '', pool: '', isDefault: false, ...end } })

/**
 * Link a pool to a silo, optionally as its default. A silo has one default of each kind per
 * IP version, and linking as the default while another is would be refused; so where the silo
 * has one (or it is not known yet), "default" links first and then makes the link the default,
 * which demotes the other as the server does. Otherwise it is one link as the default (for IP
 * pools this also gives the silo's default gateways the pool, as the server does on that path
 * only).
 */
export const linkChange = (
  kind: Pick<PoolLinkKind, 'link' | 'setDefault' | 'touches'>,
  otherDefault: (values: LinkValues) => boolean,
): Change<LinkValues, LinkValues> =>
  requestChange<LinkValues, Req[], LinkValues>(
    (values: LinkValues) => {
      const { silo, pool, isDefault } = values
      const direct = isDefault && !otherDefault(values)
      const link = kind.link(pool, silo, direct)
      if (!isDefault || direct) return [link]
      return [link, kind.setDefault(pool, silo, true)]
    },
    kind.touches,
    async (requests, values) => {
      for (const r of requests) await send(r)
      return values
    },
  )

type Source = { isPending: boolean; error: unknown }

/**
 * The link form, from either end: the pool's page picks a silo (`pick: 'silo'`), the silo's
 * page a pool. The opener holds the form (`linkForm`, to watch what is picked), gathers the
 * choices and says whether the silo has another default of the pool's kind: unknown counts
 * as yes.
 */
export function LinkForm({
  kind,
  form,
  pick,
  title,
  submitLabel,
  label,
  noun,
  items,
  from,
  otherDefault,
  onLinked,
  onDismiss,
  cannot,
}: {
  kind: Pick<PoolLinkKind, 'link' | 'setDefault' | 'touches' | 'defaultDescription'>
  form: UseFormReturn<LinkValues>
  pick: 'silo' | 'pool'
  title: string
  submitLabel: string
  label: string
  noun: readonly [string, string]
  items: { value: string; label: string }[]
  from: readonly Source[]
  otherDefault: (values: LinkValues) => boolean
  onLinked: (values: LinkValues) => void
  onDismiss: () => void
  cannot: string | undefined
}) {
  return (
    <ModalForm
      title={title}
      submitLabel={submitLabel}
      form={form}
      change={linkChange(kind, otherDefault)}
      onSuccess={(values) => {
        onLinked(values)
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={cannot}
    >
      <PickerField
        control={form.control}
        name={pick}
        label={label}
        required
        noun={noun}
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
