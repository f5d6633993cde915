import type { Touches } from '~/api/change'
import { maybeQ, PICKER_LIMIT, q } from '~/api/query'
import { req } from '~/api/request'
import type { Policy } from '~/util/effective-access'
import { isFleetRole } from '~/util/fleet-roles'

/**
 * The silo and project policies and the silo's users and groups, for the access pages (issue
 * 14). A policy the user may not read (403) resolves to `Unavailable`, which the page explains
 * in place of the list; the server lets every user of the silo read its policy, users and
 * groups, and a project's viewers its policy.
 */

/** Which policy a page shows: the fleet's, the silo's, or one project's. */
export type PolicyScope =
  | { kind: 'fleet' }
  | { kind: 'silo' }
  | { kind: 'project'; project: string }

export const siloPolicy = () => maybeQ('policyView', {}, [403])
export const projectPolicy = (project: string) =>
  maybeQ('projectPolicyView', { path: { project } }, [403])
/** The fleet's policy (system/access), which fleet viewers may read. */
export const fleetPolicy = () => maybeQ('systemPolicyView', {}, [403])
export const policyOf = (scope: PolicyScope) =>
  scope.kind === 'fleet'
    ? fleetPolicy()
    : scope.kind === 'silo'
      ? siloPolicy()
      : projectPolicy(scope.project)

/** The silo's users and groups, whole: pickers and the effective-access list name them all. */
export const siloUsers = () => q('userList', { query: { limit: PICKER_LIMIT } })
export const siloGroups = () => q('groupList', { query: { limit: PICKER_LIMIT } })
/** One group's members. */
export const groupMembers = (group: string) =>
  q('userList', { query: { group, limit: PICKER_LIMIT } })

/** The one PUT that replaces the scope's whole policy with `policy`. */
export const policyUpdateReq = (scope: PolicyScope, policy: Policy) => {
  const body = { roleAssignments: [...policy.roleAssignments] }
  if (scope.kind === 'fleet') {
    // the fleet has no limited collaborator; the fleet's forms offer its three roles only
    const roleAssignments = body.roleAssignments.flatMap((a) =>
      isFleetRole(a.roleName) ? [{ ...a, roleName: a.roleName }] : [],
    )
    return req('systemPolicyUpdate', { body: { roleAssignments } })
  }
  return scope.kind === 'silo'
    ? req('policyUpdate', { body })
    : req('projectPolicyUpdate', { path: { project: scope.project }, body })
}

/**
 * What a policy change makes stale: both policies (a project page shows the silo's too), which
 * also refreshes the signed-in user's own roles (`api/permissions.ts` keys them after these).
 */
export const POLICY_OPS = [
  'policyView',
  'projectPolicyView',
  'systemPolicyView',
] as const satisfies Touches

/**
 * The role action (`ROLE_NEEDED` in util/roles.ts) that changing the scope's policy needs:
 * `siloPolicyUpdate` or `projectPolicyUpdate`. Spelled from the scope because the silo's name
 * is also an SDK operation (the system's PUT /v1/system/silos/{silo}/policy), which the console
 * never calls and mock-api/coverage.spec.ts would otherwise count as one.
 */
export const policyUpdateAction = <S extends PolicyScope>(scope: S) =>
  `${scope.kind as S['kind']}PolicyUpdate` as const
