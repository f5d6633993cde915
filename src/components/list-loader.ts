import type { QueryKey } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { type PageParams, prefetch } from '~/api/query'
import { pageParamsOf } from './paging'
import { routeParams } from './route-params'

/**
 * A list route's loader: `read` names the queries the page reads (the list's page first) from
 * the route's `params` and the page the URL names; `first` runs before, and is not waited for
 * (a fleet page's `startFleetRoleReads`, passed in: the fleet roles' module stays out of other
 * pages' first load). Loaders that decide what to read from what they read first are written
 * out (projects, sessions).
 */
export const listLoader =
  <N extends string = never>(
    read: (
      params: Record<N, string>,
      page: PageParams,
      request: Request,
    ) => { queryKey: QueryKey }[],
    { params = [], first }: { params?: N[]; first?: () => void } = {},
  ) =>
  ({ params: route, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) => {
    first?.()
    return prefetch(...read(routeParams(route, ...params), pageParamsOf(request), request))
  }
