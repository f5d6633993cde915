import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { routeParams, useRouteParams } from '~/components/route-params'
import { siloImageView } from '~/resources/images/queries'
import { pb } from '~/util/paths'
import { ImageSideModal } from './image-side-modal'

export function loader({ params }: LoaderFunctionArgs) {
  return prefetch(siloImageView(routeParams(params, 'image').image))
}

export default function SiloImageEdit() {
  const navigate = useNavigate()
  const { image } = useRouteParams('image')
  const data = usePrefetchedQuery(siloImageView(image))
  return <ImageSideModal image={data} onDismiss={() => navigate(pb.siloImages())} />
}
