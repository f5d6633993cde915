import { useId } from 'react'
import { type FieldValues, useController } from 'react-hook-form'
import { Listbox, type ListboxItem } from '~/ui/listbox'
import { describedBy, type FieldProps, FieldShell } from './field-shell'

export type ListboxFieldProps<T extends FieldValues, V extends string> = FieldProps<T> & {
  items: ListboxItem<V>[]
  placeholder?: string
  disabled?: boolean
}

export function ListboxField<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  items,
  required,
  description,
  placeholder,
  disabled,
}: ListboxFieldProps<T, V>) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: { required: required ? `${label} is required` : false },
  })
  const error = fieldState.error?.message
  return (
    <FieldShell id={id} label={label} required={required} description={description} error={error}>
      <Listbox
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(id, !!description, !!error)}
        aria-invalid={!!error || undefined}
        items={items}
        value={(field.value as V | undefined) ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={placeholder}
        disabled={disabled}
      />
    </FieldShell>
  )
}
