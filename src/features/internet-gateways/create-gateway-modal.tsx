import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { ModalForm } from '~/components/modal-form'
import { GATEWAY_OPS } from '~/resources/internet-gateways/queries'

type Values = { name: string; description: string }

/** A new gateway holds nothing: attach a pool or an address on its page. */
export function CreateGatewayModal({
  project,
  vpc,
  onDismiss,
}: {
  project: string
  vpc: string
  onDismiss: () => void
}) {
  const form = useForm<Values>({ defaultValues: { name: '', description: '' } })
  const create = requestChange(
    (body: Values) => req('internetGatewayCreate', { query: { project, vpc }, body }),
    GATEWAY_OPS,
  )
  return (
    <ModalForm
      title="Create internet gateway"
      submitLabel="Create gateway"
      form={form}
      change={create}
      success={(gateway) => `Internet gateway ${gateway.name} created`}
      onDismiss={onDismiss}
    >
      <IdentityFields control={form.control} />
    </ModalForm>
  )
}
