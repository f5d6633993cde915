import { useId } from 'react'
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form'
import { TextField } from '~/components/fields/text-field'
import { pemProblem } from '~/util/x509'

/** What each kind of PEM is called, looks like, and must hold. */
const KINDS = {
  certificate: {
    label: 'Certificate chain',
    placeholder: '-----BEGIN CERTIFICATE-----',
    loads: 'the chain',
    description:
      "PEM: the server's certificate first, then any intermediates. It must be valid for the silo's DNS name and not expired.",
  },
  key: {
    label: 'Private key',
    placeholder: '-----BEGIN PRIVATE KEY-----',
    loads: 'the key',
    description:
      'PEM, unencrypted: the key of the first certificate. It is stored and never shown again.',
  },
} as const

/**
 * PEM text, pasted or loaded from a file (the file's text goes into the field, where it can be
 * read and checked before it is sent). The check catches what a paste gets wrong (a key where
 * the chain goes, no BEGIN/END lines, damaged base64); the server parses it for real.
 */
export function PemField<T extends FieldValues>({
  form,
  name,
  kind,
}: {
  form: UseFormReturn<T>
  name: FieldPath<T>
  kind: keyof typeof KINDS
}) {
  const fileId = useId()
  const { label, placeholder, loads, description } = KINDS[kind]
  const load = async (file: File | undefined) => {
    if (!file) return
    const text = (await file.text()) as PathValue<T, FieldPath<T>>
    form.setValue(name, text, { shouldDirty: true, shouldValidate: true })
  }
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        control={form.control}
        name={name}
        label={label}
        required
        multiline
        placeholder={placeholder}
        description={description}
        validate={(text) => pemProblem(text, kind)}
      />
      <label htmlFor={fileId} className="text-xs text-secondary">
        Or load {loads} from a file
      </label>
      <input
        id={fileId}
        type="file"
        accept=".pem,.crt,.cer,.key,text/plain"
        onChange={(e) => load(e.target.files?.[0])}
        className="w-full min-w-0 rounded-md border border-line-strong bg-raise text-sm text-default file:mr-3 file:border-0 file:border-r file:border-line file:bg-hover file:px-3 file:py-2 file:text-default"
      />
    </div>
  )
}
