import type { InternetGateway } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { PickerField } from '~/components/fields/picker-field'
import { TextField } from '~/components/fields/text-field'
import { ModalForm } from '~/components/modal-form'
import { ATTACHED_OPS } from '~/resources/internet-gateways/queries'
import { usePoolItems } from '~/resources/ip-pools/fields'
import { validateIp } from '~/util/ip'

type Props = { gateway: InternetGateway; onDismiss: () => void }
type PoolValues = { name: string; description: string; ipPool: string }
type AddressValues = { name: string; description: string; address: string }

/**
 * Attach one of the silo's pools: the gateway's traffic may leave from its addresses. A user
 * who may not list the silo's pools (no silo role: row R3) names one instead.
 */
export function AttachPoolModal({ gateway, onDismiss }: Props) {
  const { items, pools, refused } = usePoolItems()
  const form = useForm<PoolValues>({ defaultValues: { name: '', description: '', ipPool: '' } })
  const attach = requestChange(
    (body: PoolValues) =>
      req('internetGatewayIpPoolCreate', { query: { gateway: gateway.id }, body }),
    ATTACHED_OPS,
  )
  return (
    <ModalForm
      title="Attach IP pool"
      submitLabel="Attach"
      form={form}
      change={attach}
      success={(p) => `IP pool ${p.name} attached to ${gateway.name}`}
      onDismiss={onDismiss}
    >
      <IdentityFields control={form.control} />
      {refused ? (
        <TextField
          control={form.control}
          name="ipPool"
          label="IP pool"
          required
          description={`${refused} Name one of its pools.`}
        />
      ) : (
        <PickerField
          control={form.control}
          name="ipPool"
          label="IP pool"
          required
          noun={['a pool', 'pools']}
          from={pools}
          items={items}
        />
      )}
    </ModalForm>
  )
}

/** Attach one address (a gateway holds at most one, the server says). */
export function AttachAddressModal({ gateway, onDismiss }: Props) {
  const form = useForm<AddressValues>({ defaultValues: { name: '', description: '', address: '' } })
  const attach = requestChange(
    ({ address, ...rest }: AddressValues) =>
      req('internetGatewayIpAddressCreate', {
        query: { gateway: gateway.id },
        body: { ...rest, address: address.trim() },
      }),
    ATTACHED_OPS,
  )
  return (
    <ModalForm
      title="Attach IP address"
      submitLabel="Attach"
      form={form}
      change={attach}
      success={(a) => `IP address ${a.name} attached to ${gateway.name}`}
      onDismiss={onDismiss}
    >
      <IdentityFields control={form.control} />
      <TextField
        control={form.control}
        name="address"
        label="IP address"
        required
        validate={(v) => validateIp(v.trim())}
      />
    </ModalForm>
  )
}
