import { type QueryKey, useQuery } from '@tanstack/react-query'
import { needsSiloRole, siloRoleReason } from '~/api/silo-lists'
import { usePaging } from '../paging'
import type { PageQuery } from './use-collection'

/**
 * A list page of a silo-wide collection (the projects, the silo's images) for a user without a
 * silo role, which the server refuses them (real-api-behaviour.md rows R1, R2): the refusal is
 * their role, not the page's failure. The loader lets it pass (`unlessSiloRoleNeeded`, api/silo-lists.ts) and the
 * page shows the reason (`useSiloRoleRefusal`) in place of the table; anything else still fails
 * the route.
 */
/** Why the loader's page of the list was refused, or undefined when it was not. */
export function useSiloRoleRefusal<T, K extends QueryKey>(query: PageQuery<T, K>) {
  // the page the table would read, as the cache holds it; nothing is fetched from here
  const { error } = useQuery({ ...query(usePaging().params), enabled: false })
  return needsSiloRole(error) ? siloRoleReason(error.op) : undefined
}
