import type { User, UserPassword } from '@oxide/api'
import { useForm, useWatch } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { RadioField } from '~/components/fields/radio-field'
import { TextField } from '~/components/fields/text-field'
import { ModalForm } from '~/components/modal-form'
import { SILO_USER_OPS } from '~/resources/silos/queries'
import { choices } from '~/ui/choices'
import { validateName } from '~/util/names'

/** The API's longest password, in bytes (omicron_passwords::MAX_PASSWORD_LENGTH). */
const MAX_PASSWORD = 512
const passwordProblem = (v: string) =>
  new TextEncoder().encode(v).length > MAX_PASSWORD
    ? `Must be ${MAX_PASSWORD} bytes or fewer`
    : undefined

/** No password means the user cannot sign in until one is set. */
const passwordOf = (value: string): UserPassword =>
  value ? { mode: 'password', value } : { mode: 'login_disallowed' }

export function CreateUserModal({ silo, onDismiss }: { silo: string; onDismiss: () => void }) {
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

export function SetPasswordModal({
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
