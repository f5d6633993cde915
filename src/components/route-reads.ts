import type { QueryKey } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { type PageParams, prefetch, queryClient } from '~/api/query'
import { pageParamsOf } from './list/page-params'
import { routeParams } from './route-params'

type Read<N extends string> = (
  params: Record<N, string>,
  page: PageParams,
  request: Request,
) => { queryKey: QueryKey }[]

/**
 * A route loader that asks for what a page reads, named by its URL alone: `read` names the
 * queries (a list's page first) from the route's `params` and the page the URL names.
 *   routeReads((p, page) => [instanceList(p.project, page)], { params: ['project'] })
 * In the route table (route-table/kit.tsx `lazy`), it runs as the navigation starts, beside
 * the layouts' reads and while the page's module loads: the page is one API round trip away.
 * `first` runs before: a gate that may refuse the page (`requireFleetViewer` of the probes).
 * `warm`: the reads are warmed, not required (a failure stays in the cache for the page to name,
 * as the issues page names a source it could not read; a 401 still signs out).
 * A page that decides what to read from what it read first keeps that in its module's loader.
 * (The fleet role's reads of the system pages start in the system layout's loader.)
 */
export const routeReads =
  <N extends string = never>(
    read: Read<N>,
    { params = [], first, warm }: { params?: N[]; first?: () => unknown; warm?: boolean } = {},
  ) =>
  async ({ params: route, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) => {
    await first?.()
    const queries = read(routeParams(route, ...params), pageParamsOf(request), request)
    if (!warm) return prefetch(...queries)
    await Promise.all(queries.map((q) => queryClient.prefetchQuery(q)))
    return null
  }
