import { useNavigate } from 'react-router'
import { SideModalForm } from '~/components/side-modal-form'
import { SshKeyFields, useNewSshKeyForm } from '~/resources/ssh-keys/fields'
import { pb } from '~/util/paths'

/** settings/ssh-keys-new. Every user may add keys of their own, so nothing is disabled. */
export default function SshKeyCreate() {
  const navigate = useNavigate()
  const { form, change: create } = useNewSshKeyForm()
  return (
    <SideModalForm
      title="Add SSH key"
      form={form}
      change={create}
      success={(key) => `SSH key ${key.name} added`}
      onDismiss={() => navigate(pb.sshKeys())}
    >
      <SshKeyFields control={form.control} />
    </SideModalForm>
  )
}
