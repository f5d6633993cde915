import { useId } from 'react'
import { type FieldValues, useController } from 'react-hook-form'
import { formatBytes } from '~/util/units'
import { describedBy, type FieldProps, FieldShell } from './field-shell'

/**
 * One local file, picked with the browser's own file input (keyboard, screen readers and drag
 * and drop come with it). The value is the File, which stays on disk until read: picking a
 * large one costs no memory.
 */
export function FileField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  validate,
  disabled,
  accept,
}: FieldProps<T> & {
  /** Returns the problem with the file, or undefined when it is fine. */
  validate?: (file: File) => string | undefined
  disabled?: boolean
  /** The file types the picker offers (the input's `accept`); any file may still be dropped. */
  accept?: string
}) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: unknown) => {
        if (!(v instanceof File)) return required ? `${label} is required` : true
        return validate?.(v) ?? true
      },
    },
  })
  const error = fieldState.error?.message
  const value: unknown = field.value
  const file = value instanceof File ? value : null
  return (
    <FieldShell id={id} label={label} required={required} description={description} error={error}>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={!!error || undefined}
        required={required}
        aria-describedby={describedBy(id, !!description, !!error)}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        onBlur={field.onBlur}
        className="w-full min-w-0 rounded-md border border-line-strong bg-raise text-sm text-default file:mr-3 file:border-0 file:border-r file:border-line file:bg-hover file:px-3 file:py-2 file:text-default aria-invalid:border-danger-fg disabled:opacity-60"
      />
      {file && (
        <p className="text-xs text-secondary">
          <span className="[overflow-wrap:anywhere]">{file.name}</span>,{' '}
          <span className="font-mono">{formatBytes(file.size)}</span>
        </p>
      )}
    </FieldShell>
  )
}
