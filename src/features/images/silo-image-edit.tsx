import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { siloImageView } from '~/resources/images/queries'
import { pb } from '~/util/paths'
import { ImageSideModal } from './image-side-modal'

export default function SiloImageEdit() {
  const navigate = useNavigate()
  const { image } = useRouteParams('image')
  const data = usePrefetchedQuery(siloImageView(image))
  return <ImageSideModal image={data} onDismiss={() => navigate(pb.siloImages())} />
}
