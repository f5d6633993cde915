import { useQueries, useQuery } from '@tanstack/react-query'
import { ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import {
  fleetPolicy,
  groupMembers,
  type PolicyScope,
  projectPolicy,
  siloGroups,
  siloPolicy,
  siloUsers,
} from '~/resources/policies/queries'
import type { Identity, Membership, Policy } from '~/util/effective-access'

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
 * What the access pages read: the scope's policy (and on a project the silo's, whose roles
 * carry down), the silo's users and groups, and the members of each group holding a role,
 * which say who holds a role through a group. Groups and policies are read first, then those
 * members. The fleet's page offers the same users and groups: the ones the console can list,
 * its own silo's. A policy that cannot be read is the page's to say (not the loader's).
 */
export async function prefetchAccess(scope: PolicyScope) {
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

export function useAccessData(scope: PolicyScope) {
  const silo = usePrefetchedQuery(siloPolicy())
  const project = scope.kind === 'project' ? scope.project : ''
  const own = useQuery({ ...projectPolicy(project), enabled: !!project })
  const fleet = useQuery({ ...fleetPolicy(), enabled: scope.kind === 'fleet' })
  const scoped = scope.kind === 'fleet' ? fleet : own
  const policy = scope.kind === 'silo' ? silo : scoped.data
  if (!policy) throw scoped.error ?? new Error('the policy was not prefetched by the loader')
  const userItems = usePrefetchedQuery(siloUsers()).items
  const groupItems = usePrefetchedQuery(siloGroups()).items
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
  return { policy, silo, users, groups, identities: [...users, ...groups], groupsOf }
}
