import { type ReactNode, useId } from 'react'
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form'

/** What every labelled field takes: the form, the value's name, the label and help text. */
export type FieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  required?: boolean
  description?: ReactNode
}

/** Label, help text and error of one form field, wired up by id for assistive tech. */
export function FieldShell({
  id,
  label,
  required,
  description,
  error,
  children,
}: {
  id: string
  label: string
  required?: boolean
  description?: ReactNode
  error?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} id={`${id}-label`} className="font-medium">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger-fg">
            *
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-help`} className="text-xs text-secondary">
          {description}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger-fg">
          {error}
        </p>
      )}
    </div>
  )
}

/** The aria attributes a control needs to point at its help and error text. */
export const describedBy = (id: string, hasHelp: boolean, hasError: boolean) =>
  [hasHelp && `${id}-help`, hasError && `${id}-error`].filter(Boolean).join(' ') || undefined

/**
 * What a labelled field wires up the same way every time: an id, the form's controller with the
 * field's rules, the error shown (`ownError`, one the control finds itself, before the rules'),
 * the control's `aria` attributes and the `shell`'s props.
 */
export function useField<T extends FieldValues>(
  { control, name, label, required, description }: FieldProps<T>,
  rules: UseControllerProps<T>['rules'],
  ownError?: string | null,
) {
  const id = useId()
  const { field, fieldState } = useController({ control, name, rules })
  const error = ownError ?? fieldState.error?.message
  const aria = {
    id,
    'aria-invalid': !!error || undefined,
    'aria-describedby': describedBy(id, !!description, !!error),
  }
  return { field, error, aria, shell: { id, label, required, description, error } }
}
