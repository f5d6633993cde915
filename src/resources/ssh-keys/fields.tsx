import type { FieldValues } from 'react-hook-form'
import { TextField, type TextFieldProps } from '~/components/fields/text-field'
import { publicKeyProblem } from '~/util/ssh-key'

/**
 * An SSH public key as pasted from a .pub file. The API stores whatever it is sent, so the
 * field catches the slips a paste makes (a private key, no type) before a useless key is saved.
 */
export function PublicKeyField<T extends FieldValues>(
  props: Omit<TextFieldProps<T>, 'label' | 'validate' | 'required' | 'multiline'>,
) {
  return (
    <TextField
      {...props}
      label="Public key"
      required
      multiline
      placeholder="ssh-ed25519 AAAA… user@host"
      description="One key in OpenSSH format, as in ~/.ssh/id_ed25519.pub"
      validate={publicKeyProblem}
    />
  )
}

/** The form's values to a create body: a pasted file's trailing newline is no part of the key. */
export const sshKeyBody = (v: { name: string; description: string; publicKey: string }) => ({
  name: v.name,
  description: v.description,
  publicKey: v.publicKey.trim(),
})
