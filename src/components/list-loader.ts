import type { QueryKey } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { startFleetRoleReads } from '~/api/fleet-permissions'
import { type PageParams, prefetch } from '~/api/query'
import { pageParamsOf } from './paging'
import { routeParams } from './route-params'

/**
 * A list route's loader: `read` names the queries the page reads (the list's page first) from
 * the route's `params` and the page the URL names. A fleet page (`fleetRoles`) starts reading
 * the user's fleet role too, and does not wait for it. Loaders that decide what to read from
 * what they read first are written out (projects, sessions).
 */
export const listLoader =
  <N extends string = never>(
    read: (
      params: Record<N, string>,
      page: PageParams,
      request: Request,
    ) => { queryKey: QueryKey }[],
    { params = [], fleetRoles = false }: { params?: N[]; fleetRoles?: boolean } = {},
  ) =>
  ({ params: route, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) => {
    if (fleetRoles) startFleetRoleReads()
    return prefetch(...read(routeParams(route, ...params), pageParamsOf(request), request))
  }
