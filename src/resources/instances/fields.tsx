import type { InstanceAutoRestartPolicy } from '@oxide/api'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { RadioField } from '~/components/fields/radio-field'

/** An auto-restart policy in a form; `default` (leave it to the rack) is sent as null. */
export type AutoRestartChoice = InstanceAutoRestartPolicy | 'default'

export const autoRestartPolicyOf = (choice: AutoRestartChoice) =>
  choice === 'default' ? null : choice

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
      items={[
        { value: 'default', label: 'Default', description: 'The rack decides (best effort today)' },
        { value: 'best_effort', label: 'Best effort', description: 'Restart after a failure' },
        { value: 'never', label: 'Never', description: 'Leave a failed instance stopped' },
      ]}
    />
  )
}
