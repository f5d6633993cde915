import { useForm } from 'react-hook-form'
import { requestChange } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { toast } from '~/ui/toast'
import {
  type Identity,
  type Policy,
  ROLES_STRONGEST_FIRST,
  TYPE_LABEL,
  withRole,
} from '~/util/effective-access'
import { FLEET_ROLES } from '~/util/fleet-roles'
import { ROLE_LABEL, type Role } from '~/util/roles'
import { POLICY_OPS, type PolicyScope, policyUpdateReq } from './queries'

type Values = { identity: string; role: Role | '' }

/** The roles a scope has, strongest first: the fleet has no limited collaborator. */
const roleItems = (scope: PolicyScope) =>
  (scope.kind === 'fleet' ? FLEET_ROLES : ROLES_STRONGEST_FIRST).map((r) => ({
    value: r,
    label: ROLE_LABEL[r],
  }))

/**
 * Add a role assignment (pick one of `candidates`) or change one (`identity` given). Either way
 * it is one PUT of the whole policy as read, with the identity's one assignment set to the role
 * (spec section 5), so no other assignment is lost.
 */
export function RoleModal({
  scope,
  policy,
  candidates,
  identity,
  current,
  submitDisabled,
  onDismiss,
}: {
  scope: PolicyScope
  policy: Policy
  onDismiss: () => void
  submitDisabled?: string
} & (
  | { candidates: Identity[]; identity?: undefined; current?: undefined }
  | { identity: Identity; current: Role; candidates?: undefined }
)) {
  const form = useForm<Values>({
    defaultValues: { identity: identity?.id ?? '', role: current ?? '' },
  })
  const pool = identity ? [identity] : (candidates ?? [])
  const change = requestChange(({ identity: id, role }: Values) => {
    const who = pool.find((i) => i.id === id)
    // the fields' rules have made sure of both by now
    if (!who || !role) throw new Error('No identity or role chosen')
    return policyUpdateReq(scope, withRole(policy, who, role))
  }, POLICY_OPS)
  const adding = !identity
  return (
    <ModalForm
      title={adding ? 'Add role assignment' : 'Change role'}
      submitLabel={adding ? 'Assign role' : 'Change role'}
      form={form}
      change={change}
      submitDisabled={submitDisabled}
      onSuccess={() => {
        const { identity: id, role } = form.getValues()
        const name = pool.find((i) => i.id === id)?.name ?? id
        toast.success({ title: `${name} is now ${role ? ROLE_LABEL[role] : ''}` })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      {identity ? (
        <p>
          Role of <strong className="text-default">{identity.name}</strong> (
          {TYPE_LABEL[identity.type]}). It replaces the {ROLE_LABEL[current]} role: an identity
          holds one role here.
        </p>
      ) : (
        <PickerField
          control={form.control}
          name="identity"
          label="User or group"
          required
          noun={['a user or group', 'users and groups']}
          empty="Every user and group has a role"
          items={pool.map((i) => ({ value: i.id, label: `${i.name} (${TYPE_LABEL[i.type]})` }))}
          description="Users and groups of the silo with no role here yet."
        />
      )}
      <ListboxField
        control={form.control}
        name="role"
        label="Role"
        required
        placeholder="Select a role"
        items={roleItems(scope)}
        description="Strongest first. Of a user's roles, direct or through a group, the strongest wins."
      />
    </ModalForm>
  )
}
