import type { AlertReceiver } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { TextField } from '~/components/fields/text-field'
import { ModalForm } from '~/components/modal-form'
import { WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { PROBE_CLASS, subscriptionProblem } from '~/util/alert-subscription'

/**
 * The webhook tabs' add forms, opened on demand: their code (and the form library's) loads when
 * one opens, not with the tab.
 */

/** What was just added: its id from the server, its value as the user typed it (shown once). */
export type Added = { id: string; value: string }

export function AddSecret({
  rx,
  onDismiss,
  onAdded,
}: {
  rx: AlertReceiver
  onDismiss: () => void
  onAdded: (added: Added) => void
}) {
  const form = useForm({ defaultValues: { secret: '' } })
  const add = requestChange(
    ({ secret }: { secret: string }) =>
      req('webhookSecretsAdd', { query: { receiver: rx.id }, body: { secret } }),
    WEBHOOK_OPS,
  )
  return (
    <ModalForm
      title="Add secret"
      form={form}
      change={add}
      onSuccess={(s) => onAdded({ id: s.id, value: form.getValues('secret') })}
      onDismiss={onDismiss}
    >
      <TextField
        control={form.control}
        name="secret"
        label="Secret"
        required
        autoComplete="off"
        description="The shared key the receiver checks signatures with. The API never shows it; copy it now if the receiver needs it."
      />
    </ModalForm>
  )
}

export function AddSubscription({
  rx,
  classes,
  onDismiss,
}: {
  rx: AlertReceiver
  classes: string[]
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { subscription: '' } })
  const add = requestChange(
    ({ subscription }: { subscription: string }) =>
      req('alertReceiverSubscriptionAdd', {
        path: { receiver: rx.id },
        body: { subscription: subscription.trim() },
      }),
    WEBHOOK_OPS,
  )
  const listed = classes.filter((c) => c !== PROBE_CLASS)
  return (
    <ModalForm
      title="Add subscription"
      form={form}
      change={add}
      success={({ subscription }) => `Subscribed to ${subscription}`}
      onDismiss={onDismiss}
    >
      <TextField
        control={form.control}
        name="subscription"
        label="Alert class or glob"
        required
        autoComplete="off"
        placeholder="hardware.**"
        description={
          <>
            <code>*</code> is one segment, <code>**</code> any number. Classes: {listed.join(', ')}.
          </>
        }
        validate={(v) => subscriptionProblem(v, classes)}
      />
    </ModalForm>
  )
}
