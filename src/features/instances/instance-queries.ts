import type { Instance } from '@oxide/api'
import { useParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { instanceView, pollInstance } from '~/resources/instances/queries'

/** The instance of the page (and its tabs), polled while it is on its way to another state. */
export function useInstance(): { project: string; instance: Instance } {
  const params = useParams()
  const project = params.project!
  const instance = usePrefetchedQuery({
    ...instanceView(project, params.instance!),
    refetchInterval: pollInstance,
  })
  return { project, instance }
}
