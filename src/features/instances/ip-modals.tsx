import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import { projectFloatingIps } from '~/resources/floating-ips/queries'
import { DefaultPoolField } from '~/resources/ip-pools/fields'

type Props = { project: string; instance: Instance; onDismiss: () => void }

export function AttachEphemeralIpModal({ project, instance, onDismiss }: Props) {
  const form = useForm<{ pool: string }>({ defaultValues: { pool: '' } })
  const attach = requestChange(
    ({ pool }: { pool: string }) =>
      req('instanceEphemeralIpAttach', {
        path: { instance: instance.name },
        query: { project },
        body: { poolSelector: pool ? { type: 'explicit', pool } : { type: 'auto' } },
      }),
    EXTERNAL_IP_OPS,
  )
  return (
    <ModalForm
      title="Attach ephemeral IP"
      submitLabel="Attach"
      form={form}
      change={attach}
      success={(ip) => `Ephemeral IP ${ip.ip} attached`}
      onDismiss={onDismiss}
    >
      <DefaultPoolField control={form.control} name="pool" />
    </ModalForm>
  )
}

export function AttachFloatingIpModal({ project, instance, onDismiss }: Props) {
  const floating = useQuery(projectFloatingIps(project))
  const free = (floating.data?.items ?? []).filter((f) => !f.instanceId)
  const form = useForm<{ floatingIp: string }>({ defaultValues: { floatingIp: '' } })
  const attach = requestChange(
    ({ floatingIp }: { floatingIp: string }) =>
      req('floatingIpAttach', {
        path: { floatingIp },
        query: { project },
        body: { kind: 'instance', parent: instance.id },
      }),
    EXTERNAL_IP_OPS,
  )
  return (
    <ModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      form={form}
      change={attach}
      success={(ip) => `Floating IP ${ip.name} attached`}
      onDismiss={onDismiss}
    >
      <PickerField
        control={form.control}
        name="floatingIp"
        label="Floating IP"
        required
        noun={['a floating IP', 'floating IPs']}
        empty="No unattached floating IPs in this project"
        from={floating}
        items={free.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` }))}
      />
    </ModalForm>
  )
}
