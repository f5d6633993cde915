import type { Project } from '@oxide/api'
import { queryClient } from '~/api/query'
import { type Req, send } from '~/api/request'
import { projectView } from '~/resources/projects/queries'

/**
 * Send a project's create or update and put the answer in the project's cache entry: the next
 * page needs no request for what this one just got.
 */
export async function sendSeedingView(request: Req<'projectCreate' | 'projectUpdate'>) {
  const project: Project = await send(request)
  queryClient.setQueryData(projectView(project.name).queryKey, project)
  return project
}
