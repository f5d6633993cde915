import type { FieldValues } from 'react-hook-form'
import { formatBytes } from '~/util/units'
import { type FieldProps, FieldShell, useField } from './field-shell'

/**
 * One local file, picked with the browser's own file input (keyboard, screen readers and drag
 * and drop come with it). The value is the File, which stays on disk until read: picking a
 * large one costs no memory.
 */
export function FileField<T extends FieldValues>(
  props: FieldProps<T> & {
    /** Returns the problem with the file, or undefined when it is fine. */
    validate?: (file: File) => string | undefined
    disabled?: boolean
    /** The file types the picker offers (the input's `accept`); any file may still be dropped. */
    accept?: string
  },
) {
  const { label, required, validate, disabled, accept } = props
  const { field, aria, shell } = useField(props, {
    validate: (v: unknown) => {
      if (!(v instanceof File)) return required ? `${label} is required` : true
      return validate?.(v) ?? true
    },
  })
  const value: unknown = field.value
  const file = value instanceof File ? value : null
  return (
    <FieldShell {...shell}>
      <input
        {...aria}
        ref={field.ref}
        name={field.name}
        type="file"
        accept={accept}
        disabled={disabled}
        required={required}
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
