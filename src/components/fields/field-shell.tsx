import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'

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
