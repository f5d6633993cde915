import { useId } from 'react'
import { type FieldValues, useController } from 'react-hook-form'
import { TextArea, TextInput } from '~/ui/input'
import { describedBy, type FieldProps, FieldShell } from './field-shell'

export type TextFieldProps<T extends FieldValues> = FieldProps<T> & {
  /** Returns the problem with a value, or undefined when it is fine. */
  validate?: (value: string) => string | undefined
  type?: 'text' | 'password' | 'email' | 'url'
  multiline?: boolean
  placeholder?: string
  autoComplete?: string
  maxLength?: number
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  validate,
  type = 'text',
  multiline,
  placeholder,
  autoComplete,
  maxLength,
}: TextFieldProps<T>) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      required: required ? `${label} is required` : false,
      validate: validate ? (v: unknown) => validate(String(v ?? '')) ?? true : undefined,
    },
  })
  const error = fieldState.error?.message
  const aria = {
    id,
    'aria-invalid': !!error || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, !!description, !!error),
  }
  const props = {
    ...aria,
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    placeholder,
    autoComplete,
    maxLength,
  }
  return (
    <FieldShell id={id} label={label} required={required} description={description} error={error}>
      {multiline ? <TextArea {...props} /> : <TextInput {...props} type={type} />}
    </FieldShell>
  )
}
