import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import {
  atLeast,
  projectRoleOf,
  type Role,
  type RoleAction,
  roleDenies,
  roleIn,
} from '~/util/roles'
import { meQuery, myGroupsQuery } from './current-user'
import { maybeQ, queryClient, Unavailable } from './query'

/**
 * The signed-in user's effective roles (issue 10): read once from /v1/me, /v1/me/groups,
 * /v1/policy and /v1/projects/{p}/policy, cached like every query, and prefetched by the silo
 * and project layout loaders so no control shows enabled before it is known. Controls a role
 * cannot use are disabled with the reason; the server's 403 stays the backstop.
 */

/**
 * A policy the user may not read (403) tells that they hold no role there: it reads as
 * `Unavailable`, a role of null. The same queries as the access pages' (one request for both),
 * keyed after the operation, so `invalidate('policyView')` after a policy change refreshes the
 * roles too.
 */
export const siloPolicyQuery = maybeQ('policyView', {}, [403])
export const projectPolicyQuery = (project: string) =>
  maybeQ('projectPolicyView', { path: { project } }, [403])

/** The user's own id and their groups' ids, or undefined while either is unknown. */
function identitiesOf(
  me: { id: string } | undefined,
  groups: { items: { id: string }[] } | undefined,
) {
  return me && groups ? [me.id, ...groups.items.map((g) => g.id)] : undefined
}

/** A role from a policy; undefined (unknown) while the user or the policy is not known. */
function roleOf(
  identities: string[] | undefined,
  policy: Parameters<typeof roleIn>[0] | Unavailable | undefined,
): Role | null | undefined {
  if (identities === undefined || policy === undefined) return undefined
  return roleIn(policy instanceof Unavailable ? null : policy, identities)
}

const cached = <T>(options: { queryKey: readonly unknown[] }) =>
  queryClient.getQueryData(options.queryKey) as T | undefined

/** The silo role from the cache (for loaders). */
function cachedSiloRole() {
  const ids = identitiesOf(cached(meQuery), cached(myGroupsQuery))
  return roleOf(ids, cached(siloPolicyQuery))
}

/**
 * For the silo layout loader: the user, their groups and the silo policy. Never throws: a role
 * that could not be read leaves the controls to the server.
 */
export async function prefetchSiloRole() {
  await Promise.all([
    queryClient.prefetchQuery(meQuery),
    queryClient.prefetchQuery(myGroupsQuery),
    queryClient.prefetchQuery(siloPolicyQuery),
  ])
}

/** For the project layout loader: the silo role and the project's policy. */
export async function prefetchProjectRole(project: string) {
  await Promise.all([prefetchSiloRole(), queryClient.prefetchQuery(projectPolicyQuery(project))])
}

/**
 * For the project layout loader, once the project opened: a user with no silo role may not
 * list the silo's projects (row R1), so this browser remembers it for them (its code loads
 * only for them; a silo role lists every project anyway).
 */
export function rememberOpenedProject(project: string) {
  if (cachedSiloRole() === null)
    void import('./recent-projects').then((m) => m.recentProjects.remember(project))
}

/**
 * For a list of projects (their row actions): each project's policy, but only when the silo
 * role alone does not already allow editing and deleting every project, so a silo
 * collaborator's list costs no extra calls.
 */
export async function prefetchProjectRoles(projects: string[]) {
  await prefetchSiloRole()
  const silo = cachedSiloRole()
  if (silo === undefined || atLeast(silo, 'collaborator')) return
  await Promise.all(projects.map((p) => queryClient.prefetchQuery(projectPolicyQuery(p))))
}

export type Permissions = {
  /** null: no role; undefined: not known (the policy could not be read). */
  siloRole: Role | null | undefined
  projectRole: Role | null | undefined
  /** Why the user's role does not allow the action, or undefined when it does (or is unknown). */
  cannot: (action: RoleAction) => string | undefined
}

function permissions(silo: Role | null | undefined, projectPolicyRole?: Role | null): Permissions {
  const project =
    silo === undefined || projectPolicyRole === undefined
      ? undefined
      : projectRoleOf(silo, projectPolicyRole)
  return {
    siloRole: silo,
    projectRole: project,
    cannot: (action) => roleDenies(action, { silo, project }),
  }
}

function useIdentities() {
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  return useMemo(() => identitiesOf(me, groups), [me, groups])
}

/** The user's roles on the silo and, given a project, on that project. */
export function usePermissions(project?: string): Permissions {
  const ids = useIdentities()
  const silo = roleOf(ids, useQuery(siloPolicyQuery).data)
  const policy = useQuery({ ...projectPolicyQuery(project ?? ''), enabled: !!project }).data
  const projectPolicyRole = project ? roleOf(ids, policy) : undefined
  return useMemo(() => permissions(silo, projectPolicyRole), [silo, projectPolicyRole])
}

/**
 * The roles on any project of a list (its rows), from the policies `prefetchProjectRoles` read
 * for the page. A project whose policy was not read is left to the silo role where that
 * suffices, else to the server.
 */
export function useProjectsPermissions(): (project: string) => Permissions {
  const ids = useIdentities()
  const silo = roleOf(ids, useQuery(siloPolicyQuery).data)
  return useCallback(
    (project) => permissions(silo, roleOf(ids, cached(projectPolicyQuery(project)))),
    [ids, silo],
  )
}
