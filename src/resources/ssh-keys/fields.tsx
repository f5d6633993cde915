import { type Control, type FieldValues, useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { TextField, type TextFieldProps } from '~/components/fields/text-field'
import { publicKeyProblem } from '~/util/ssh-key'
import { SSH_KEY_OPS } from './queries'

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

export type SshKeyValues = { name: string; description: string; publicKey: string }

/** The form's values to a create body: a pasted file's trailing newline is no part of the key. */
export const sshKeyBody = (v: SshKeyValues) => ({
  name: v.name,
  description: v.description,
  publicKey: v.publicKey.trim(),
})

/**
 * A new key's form and the request it makes, for both places a key is added (the SSH keys
 * page and the instance form's Add SSH key); each shell adds its own outcome.
 */
export function useNewSshKeyForm() {
  const form = useForm<SshKeyValues>({
    defaultValues: { name: '', description: '', publicKey: '' },
  })
  const change = requestChange(
    (v: SshKeyValues) => req('currentUserSshKeyCreate', { body: sshKeyBody(v) }),
    SSH_KEY_OPS,
  )
  return { form, change }
}

/** A new key's fields, the same wherever a key is added. */
export const SshKeyFields = ({ control }: { control: Control<SshKeyValues> }) => (
  <>
    <IdentityFields control={control} />
    <PublicKeyField control={control} name="publicKey" />
  </>
)
