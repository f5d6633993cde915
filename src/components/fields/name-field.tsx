import type { FieldValues } from 'react-hook-form'
import { validateName } from '~/util/names'
import { TextField, type TextFieldProps } from './text-field'

/** A resource name: required, validated as the API's `Name`. */
export function NameField<T extends FieldValues>({
  label = 'Name',
  ...props
}: Omit<TextFieldProps<T>, 'label' | 'validate' | 'required'> & { label?: string }) {
  return (
    <TextField
      {...props}
      label={label}
      required
      autoComplete="off"
      validate={(v) => validateName(v, label)}
    />
  )
}

export function DescriptionField<T extends FieldValues>(
  props: Omit<TextFieldProps<T>, 'label' | 'multiline'> & { label?: string },
) {
  return <TextField {...props} label={props.label ?? 'Description'} multiline maxLength={512} />
}
