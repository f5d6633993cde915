import type { Silo, User, UserPassword } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { createdColumn, NameLink } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { RadioField } from '~/components/fields/radio-field'
import { TextField } from '~/components/fields/text-field'
import { ModalForm } from '~/components/modal-form'
import { QueryTable } from '~/components/query-table'
import { SILO_USER_OPS, type SiloUserRow, siloUserList } from '~/resources/silos/queries'
import { Button } from '~/ui/button'
import { choices } from '~/ui/choices'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { validateName } from '~/util/names'
import { sb } from '~/util/system-paths'
import { SiloGroups } from './silo-groups'

export const SAML_SILO_USERS = 'This silo uses SAML; its users come from the identity provider'

/** The API's longest password, in bytes (omicron_passwords::MAX_PASSWORD_LENGTH). */
const MAX_PASSWORD = 512
const passwordProblem = (v: string) =>
  new TextEncoder().encode(v).length > MAX_PASSWORD
    ? `Must be ${MAX_PASSWORD} bytes or fewer`
    : undefined

/** No password means the user cannot sign in until one is set. */
const passwordOf = (value: string): UserPassword =>
  value ? { mode: 'password', value } : { mode: 'login_disallowed' }

function CreateUserModal({ silo, onDismiss }: { silo: string; onDismiss: () => void }) {
  const form = useForm({ defaultValues: { username: '', password: '' } })
  const create = requestChange(
    (v: { username: string; password: string }) =>
      req('localIdpUserCreate', {
        query: { silo },
        body: { externalId: v.username, password: passwordOf(v.password) },
      }),
    SILO_USER_OPS,
  )
  return (
    <ModalForm
      title="Create user"
      form={form}
      change={create}
      success={(user) => `User ${user.displayName} created`}
      onDismiss={onDismiss}
    >
      <TextField
        control={form.control}
        name="username"
        label="Username"
        required
        autoComplete="off"
        description="What the user signs in with (the user's external ID)."
        validate={(v) => validateName(v, 'Username')}
      />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        description="Optional: with none, the user cannot sign in until a password is set."
        validate={passwordProblem}
      />
    </ModalForm>
  )
}

type PasswordValues = { mode: UserPassword['mode']; password: string }

const PASSWORD_ACTIONS = choices({
  password: 'Set a new password',
  login_disallowed: 'Disallow sign-in with a password',
})

function SetPasswordModal({
  silo,
  user,
  onDismiss,
}: {
  silo: string
  user: User
  onDismiss: () => void
}) {
  const form = useForm<PasswordValues>({ defaultValues: { mode: 'password', password: '' } })
  const mode = useWatch({ control: form.control, name: 'mode' })
  const set = requestChange(
    (v: PasswordValues) =>
      req('localIdpUserSetPassword', {
        path: { userId: user.id },
        query: { silo },
        body: v.mode === 'password' ? passwordOf(v.password) : { mode: 'login_disallowed' },
      }),
    SILO_USER_OPS,
  )
  return (
    <ModalForm
      title="Set password"
      form={form}
      change={set}
      success={() => `Password of ${user.displayName} set`}
      onDismiss={onDismiss}
    >
      <p className="text-secondary">
        For <span className="font-medium text-default">{user.displayName}</span>. Their other
        sessions stay signed in.
      </p>
      <RadioField control={form.control} name="mode" label="Sign-in" items={PASSWORD_ACTIONS} />
      {mode === 'password' && (
        <TextField
          control={form.control}
          name="password"
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          validate={passwordProblem}
        />
      )}
    </ModalForm>
  )
}

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
export function SiloUsersTab({ silo }: { silo: Silo }) {
  const [creating, setCreating] = useState(false)
  const [settingFor, setSettingFor] = useState<User | null>(null)
  const cannotAdminister = useFleetPermissions().cannotOnSilo('siloAdminister', silo.id)
  const denied = silo.identityMode === 'local_only' ? cannotAdminister : SAML_SILO_USERS
  const query = useMemo(() => siloUserList(silo.name), [silo.name])
  const columns = useMemo(() => columnsOf(silo.name), [silo.name])
  const rowActions = useCallback(
    (u: SiloUserRow): MenuAction[] => [
      { label: 'Set password', disabled: denied ?? false, onActivate: () => setSettingFor(u) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: denied ?? false,
        onActivate: () =>
          confirmDelete({
            kind: 'user',
            name: u.displayName,
            run: () =>
              call('localIdpUserDelete', { path: { userId: u.id }, query: { silo: silo.name } }),
            touches: SILO_USER_OPS,
          }),
      },
    ],
    [denied, silo.name],
  )
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button disabledReason={denied} onClick={() => setCreating(true)}>
          <PlusIcon size={14} />
          New user
        </Button>
      </div>
      <QueryTable
        label="Users"
        query={query}
        columns={columns}
        rowActions={rowActions}
        emptyState={<EmptyState title="No users" body="This silo has no users yet." />}
      />
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
  )
}
