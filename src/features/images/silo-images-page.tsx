import type { Image } from '@oxide/api'
import { useState } from 'react'
import { usePermissions } from '~/api/permissions'
import { useSiloRoleRefusal } from '~/components/list/silo-role-refusal'
import { listPage } from '~/components/list-page'
import { deleteImage, imageBulkActions } from '~/resources/images/actions'
import { IMAGE_OPS, siloImageList } from '~/resources/images/queries'
import { Message } from '~/ui/message'
import { pb } from '~/util/paths'
import { imageColumns } from './image-columns'
import { DemoteImageModal } from './lazy-modals'

const columns = imageColumns((i) => pb.siloImageEdit({ image: i.name }))

/** The silo's images: every project of the silo can boot from them. */
export default listPage(
  () => {
    const [demoting, setDemoting] = useState<Image | null>(null)
    const denied = usePermissions().cannot('siloImages')
    return { demoting, setDemoting, denied, refused: useSiloRoleRefusal(siloImageList) }
  },
  ({ demoting, setDemoting, denied, refused }) => ({
    title: 'Images',
    query: (page) => siloImageList(page),
    columns,
    denied,
    rowActions: {
      view: (i) => pb.siloImageEdit({ image: i.name }),
      more: (i) => [{ label: 'Demote', onActivate: () => setDemoting(i) }],
      delete: { kind: 'image', run: deleteImage(undefined), touches: IMAGE_OPS },
    },
    bulkActions: imageBulkActions(undefined),
    empty: {
      title: 'No silo images',
      body: 'Silo images are for every project of the silo. A project image becomes one when it is promoted.',
    },
    notice: refused && (
      <Message variant="notice" title="The silo’s images are not listed to you">
        <p>{refused} A project’s own images are on its Images page.</p>
      </Message>
    ),
    children: demoting && <DemoteImageModal image={demoting} onDismiss={() => setDemoting(null)} />,
  }),
)
