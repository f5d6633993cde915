import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { invalidate, q, useApiMutation } from '~/api/query'
import { ListboxField } from '~/components/fields/listbox-field'
import { ModalForm } from '~/components/modal-form'
import { toast } from '~/ui/toast'
import { PICKER_LIMIT } from './instance-queries'

type Props = { project: string; instance: Instance; onDismiss: () => void }

const refreshIps = () => invalidate('instanceExternalIpList', 'floatingIpList', 'floatingIpView')

/** The silo's unicast pools, the default first; an empty choice means the default pool. */
export function usePoolItems() {
  const pools = useQuery(q('ipPoolList', { query: { limit: PICKER_LIMIT, poolType: 'unicast' } }))
  const items = (pools.data?.items ?? [])
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((p) => ({
      value: p.name,
      label: `${p.name} (${p.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${p.isDefault ? ', default' : ''})`,
    }))
  return { items, loading: pools.isPending }
}

export function AttachEphemeralIpModal({ project, instance, onDismiss }: Props) {
  const { items, loading } = usePoolItems()
  const form = useForm<{ pool: string }>({ defaultValues: { pool: '' } })
  const attach = useApiMutation('instanceEphemeralIpAttach', { onSuccess: refreshIps })
  return (
    <ModalForm
      title="Attach ephemeral IP"
      submitLabel="Attach"
      form={form}
      onSubmit={({ pool }) =>
        attach.mutateAsync({
          path: { instance: instance.name },
          query: { project },
          body: { poolSelector: pool ? { type: 'explicit', pool } : { type: 'auto' } },
        })
      }
      onSuccess={(ip) => {
        toast.success({ title: `Ephemeral IP ${ip.ip} attached` })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <ListboxField
        control={form.control}
        name="pool"
        label="IP pool"
        description="Leave empty to use the silo's default pool."
        placeholder={loading ? 'Loading pools…' : 'Default pool'}
        items={items}
      />
    </ModalForm>
  )
}

export function AttachFloatingIpModal({ project, instance, onDismiss }: Props) {
  const floating = useQuery(q('floatingIpList', { query: { project, limit: PICKER_LIMIT } }))
  const free = (floating.data?.items ?? []).filter((f) => !f.instanceId)
  const form = useForm<{ floatingIp: string }>({ defaultValues: { floatingIp: '' } })
  const attach = useApiMutation('floatingIpAttach', { onSuccess: refreshIps })
  return (
    <ModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      form={form}
      onSubmit={({ floatingIp }) =>
        attach.mutateAsync({
          path: { floatingIp },
          query: { project },
          body: { kind: 'instance', parent: instance.id },
        })
      }
      onSuccess={(ip) => {
        toast.success({ title: `Floating IP ${ip.name} attached` })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <ListboxField
        control={form.control}
        name="floatingIp"
        label="Floating IP"
        required
        placeholder={
          floating.isPending
            ? 'Loading floating IPs…'
            : free.length === 0
              ? 'No unattached floating IPs in this project'
              : 'Select a floating IP'
        }
        items={free.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` }))}
      />
    </ModalForm>
  )
}
