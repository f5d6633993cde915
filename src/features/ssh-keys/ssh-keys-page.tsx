import type { SshKey } from '@oxide/api'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { confirmDeleteSshKey, copyPublicKey, sshKeyBulkActions } from '~/resources/ssh-keys/actions'
import { sshKeyList } from '~/resources/ssh-keys/queries'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { keySummary } from '~/util/ssh-key'

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

/** settings/ssh-keys: the keys cloud-init may install on the user's new instances. */
export default listPage(() => ({
  title: 'SSH keys',
  intro: 'Keys you can pick when you create an instance; cloud-init installs them on it.',
  query: (page) => sshKeyList(page),
  columns,
  rowActions: {
    view: (k) => pb.sshKeyEdit({ sshKey: k.name }),
    more: (k) => [{ label: 'Copy public key', onActivate: () => copyPublicKey(k) }],
    delete: confirmDeleteSshKey,
  },
  bulkActions: sshKeyBulkActions,
  create: { to: pb.sshKeysNew(), label: 'New SSH key' },
  empty: { title: 'No SSH keys', body: 'Add the public key of each computer you connect from.' },
}))
