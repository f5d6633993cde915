import type { SshKey } from '@oxide/api'
import { useCallback } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { confirmDeleteSshKey, sshKeyBulkActions } from '~/resources/ssh-keys/actions'
import { sshKeyList } from '~/resources/ssh-keys/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { keySummary } from '~/util/ssh-key'

export function loader({ request }: LoaderFunctionArgs) {
  return prefetch(sshKeyList(pageParamsOf(request)))
}

const keyText = (k: SshKey) => {
  const { type, comment } = keySummary(k.publicKey)
  return comment ? `${type} ${comment}` : type
}

const columns: Column<SshKey>[] = [
  nameColumn((k) => pb.sshKeyEdit({ sshKey: k.name })),
  descriptionColumn(),
  {
    header: 'Key',
    value: keyText,
    // the type and the comment the key was made with; the key data itself is in the key's view
    cell: (k) => <span className="block max-w-64 truncate font-mono text-xs">{keyText(k)}</span>,
  },
  createdColumn(),
]

function copyKey(k: SshKey) {
  navigator.clipboard.writeText(k.publicKey).then(
    () => toast.success({ title: `Public key of ${k.name} copied` }),
    () =>
      toast.error({ title: 'Copy public key', description: 'The browser refused the clipboard' }),
  )
}

const newKey = (
  <LinkButton to={pb.sshKeysNew()}>
    <PlusIcon size={14} />
    New SSH key
  </LinkButton>
)

/** settings/ssh-keys: the keys cloud-init may install on the user's new instances. */
export default function SshKeysPage() {
  const navigate = useNavigate()
  const rowActions = useCallback(
    (k: SshKey): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(pb.sshKeyEdit({ sshKey: k.name })) },
      { label: 'Copy public key', onActivate: () => copyKey(k) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        onActivate: () => confirmDeleteSshKey(k),
      },
    ],
    [navigate],
  )
  return (
    <>
      <PageHeader title="SSH Keys" actions={newKey}>
        Keys you can pick when you create an instance; cloud-init installs them on it.
      </PageHeader>
      <QueryTable
        label="SSH Keys"
        query={sshKeyList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={sshKeyBulkActions}
        emptyState={
          <EmptyState
            title="No SSH keys"
            body="Add the public key of each computer you connect from."
            action={<LinkButton to={pb.sshKeysNew()}>New SSH key</LinkButton>}
          />
        }
      />
      <Outlet />
    </>
  )
}
