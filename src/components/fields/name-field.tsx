import type { FieldValues } from 'react-hook-form'
import { validateName } from '~/util/names'
import { TextField, type TextFieldProps } from './text-field'

/** A resource name: required, validated as the API's `Name`. */
/** A name as the API takes it; `taken` says why a name already in use is refused, if it is. */
export function NameField<T extends FieldValues>({
  label = 'Name',
  taken,
  ...props
}: Omit<TextFieldProps<T>, 'label' | 'validate' | 'required'> & {
  label?: string
  taken?: (name: string) => string | undefined
}) {
  return (
    <TextField
      {...props}
      label={label}
      required
      autoComplete="off"
      validate={(v) => validateName(v, label) ?? taken?.(v)}
    />
  )
}

export function DescriptionField<T extends FieldValues>(
  props: Omit<TextFieldProps<T>, 'label' | 'multiline'> & { label?: string },
) {
  return <TextField {...props} label={props.label ?? 'Description'} multiline maxLength={512} />
}
