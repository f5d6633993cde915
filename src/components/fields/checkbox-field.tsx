import type { ReactNode } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Checkbox } from '~/ui/checkbox'

/** A yes/no form value as a checkbox with its label. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}) {
  const { field } = useController({ control, name })
  return (
    <Checkbox
      checked={!!field.value}
      onChange={field.onChange}
      description={description}
      disabled={disabled}
    >
      {label}
    </Checkbox>
  )
}
