import type { Instance, InstanceAutoRestartPolicy } from '@oxide/api'
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form'
import { PickerField, type PickerFieldProps } from '~/components/fields/picker-field'
import { RadioField } from '~/components/fields/radio-field'
import { choices } from '~/ui/choices'
import { type InstanceAction, instanceActionDisabled } from '~/util/instance-states'

/** An auto-restart policy in a form; `default` (leave it to the rack) is sent as null. */
export type AutoRestartChoice = InstanceAutoRestartPolicy | 'default'

export const autoRestartPolicyOf = (choice: AutoRestartChoice) =>
  choice === 'default' ? null : choice

const AUTO_RESTART_POLICIES = choices({
  default: ['Default', 'The rack decides (best effort today)'],
  best_effort: ['Best effort', 'Restart after a failure'],
  never: ['Never', 'Leave a failed instance stopped'],
})

/** The auto-restart policy, when an instance is created and in its settings. */
export function AutoRestartPolicyField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
}) {
  return (
    <RadioField<T, AutoRestartChoice>
      control={control}
      name={name}
      label={label}
      items={AUTO_RESTART_POLICIES}
    />
  )
}

type WithInstance = FieldValues & { instance: string }

/**
 * Which of `instances` the form's `instance` field names, and why its state forbids `action`
 * (spec section 4), if it does: for `InstancePickerField` and the form's submit button.
 */
export function useInstanceChoice<T extends WithInstance>(
  control: Control<T>,
  instances: Instance[],
  action: InstanceAction,
) {
  const name: string = useWatch({ control, name: 'instance' as FieldPath<T> })
  const chosen = instances.find((i) => i.name === name)
  const blocked = chosen && instanceActionDisabled(action, chosen.runState)
  return { instances, name, chosen, blocked }
}

/**
 * Choose one of the instances, each shown with its run state. Any can be chosen; when its state
 * forbids the action, a note under the picker says why.
 */
export function InstancePickerField<T extends WithInstance>({
  choice: { instances, chosen, blocked },
  empty = 'No instances in this project',
  ...field
}: Omit<PickerFieldProps<T, string>, 'name' | 'items' | 'noun' | 'label' | 'required'> & {
  choice: ReturnType<typeof useInstanceChoice>
}) {
  return (
    <>
      <PickerField
        {...field}
        name={'instance' as FieldPath<T>}
        label="Instance"
        required
        noun={['an instance', 'instances']}
        empty={empty}
        items={instances.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
      />
      {chosen && blocked && (
        <p role="status" className="text-notice-fg">
          {chosen.name} is {chosen.runState}. {blocked}.
        </p>
      )}
    </>
  )
}
