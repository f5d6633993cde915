import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { prefetchProjectRole, usePermissions } from '~/api/permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityEditForm } from '~/components/identity-edit-form'
import { routeParams, useRouteParams } from '~/components/route-params'
import { PROJECT_OPS, projectView } from '~/resources/projects/queries'
import { pb } from '~/util/paths'
import { sendSeedingView } from './project-form'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  await Promise.all([prefetch(projectView(project)), prefetchProjectRole(project)])
  return null
}

export default function ProjectEdit() {
  const navigate = useNavigate()
  const { project: name } = useRouteParams('project')
  const project = usePrefetchedQuery(projectView(name))
  const toList = () => navigate(pb.projects())
  return (
    <IdentityEditForm
      noun="project"
      current={project}
      change={requestChange(
        (body: Identity) => req('projectUpdate', { path: { project: project.name }, body }),
        PROJECT_OPS,
        sendSeedingView,
      )}
      denied={usePermissions(name).cannot('projectUpdate')}
      onSaved={toList}
      onDismiss={toList}
    />
  )
}
