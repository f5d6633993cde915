import { useId } from 'react'
import type { Control, FieldPath, FieldValues, PathValue, UseFormSetValue } from 'react-hook-form'
import { TextField } from '~/components/fields/text-field'
import { pemProblem } from '~/util/x509'

/**
 * PEM text, pasted or loaded from a file (the file's text goes into the field, where it can be
 * read and checked before it is sent). The check catches what a paste gets wrong (a key where
 * the chain goes, no BEGIN/END lines, damaged base64); the server parses it for real.
 */
export function PemField<T extends FieldValues>({
  control,
  setValue,
  name,
  label,
  kind,
  description,
}: {
  control: Control<T>
  setValue: UseFormSetValue<T>
  name: FieldPath<T>
  label: string
  kind: 'certificate' | 'key'
  description: string
}) {
  const fileId = useId()
  const load = async (file: File | undefined) => {
    if (!file) return
    const text = (await file.text()) as PathValue<T, FieldPath<T>>
    setValue(name, text, { shouldDirty: true, shouldValidate: true })
  }
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        control={control}
        name={name}
        label={label}
        required
        multiline
        placeholder={
          kind === 'certificate' ? '-----BEGIN CERTIFICATE-----' : '-----BEGIN PRIVATE KEY-----'
        }
        description={description}
        validate={(text) => pemProblem(text, kind)}
      />
      <label htmlFor={fileId} className="text-xs text-secondary">
        Or load {kind === 'certificate' ? 'the chain' : 'the key'} from a file
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
