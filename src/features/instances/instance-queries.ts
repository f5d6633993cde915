import type { Instance } from '@oxide/api'
import { usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { instanceView, pollInstance } from '~/resources/instances/queries'

/** The instance of the page (and its tabs), polled while it is on its way to another state. */
export function useInstance(): { project: string; instance: Instance } {
  const { project, instance: name } = useRouteParams('project', 'instance')
  const instance = usePrefetchedQuery({
    ...instanceView(project, name),
    refetchInterval: pollInstance,
  })
  return { project, instance }
}
