import type { SwitchSlot } from '@oxide/api'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { RadioField } from '~/components/fields/radio-field'
import { SWITCH_SLOTS } from './queries'

/** Which of the rack's switches a setting is for: the form's `switchSlot`. */
export function SwitchSlotField<T extends FieldValues & { switchSlot: SwitchSlot }>({
  control,
}: {
  control: Control<T>
}) {
  return (
    <RadioField
      control={control}
      name={'switchSlot' as FieldPath<T>}
      label="Switch"
      items={[...SWITCH_SLOTS]}
    />
  )
}
