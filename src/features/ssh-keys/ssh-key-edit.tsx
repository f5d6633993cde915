import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { confirmDeleteSshKey } from '~/resources/ssh-keys/actions'
import { sshKeyView } from '~/resources/ssh-keys/queries'
import { Button } from '~/ui/button'
import { CodeBlock } from '~/ui/code-block'
import { PropertiesTable, Property } from '~/ui/properties'
import { SideModal } from '~/ui/side-modal'
import { pb } from '~/util/paths'

/**
 * settings/ssh-keys/{sshKey}/edit. The API changes no key once it is added (there is no update
 * call), so this shows the key; a changed key is a new one, and this one can be deleted.
 */
export default function SshKeyEdit() {
  const navigate = useNavigate()
  const { sshKey } = useRouteParams('sshKey')
  const key = usePrefetchedQuery(sshKeyView(sshKey))
  const close = () => navigate(pb.sshKeys())
  return (
    <SideModal
      title={key.name}
      onRequestClose={close}
      footer={
        <>
          <Button variant="danger" onClick={() => confirmDeleteSshKey(key, close)}>
            Delete
          </Button>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-6 py-5">
        <p className="text-secondary">
          A key cannot be changed once it is added: add the new key, then delete this one.
        </p>
        <PropertiesTable columns={1}>
          <Property.Description text={key.description} />
          <Property.Id id={key.id} noun="SSH key" />
          <Property.Created date={key.timeCreated} />
        </PropertiesTable>
        <div className="flex flex-col gap-1.5">
          <h3 className="font-medium">Public key</h3>
          <CodeBlock text={key.publicKey} label="Public key" copyLabel="Copy public key" />
        </div>
      </div>
    </SideModal>
  )
}
