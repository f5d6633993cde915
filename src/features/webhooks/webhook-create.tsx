import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { TextField } from '~/components/fields/text-field'
import { CreateForm } from '~/components/side-modal-form'
import { alertClasses, WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { sb } from '~/util/system-paths'
import { EndpointField, SubscriptionsField } from './receiver-fields'
import { createBody, type ReceiverValues } from './receiver-values'

const DEFAULTS: ReceiverValues = {
  name: '',
  description: '',
  endpoint: '',
  secret: '',
  subscriptions: '',
}

export default function WebhookCreate() {
  const navigate = useNavigate()
  const cannotCreate = useFleetPermissions().cannot('webhookCreate')
  const classes = usePrefetchedQuery(alertClasses()).items.map((c) => c.name)
  const form = useForm<ReceiverValues>({ defaultValues: DEFAULTS })
  const create = requestChange(
    (v: ReceiverValues) => req('webhookReceiverCreate', { body: createBody(v) }),
    WEBHOOK_OPS,
  )
  return (
    <CreateForm
      noun="webhook"
      form={form}
      change={create}
      denied={cannotCreate}
      onSaved={(rx) => navigate(sb.webhook({ receiver: rx.name }))}
      onDismiss={() => navigate(sb.webhooks())}
    >
      <IdentityFields control={form.control} />
      <EndpointField control={form.control} />
      <TextField
        control={form.control}
        name="secret"
        label="Secret"
        required
        type="password"
        autoComplete="new-password"
        description="The shared key the receiver checks each request's signature with. The API never shows it again; more can be added later."
      />
      <SubscriptionsField control={form.control} classes={classes} />
    </CreateForm>
  )
}
