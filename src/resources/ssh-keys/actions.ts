import type { SshKey } from '@oxide/api'
import { call } from '~/api/query'
import { confirmDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { toast } from '~/ui/toast'
import { SSH_KEY_OPS } from './queries'

/** By id: a key's name is only unique among its owner's keys. */
export const deleteSshKey = (key: SshKey) =>
  call('currentUserSshKeyDelete', { path: { sshKey: key.id } })

/**
 * What the SSH key list does to many keys at once. Every user may delete their own keys; the
 * instances made with a key keep it (cloud-init installed it at their creation).
 */
export const sshKeyBulkActions: BulkAction<SshKey>[] = [
  {
    label: 'Delete',
    title: 'Delete SSH keys',
    run: deleteSshKey,
    touches: SSH_KEY_OPS,
    danger: true,
    warning: 'Instances created with them keep them.',
  },
]

/** Delete one key after the confirm modal; `after` runs once it is gone (leave its view). */
export const confirmDeleteSshKey = (key: SshKey, after?: () => void) =>
  confirmDelete({
    kind: 'SSH key',
    name: key.name,
    run: () => deleteSshKey(key),
    touches: SSH_KEY_OPS,
    after,
  })

/** Put the key's public half on the clipboard, and say whether the browser let it. */
export function copyPublicKey(k: SshKey) {
  navigator.clipboard.writeText(k.publicKey).then(
    () => toast.success({ title: `Public key of ${k.name} copied` }),
    () =>
      toast.error({ title: 'Copy public key', description: 'The browser refused the clipboard' }),
  )
}
