import { useNavigate } from 'react-router'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { SideModalForm } from '~/components/side-modal-form'
import { PublicKeyField, useNewSshKeyForm } from '~/resources/ssh-keys/fields'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'

/** settings/ssh-keys-new. Every user may add keys of their own, so nothing is disabled. */
export default function SshKeyCreate() {
  const navigate = useNavigate()
  const { form, change: create } = useNewSshKeyForm()
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
