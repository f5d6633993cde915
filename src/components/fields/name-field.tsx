import type { Control, FieldValues, Path } from 'react-hook-form'
import { validateName } from '~/util/names'
import { TextField, type TextFieldProps } from './text-field'

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

/** The name and description that most records have. */
export type Identity = { name: string; description: string }

/** The name and description that most records have, as their create and edit forms ask them. */
export function IdentityFields<T extends Identity>({ control }: { control: Control<T> }) {
  // Path<T> of a generic T is unresolved: the constraint says both keys are T's strings
  const [name, description] = ['name', 'description'] as [Path<T>, Path<T>]
  return (
    <>
      <NameField control={control} name={name} />
      <DescriptionField control={control} name={description} />
    </>
  )
}
