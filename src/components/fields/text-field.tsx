import type { FieldValues } from 'react-hook-form'
import { TextArea, TextInput } from '~/ui/input'
import { type FieldProps, FieldShell, useField } from './field-shell'

export type TextFieldProps<T extends FieldValues> = FieldProps<T> & {
  /** Returns the problem with a value, or undefined when it is fine. */
  validate?: (value: string) => string | undefined
  type?: 'text' | 'password' | 'email' | 'url'
  multiline?: boolean
  placeholder?: string
  autoComplete?: string
  maxLength?: number
}

export function TextField<T extends FieldValues>(fieldProps: TextFieldProps<T>) {
  const { label, required, validate, type = 'text', multiline } = fieldProps
  const { field, aria, shell } = useField(fieldProps, {
    required: required ? `${label} is required` : false,
    validate: validate ? (v: unknown) => validate(String(v ?? '')) ?? true : undefined,
  })
  const props = {
    ...aria,
    'aria-required': required || undefined,
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    placeholder: fieldProps.placeholder,
    autoComplete: fieldProps.autoComplete,
    maxLength: fieldProps.maxLength,
  }
  return (
    <FieldShell {...shell}>
      {multiline ? <TextArea {...props} /> : <TextInput {...props} type={type} />}
    </FieldShell>
  )
}
