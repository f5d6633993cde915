import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { InvalidValues, type Req, requestChange, send } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { EditForm } from '~/components/side-modal-form'
import { alertClasses, allReceivers, receiverView, WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { sb } from '~/util/system-paths'
import { EndpointField, SubscriptionsField } from './receiver-fields'
import { editPlan, type ReceiverValues } from './receiver-values'

/** One at a time, in order: the PUT first, so a refused endpoint changes no subscription. */
async function sendAll(requests: readonly Req[]) {
  for (const r of requests) await send(r)
}

/** A webhook's name, description, endpoint and subscriptions (its secrets are on their tab). */
export default function WebhookEdit() {
  const navigate = useNavigate()
  const { receiver: selector } = useRouteParams('receiver')
  const rx = usePrefetchedQuery(receiverView(selector))
  const classes = usePrefetchedQuery(alertClasses()).items.map((c) => c.name)
  const others = usePrefetchedQuery(allReceivers()).items.filter((r) => r.id !== rx.id)
  const cannotUpdate = useFleetPermissions().cannot('webhooks')
  const form = useForm<ReceiverValues>({
    defaultValues: {
      name: rx.name,
      description: rx.description,
      endpoint: rx.kind.endpoint,
      secret: '',
      subscriptions: rx.subscriptions.join('\n'),
    },
  })
  const update = requestChange(
    (v: ReceiverValues) => {
      // the server answers a taken name with a 500 (no handler for the unique index on an
      // update), so the form says it first
      if (others.some((r) => r.name === v.name))
        throw new InvalidValues('name', 'Webhook name already exists')
      return editPlan(rx, v)
    },
    WEBHOOK_OPS,
    async (requests, v) => {
      await sendAll(requests)
      return { name: v.name }
    },
  )
  return (
    <EditForm
      noun="webhook"
      form={form}
      change={update}
      denied={cannotUpdate}
      onSaved={({ name }) => navigate(sb.webhook({ receiver: name }))}
      onDismiss={() => navigate(sb.webhook({ receiver: rx.name }))}
    >
      <IdentityFields control={form.control} />
      <EndpointField control={form.control} />
      <SubscriptionsField control={form.control} classes={classes} />
    </EditForm>
  )
}
