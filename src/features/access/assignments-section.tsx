import { useState } from 'react'
import { send } from '~/api/request'
import { confirmAction } from '~/components/confirm-action'
import { lazyComponent } from '~/components/lazy-component'
import { POLICY_OPS, type PolicyScope, policyUpdateReq } from '~/resources/policies/queries'
import { Badge, type BadgeColor } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import { disableAll } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import {
  type AssignmentRow,
  assignmentRows,
  candidates,
  type Identity,
  MAX_ASSIGNMENTS,
  type Policy,
  TYPE_LABEL,
  withoutIdentity,
} from '~/util/effective-access'
import { ROLE_LABEL, type Role } from '~/util/roles'

/** The add and change-role form loads when first opened. */
const RoleModal = lazyComponent(() => import('./role-modal').then((m) => m.RoleModal))

const ROLE_COLOR: Record<Role, BadgeColor> = {
  admin: 'purple',
  collaborator: 'blue',
  limited_collaborator: 'green',
  viewer: 'neutral',
}

export const RoleBadge = ({ role }: { role: Role }) => (
  <Badge color={ROLE_COLOR[role]}>{ROLE_LABEL[role]}</Badge>
)

/** The scope in words: 'the fleet', 'the silo' or the project's name. */
export const scopeName = (scope: PolicyScope) =>
  scope.kind === 'project' ? scope.project : `the ${scope.kind}`

const columns: Column<AssignmentRow>[] = [
  { header: 'Name', cell: (r) => <span className="font-medium">{r.name}</span> },
  { header: 'Type', cell: (r) => <span className="text-secondary">{TYPE_LABEL[r.type]}</span> },
  { header: 'Role', cell: (r) => <RoleBadge role={r.role} /> },
]

/**
 * The scope's role assignments, users first then groups, each by name, with add, change role
 * and remove. Each change is one PUT of the whole policy as read. `denied` is why the user's
 * role does not allow changing it.
 */
export function AssignmentsSection({
  scope,
  policy,
  identities,
  denied,
}: {
  scope: PolicyScope
  policy: Policy
  identities: Identity[]
  denied: string | undefined
}) {
  const [adding, setAdding] = useState(false)
  const [changing, setChanging] = useState<AssignmentRow | null>(null)
  const rows = assignmentRows(policy, identities)
  const open = candidates(policy, identities)
  const full =
    policy.roleAssignments.length >= MAX_ASSIGNMENTS
      ? `A policy holds at most ${MAX_ASSIGNMENTS} role assignments`
      : undefined
  const addDenied =
    denied ?? full ?? (open.length === 0 ? 'Every user and group has a role here' : undefined)
  const where = scopeName(scope)
  return (
    <TitledSection
      title="Role assignments"
      headingId="assignments-heading"
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabledReason={addDenied}
          onClick={() => setAdding(true)}
        >
          Add user or group
        </Button>
      }
    >
      {denied && <p className="text-sm text-secondary">{denied}.</p>}
      <ListTable
        label="Role assignments"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        empty="No one has a role here yet"
        actions={(r) =>
          disableAll(
            [
              { label: 'Change role', onActivate: () => setChanging(r) },
              {
                label: 'Remove',
                danger: true,
                onActivate: () =>
                  confirmAction({
                    title: 'Remove role assignment',
                    content: (
                      <>
                        Remove the {ROLE_LABEL[r.role]} role of{' '}
                        <strong className="text-default">{r.name}</strong> on {where}?
                      </>
                    ),
                    confirmLabel: 'Remove',
                    danger: true,
                    run: () => send(policyUpdateReq(scope, withoutIdentity(policy, r.id))),
                    touches: POLICY_OPS,
                    success: `${r.name} no longer has a role on ${where}`,
                  }),
              },
            ],
            denied,
          )
        }
      />
      {adding && (
        <RoleModal
          scope={scope}
          policy={policy}
          candidates={open}
          submitDisabled={addDenied}
          onDismiss={() => setAdding(false)}
        />
      )}
      {changing && (
        <RoleModal
          scope={scope}
          policy={policy}
          identity={changing}
          current={changing.role}
          submitDisabled={denied}
          onDismiss={() => setChanging(null)}
        />
      )}
    </TitledSection>
  )
}
