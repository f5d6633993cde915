import { useQueries, useQuery } from '@tanstack/react-query'
import type { Touches } from '~/api/change'
import { ensure, maybeQ, PICKER_LIMIT, prefetch, q } from '~/api/query'
import { req } from '~/api/request'
import type { Identity, Membership, Policy } from '~/util/effective-access'
import { isFleetRole } from '~/util/fleet-roles'
import { systemSiloPolicy, systemSiloUsers } from '../silos/queries'
import { siloGroups } from '../users/queries'

/**
 * The policies and the users and groups they name, for the access pages (issue 14) and a
 * silo's Access tab on the system silo page (issue 30). A policy the user may not read (403)
 * resolves to `Unavailable`, which the page explains in place of the list; the server lets
 * every user of the silo read its policy, users and groups, a project's viewers its policy, and
 * fleet viewers any silo's policy and users (omicron.polar: `Silo` and `SiloUser` read through
 * the fleet) but no other silo's groups (`SiloGroup` has no fleet relation).
 */

/** Which policy a page shows: the fleet's, the user's silo's, one project's, or any silo's. */
export type PolicyScope =
  | { kind: 'fleet' }
  | { kind: 'silo' }
  | { kind: 'project'; project: string }
  /** A silo as the system pages see it (`own`: the user's own silo, whose groups they read). */
  | { kind: 'system-silo'; silo: string; own: boolean }

export const siloPolicy = () => maybeQ('policyView', {}, [403])
export const projectPolicy = (project: string) =>
  maybeQ('projectPolicyView', { path: { project } }, [403])
/** The fleet's policy (system/access), which fleet viewers may read. */
export const fleetPolicy = () => maybeQ('systemPolicyView', {}, [403])

/**
 * The silo's users and groups, whole: pickers and the effective-access list name them all (the
 * groups' factory sits with the group page's, in the first load; another silo's policy and
 * users with the system silo page's reads, `resources/silos/queries.ts`).
 */
export const siloUsers = () => q('userList', { query: { limit: PICKER_LIMIT } })
/** One group's members. */
export const groupMembers = (group: string) =>
  q('userList', { query: { group, limit: PICKER_LIMIT } })

/** The scope in words: 'the fleet', 'the silo', a project's or a silo's name. */
export const scopeName = (scope: PolicyScope) =>
  scope.kind === 'project'
    ? scope.project
    : scope.kind === 'system-silo'
      ? scope.silo
      : `the ${scope.kind}`

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
  if (scope.kind === 'system-silo')
    return req('siloPolicyUpdate', { path: { silo: scope.silo }, body })
  return scope.kind === 'silo'
    ? req('policyUpdate', { body })
    : req('projectPolicyUpdate', { path: { project: scope.project }, body })
}

/**
 * What a policy change makes stale: every policy (a project page shows the silo's too, the
 * user's own silo is also a silo of the system pages), which also refreshes the signed-in
 * user's own roles (`api/permissions.ts` keys them after these).
 */
export const POLICY_OPS = [
  'policyView',
  'projectPolicyView',
  'systemPolicyView',
  'siloPolicyView',
] as const satisfies Touches

/**
 * The role action (`ROLE_NEEDED` in util/roles.ts) that changing the user's silo's or a
 * project's policy needs: `siloPolicyUpdate` or `projectPolicyUpdate` (the action's name, not
 * the SDK operation of the same name; a silo of the system pages is gated by its fleet role).
 */
export const policyUpdateAction = <S extends Extract<PolicyScope, { kind: 'silo' | 'project' }>>(
  scope: S,
) => `${scope.kind as S['kind']}PolicyUpdate` as const

/**
 * The groups whose members matter: those holding a role in one of the policies. A group
 * without a role gives no one access, so its members are not read: a silo's groups can be
 * many, and a read each made the page scale with them (issue 29).
 */
export const assignedGroups = <G extends { id: string }>(groups: G[], policies: unknown[]) => {
  const held = new Set(
    policies.flatMap((p) =>
      p && typeof p === 'object' && 'roleAssignments' in p
        ? (p as Policy).roleAssignments.map((a) => a.identityId)
        : [],
    ),
  )
  return groups.filter((g) => held.has(g.id))
}

/**
 * What the access pages of the user's silo read: the scope's policy (and on a project the
 * silo's, whose roles carry down), the silo's users and groups, and the members of each group
 * holding a role, which say who holds a role through a group. Groups and policies are read
 * first, then those members. The fleet's page offers the same users and groups: the ones the
 * console can list, its own silo's. A policy that cannot be read is the page's to say.
 */
export async function prefetchAccess(scope: Exclude<PolicyScope, { kind: 'system-silo' }>) {
  const soft = <T>(read: Promise<T>) => read.catch(() => undefined)
  const [groups, own, silo] = await Promise.all([
    ensure(siloGroups()),
    soft(
      scope.kind === 'fleet'
        ? ensure(fleetPolicy())
        : scope.kind === 'silo'
          ? ensure(siloPolicy())
          : ensure(projectPolicy(scope.project)),
    ),
    soft(ensure(siloPolicy())),
    prefetch(siloUsers()),
  ])
  return prefetch(...assignedGroups(groups.items, [own, silo]).map((g) => groupMembers(g.id)))
}

/** A read the route's reads made; as `usePrefetchedQuery` for a query that may be switched off. */
function read<T>(result: { data: T | undefined; error: Error | null }, what: string): T {
  if (result.data !== undefined) return result.data
  throw result.error ?? new Error(`${what} was not prefetched by the route's reads`)
}

/**
 * The scope's policy and the users and groups it may name. Of a silo not the user's own, the
 * API lists no groups: `groupsKnown` is false, a group shows by its ID and no role through a
 * group is known.
 */
export function useAccessData(scope: PolicyScope) {
  const system = scope.kind === 'system-silo' ? scope.silo : ''
  const groupsKnown = scope.kind !== 'system-silo' || scope.own
  const project = scope.kind === 'project' ? scope.project : ''
  const siloQ = useQuery({ ...siloPolicy(), enabled: !system })
  const ownQ = useQuery({ ...projectPolicy(project), enabled: !!project })
  const fleetQ = useQuery({ ...fleetPolicy(), enabled: scope.kind === 'fleet' })
  const otherQ = useQuery({ ...systemSiloPolicy(system), enabled: !!system })
  const silo = read(system ? otherQ : siloQ, 'the silo policy')
  const policy =
    scope.kind === 'silo' || scope.kind === 'system-silo'
      ? silo
      : read(scope.kind === 'fleet' ? fleetQ : ownQ, 'the policy')
  const ownUsers = useQuery({ ...siloUsers(), enabled: !system })
  const otherUsers = useQuery({ ...systemSiloUsers(system), enabled: !!system })
  const userItems = read(system ? otherUsers : ownUsers, 'the users').items
  const groupsQ = useQuery({ ...siloGroups(), enabled: groupsKnown })
  const groupItems = groupsKnown ? read(groupsQ, 'the groups').items : []
  // a group given its first role here is read then: its members fill in once they arrive
  const roleGroups = assignedGroups(groupItems, [policy, silo])
  const members = useQueries({ queries: roleGroups.map((g) => groupMembers(g.id)) })
  const users: Identity[] = userItems.map((u) => ({
    id: u.id,
    name: u.displayName,
    type: 'silo_user',
  }))
  const groups: Identity[] = groupItems.map((g) => ({
    id: g.id,
    name: g.displayName,
    type: 'silo_group',
  }))
  const groupsOf = (userId: string): Membership =>
    roleGroups
      .filter((_, i) => members[i]?.data?.items.some((u) => u.id === userId))
      .map((g) => ({ id: g.id, name: g.displayName }))
  return { policy, silo, users, groups, identities: [...users, ...groups], groupsOf, groupsKnown }
}
