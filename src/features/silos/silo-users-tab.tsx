import type { Silo, User } from '@oxide/api'
import { useState } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call } from '~/api/query'
import { createdColumn, NameLink } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { listPage } from '~/components/list-page'
import { SILO_USER_OPS, type SiloUserRow, siloUserList } from '~/resources/silos/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { SiloGroups } from './silo-groups'

export const SAML_SILO_USERS = 'This silo uses SAML; its users come from the identity provider'

/** A local user's forms: their code (react-hook-form's with it) loads when one opens. */
const CreateUserModal = lazyComponent(() =>
  import('./silo-user-modals').then((m) => m.CreateUserModal),
)
const SetPasswordModal = lazyComponent(() =>
  import('./silo-user-modals').then((m) => m.SetPasswordModal),
)

/** The user's name leads to their page, below the silo's. */
const columnsOf = (silo: string): Column<SiloUserRow>[] => [
  {
    // not 'Name': the API has no name order for users, so sorting by it is the table's own
    header: 'User',
    value: (u) => u.displayName,
    cell: (u) => <NameLink to={sb.siloUser({ silo, siloUserId: u.id })}>{u.displayName}</NameLink>,
  },
  { header: 'ID', cell: (u) => <span className="font-mono text-xs">{u.id}</span> },
  createdColumn<SiloUserRow>(),
]

/** The silo's users; a local-only silo's are made, given passwords and deleted here. */
export const SiloUsersTab = listPage(
  ({ silo }: { silo: Silo }) => {
    const [creating, setCreating] = useState(false)
    const [settingFor, setSettingFor] = useState<User | null>(null)
    const cannotAdminister = useFleetPermissions().cannotOnSilo('siloAdminister', silo.id)
    const denied = silo.identityMode === 'local_only' ? cannotAdminister : SAML_SILO_USERS
    return { silo, denied, creating, setCreating, settingFor, setSettingFor }
  },
  ({ silo, denied, creating, setCreating, settingFor, setSettingFor }) => ({
    label: 'Users',
    query: (page) => siloUserList(silo.name)(page),
    columns: columnsOf(silo.name),
    denied,
    rowActions: {
      more: (u) => [{ label: 'Set password', onActivate: () => setSettingFor(u) }],
      delete: {
        kind: 'user',
        run: (u) =>
          call('localIdpUserDelete', { path: { userId: u.id }, query: { silo: silo.name } }),
        touches: SILO_USER_OPS,
      },
    },
    create: { onClick: () => setCreating(true), label: 'New user' },
    empty: { title: 'No users', body: 'This silo has no users yet.' },
    children: (
      <>
        <SiloGroups silo={silo} />
        {creating && <CreateUserModal silo={silo.name} onDismiss={() => setCreating(false)} />}
        {settingFor && (
          <SetPasswordModal
            silo={silo.name}
            user={settingFor}
            onDismiss={() => setSettingFor(null)}
          />
        )}
      </>
    ),
  }),
)
