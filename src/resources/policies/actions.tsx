import { type ReactNode, useState } from 'react'
import { Unavailable } from '~/api/query'
import { send } from '~/api/request'
import { EffectiveSection } from '~/components/access/effective-section'
import { PolicyUnavailable } from '~/components/access/policy-unavailable'
import { type IdentityLink, IdentityName, RoleBadge } from '~/components/access/role-badge'
import { removeAction } from '~/components/confirm-action'
import { lazyComponent } from '~/components/lazy-component'
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
import { ROLE_LABEL } from '~/util/roles'
import { POLICY_OPS, type PolicyScope, policyUpdateReq, scopeName, useAccessData } from './queries'

/** The add and change-role form loads when first opened. */
const RoleModal = lazyComponent(() => import('./modals').then((m) => m.RoleModal))

const columnsFor = (linkTo?: IdentityLink): Column<AssignmentRow>[] => [
  { header: 'Name', cell: (r) => <IdentityName identity={r} linkTo={linkTo} /> },
  { header: 'Type', cell: (r) => <span className="text-secondary">{TYPE_LABEL[r.type]}</span> },
  { header: 'Role', cell: (r) => <RoleBadge role={r.role} /> },
]

/**
 * The scope's role assignments, users first then groups, each by name, with add, change role
 * and remove. Each change is one PUT of the whole policy as read. `denied` is why the user's
 * role does not allow changing it; `linkTo` names each by a link to its page.
 */
export function AssignmentsSection({
  scope,
  policy,
  identities,
  denied,
  linkTo,
}: {
  scope: PolicyScope
  policy: Policy
  identities: Identity[]
  denied: string | undefined
  linkTo?: IdentityLink
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
        // an identity the silo no longer lists shows by its ID, with no page to lead to
        columns={columnsFor((i) =>
          identities.some((known) => known.id === i.id) ? linkTo?.(i) : undefined,
        )}
        rows={rows}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        empty="No one has a role here yet"
        actions={(r) =>
          disableAll(
            [
              { label: 'Change role', onActivate: () => setChanging(r) },
              removeAction({
                title: 'Remove role assignment',
                content: (
                  <>
                    Remove the {ROLE_LABEL[r.role]} role of{' '}
                    <strong className="text-default">{r.name}</strong> on {where}?
                  </>
                ),
                run: () => send(policyUpdateReq(scope, withoutIdentity(policy, r.id))),
                touches: POLICY_OPS,
                success: `${r.name} no longer has a role on ${where}`,
              }),
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

const NO_GROUPS =
  'The API lists the groups of your own silo only: here a group shows by its ID, and no role through a group is known.'

/**
 * An access screen below its header (the fleet's, a silo's, a project's, a silo's tab on the
 * system side): who holds which role on the scope, the sections the screen adds, then each
 * user's effective access (of a silo or project: fleet roles are not the silo's users'). Where
 * the user may not read the policy, why; `where` names the scope in that notice ('the silo').
 */
export function AccessSections({
  scope,
  where,
  denied,
  linkTo,
  lead,
  children,
}: {
  scope: PolicyScope
  where: string
  denied: string | undefined
  linkTo: IdentityLink
  /** Above the assignments, where no page header says what the screen is. */
  lead?: ReactNode
  /** Between the assignments and the effective access, given what the screen read. */
  children?: (read: ReturnType<typeof useAccessData>) => ReactNode
}) {
  const read = useAccessData(scope)
  const { policy, silo, users, identities, groupsOf, groupsKnown } = read
  if (policy instanceof Unavailable) return <PolicyUnavailable where={where} reason={policy} />
  return (
    <div className="flex flex-col gap-10">
      {lead}
      <AssignmentsSection {...{ scope, policy, identities, denied, linkTo }} />
      {children?.(read)}
      {scope.kind !== 'fleet' && (
        <EffectiveSection
          scope={scope.kind === 'project' ? 'project' : 'silo'}
          {...{ users, groupsOf, policy, linkTo }}
          silo={scope.kind === 'project' && !(silo instanceof Unavailable) ? silo : undefined}
          note={groupsKnown ? undefined : NO_GROUPS}
        />
      )}
    </div>
  )
}
