import { type LoaderFunctionArgs, redirect } from 'react-router'
import { isApiError } from '~/api/errors'
import { queryClient } from '~/api/query'
import { routeParams } from '~/components/route-params'
import { instanceById } from '~/resources/instances/queries'
import { projectView } from '~/resources/projects/queries'
import { pb } from '~/util/paths'

/**
 * Spec section 2: lookup/instances/{id} and lookup/i/{id} fetch the instance by id, then its
 * project, and go to the instance's storage tab. Any failure is the not-found page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const instance = await queryClient.fetchQuery(
      instanceById(routeParams(params, 'instance').instance),
    )
    const project = await queryClient.fetchQuery(projectView(instance.projectId))
    return redirect(pb.instanceStorage({ project: project.name, instance: instance.name }))
  } catch (e) {
    // a 401 is already on its way to the login page
    if (isApiError(e) && e.status === 401) throw e
    throw new Response('Not Found', { status: 404 })
  }
}

/** Never shown: the loader always redirects or fails. */
export default function InstanceLookup() {
  return null
}
