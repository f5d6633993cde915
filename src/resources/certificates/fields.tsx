import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { TextFileField } from '~/components/fields/text-file-field'
import { pemProblem } from '~/util/x509'

/** What each of the two is called, looks like, and must hold. */
const PEMS = [
  {
    kind: 'certificate',
    label: 'Certificate chain',
    placeholder: '-----BEGIN CERTIFICATE-----',
    accept: '.pem,.crt,.cer,text/plain',
    description:
      "PEM: the server's certificate first, then any intermediates. It must be valid for the silo's DNS name and not expired.",
  },
  {
    kind: 'key',
    label: 'Private key',
    placeholder: '-----BEGIN PRIVATE KEY-----',
    accept: '.pem,.key,text/plain',
    description:
      'PEM, unencrypted: the key of the first certificate. It is stored and never shown again.',
  },
] as const

/**
 * A TLS certificate's chain and private key, PEM, pasted or loaded from a file (the file's text
 * goes into the box, where it can be read before it is sent): a silo's certificates and the
 * system's. The check catches what a paste gets wrong (a key where the chain goes, no
 * BEGIN/END lines, damaged base64); the server parses them for real.
 */
export function PemFields<T extends FieldValues>({
  control,
  chain,
  privateKey,
}: {
  control: Control<T>
  /** The fields' names in the form: the chain's as the server's errors name it, if it can. */
  chain: FieldPath<T>
  privateKey: FieldPath<T>
}) {
  return PEMS.map(({ kind, ...pem }) => (
    <TextFileField
      key={kind}
      control={control}
      name={kind === 'key' ? privateKey : chain}
      required
      validate={(text) => pemProblem(text, kind)}
      {...pem}
    />
  ))
}
