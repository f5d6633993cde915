import type { FieldValues } from 'react-hook-form'
import { Listbox, type ListboxItem } from '~/ui/listbox'
import { type FieldProps, FieldShell, useField } from './field-shell'

export type ListboxFieldProps<T extends FieldValues, V extends string> = FieldProps<T> & {
  items: ListboxItem<V>[]
  placeholder?: string
  disabled?: boolean
}

export function ListboxField<T extends FieldValues, V extends string>(
  props: ListboxFieldProps<T, V>,
) {
  const { label, items, required, placeholder, disabled } = props
  const { field, aria, shell } = useField(props, {
    required: required ? `${label} is required` : false,
  })
  return (
    <FieldShell {...shell}>
      <Listbox
        {...aria}
        aria-labelledby={`${aria.id}-label`}
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
