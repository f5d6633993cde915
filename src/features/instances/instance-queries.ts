import type { Instance } from '@oxide/api'
import { invalidate, listQ, type PageParams, q, usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { isTransitional, POLL_MS } from '~/util/instance-states'

export { POLL_MS }

/** Pickers (images, disks, VPCs, keys) read one page this large rather than paging. */
export const PICKER_LIMIT = 1000

export const instanceView = (project: string, instance: string) =>
  q('instanceView', { path: { instance }, query: { project } })

export const instanceList = (project: string, page: PageParams) =>
  listQ('instanceList', { query: { project } }, page)

/** refetchInterval for one instance: poll while it is creating, starting, stopping, rebooting. */
export const pollInstance = (query: { state: { data?: Instance } }) =>
  query.state.data && isTransitional(query.state.data.runState) ? POLL_MS : false

/** refetchInterval for a list: poll while any instance on the page is transitional. */
export const pollInstances = (query: { state: { data?: { items: Instance[] } } }) =>
  query.state.data?.items.some((i) => isTransitional(i.runState)) ? POLL_MS : false

/** Everything that shows an instance's run state or its parts. */
export const refreshInstances = () => invalidate('instanceList', 'instanceView')

/** The instance of the page (and its tabs), polled while it is on its way to another state. */
export function useInstance(): { project: string; instance: Instance } {
  const { project, instance: name } = useRouteParams('project', 'instance')
  const instance = usePrefetchedQuery({
    ...instanceView(project, name),
    refetchInterval: pollInstance,
  })
  return { project, instance }
}
