import { useQuery } from '@tanstack/react-query'
import { usePrefetchedQueries } from '~/api/prefetched-queries'
import { ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import {
  fleetPolicy,
  groupMembers,
  type PolicyScope,
  policyOf,
  projectPolicy,
  siloGroups,
  siloPolicy,
  siloUsers,
} from '~/resources/policies/queries'
import type { Identity, Membership } from '~/util/effective-access'

/**
 * What the access pages read: the scope's policy (and on a project the silo's, whose roles
 * carry down), the silo's users and groups, and each group's members, which say who holds a
 * role through a group. Groups are read first, then their members. The fleet's page offers
 * the same users and groups: the ones the console can list, its own silo's.
 */
export async function prefetchAccess(scope: PolicyScope) {
  const [groups] = await Promise.all([
    ensure(siloGroups()),
    prefetch(policyOf(scope), siloPolicy(), siloUsers()),
  ])
  return prefetch(...groups.items.map((g) => groupMembers(g.id)))
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
  const members = usePrefetchedQueries(groupItems.map((g) => groupMembers(g.id)))
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
    groups.filter((_, i) => members[i]?.items.some((u) => u.id === userId))
  return { policy, silo, users, groups, identities: [...users, ...groups], groupsOf }
}
