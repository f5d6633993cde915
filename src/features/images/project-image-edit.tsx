import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { routeParams, useRouteParams } from '~/components/route-params'
import { projectImageView } from '~/resources/images/queries'
import { pb } from '~/util/paths'
import { ImageSideModal } from './image-side-modal'

export function loader({ params }: LoaderFunctionArgs) {
  const { project, image } = routeParams(params, 'project', 'image')
  return prefetch(projectImageView(project, image))
}

export default function ProjectImageEdit() {
  const navigate = useNavigate()
  const { project, image } = useRouteParams('project', 'image')
  const data = usePrefetchedQuery(projectImageView(project, image))
  return <ImageSideModal image={data} onDismiss={() => navigate(pb.projectImages({ project }))} />
}
