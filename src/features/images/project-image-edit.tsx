import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { projectImageView } from '~/resources/images/queries'
import { pb } from '~/util/paths'
import { ImageSideModal } from './image-side-modal'

export default function ProjectImageEdit() {
  const navigate = useNavigate()
  const { project, image } = useRouteParams('project', 'image')
  const data = usePrefetchedQuery(projectImageView(project, image))
  return <ImageSideModal image={data} onDismiss={() => navigate(pb.projectImages({ project }))} />
}
