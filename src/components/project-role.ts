import { usePermissions } from '~/api/permissions'
import type { RoleAction } from '~/util/roles'
import { useRouteParams } from './route-params'

/**
 * What most project screens read first: the route's project (and the other params named) and
 * why the user's roles there forbid `action`, or undefined when they allow it.
 *   const { project, vpc, denied } = useProjectRole('networking', 'vpc')
 */
export function useProjectRole<K extends string = never>(action: RoleAction, ...names: K[]) {
  const params = useRouteParams<K | 'project'>('project', ...names)
  return { ...params, denied: usePermissions(params.project).cannot(action) }
}
