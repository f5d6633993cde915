import type { Control } from 'react-hook-form'
import { TextField } from '~/components/fields/text-field'
import { PROBE_CLASS } from '~/util/alert-subscription'
import { endpointProblem, type ReceiverValues, subscriptionsProblem } from './receiver-values'

type Props = { control: Control<ReceiverValues> }

export const EndpointField = ({ control }: Props) => (
  <TextField
    control={control}
    name="endpoint"
    label="Endpoint URL"
    required
    type="url"
    autoComplete="off"
    placeholder="https://hooks.example.com/oxide"
    description="Alerts are POSTed here, signed with each of the webhook's secrets."
    validate={(v) => (v.trim() ? endpointProblem(v) : undefined)}
  />
)

/** Subscriptions, one per line, checked against the classes the API lists. */
export function SubscriptionsField({ control, classes }: Props & { classes: string[] }) {
  const subscribable = classes.filter((c) => c !== PROBE_CLASS)
  return (
    <TextField
      control={control}
      name="subscriptions"
      label="Subscriptions"
      multiline
      placeholder="hardware.**"
      description={
        <>
          One per line: an alert class, or a glob where <code>*</code> is one segment and{' '}
          <code>**</code> any number. Classes: {subscribable.join(', ')}.
        </>
      }
      validate={(v) => subscriptionsProblem(v, classes)}
    />
  )
}
