import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { req, requestChange } from '~/api/request'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { SideModalForm } from '~/components/side-modal-form'
import { PublicKeyField, sshKeyBody } from '~/resources/ssh-keys/fields'
import { SSH_KEY_OPS } from '~/resources/ssh-keys/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'

type Values = { name: string; description: string; publicKey: string }

/** settings/ssh-keys-new. Every user may add keys of their own, so nothing is disabled. */
export default function SshKeyCreate() {
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues: { name: '', description: '', publicKey: '' } })
  const create = requestChange(
    (v: Values) => req('currentUserSshKeyCreate', { body: sshKeyBody(v) }),
    SSH_KEY_OPS,
  )
  return (
    <SideModalForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      form={form}
      change={create}
      onSuccess={(key) => {
        toast.success({ title: `SSH key ${key.name} added` })
        navigate(pb.sshKeys())
      }}
      onDismiss={() => navigate(pb.sshKeys())}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
      <PublicKeyField control={form.control} name="publicKey" />
    </SideModalForm>
  )
}
