import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { TextArea } from '~/ui/input'
import { type FieldProps, FieldShell, useField } from './field-shell'

/** A file's bytes as standard base64 (a DER certificate or key is binary). */
async function base64Of(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * Text that may be pasted or read from a file (a PEM certificate, IdP metadata, a key): a text
 * box with the browser's own file input beside it, which fills the box with the file's text or,
 * for a binary file (`read="base64"`), with its bytes as base64. The value is the text.
 */
export function TextFileField<T extends FieldValues>(
  props: FieldProps<T> & {
    /** Returns the problem with the text, or undefined when it is fine. */
    validate?: (text: string) => string | undefined
    read?: 'text' | 'base64'
    accept?: string
    placeholder?: string
  },
) {
  const { label, required, validate, read = 'text', accept, placeholder } = props
  const [fileError, setFileError] = useState<string | null>(null)
  const { field, aria, shell } = useField(
    props,
    {
      required: required ? `${label} is required` : false,
      validate: validate ? (v: unknown) => validate(String(v ?? '')) ?? true : undefined,
    },
    fileError,
  )
  return (
    <FieldShell {...shell}>
      <TextArea
        {...aria}
        ref={field.ref}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        spellCheck={false}
        placeholder={placeholder}
        aria-required={required || undefined}
        className="font-mono text-xs"
      />
      <input
        type="file"
        accept={accept}
        aria-label={`${label} from a file`}
        onChange={async (e) => {
          const input = e.currentTarget
          const file = input.files?.[0]
          if (!file) return
          try {
            field.onChange(read === 'base64' ? await base64Of(file) : await file.text())
            setFileError(null)
          } catch {
            setFileError(`Could not read ${file.name}`)
          } finally {
            // the text is in the box: the input lets go of the file, so choosing the same
            // file again (fixed on disk meanwhile) is a change the browser reports, re-read
            input.value = ''
          }
        }}
        className="w-full min-w-0 rounded-md border border-line-strong bg-raise text-xs text-default file:mr-3 file:border-0 file:border-r file:border-line file:bg-hover file:px-3 file:py-1.5 file:text-default"
      />
    </FieldShell>
  )
}
