import { usePermissions } from '~/api/permissions'
import { listPage, useProjectRole } from '~/components/list-page'
import { confirmPromoteImage, deleteImage, imageBulkActions } from '~/resources/images/actions'
import { IMAGE_OPS, projectImageList } from '~/resources/images/queries'
import { pb } from '~/util/paths'
import { imageColumns } from './image-columns'

export default listPage(
  () => {
    const role = useProjectRole('compute')
    // a silo image is the silo's: promoting one takes a silo role, whatever the project role
    return { ...role, cannotPromote: usePermissions(role.project).cannot('siloImages') }
  },
  ({ project, denied, cannotPromote }) => ({
    title: 'Images',
    query: (page) => projectImageList(project, page),
    columns: imageColumns((i) => pb.projectImageEdit({ project, image: i.name })),
    denied,
    rowActions: {
      view: (i) => pb.projectImageEdit({ project, image: i.name }),
      more: (i) => [
        {
          label: 'Promote',
          disabled: cannotPromote ?? false,
          onActivate: () => confirmPromoteImage(project, i),
        },
      ],
      delete: { kind: 'image', run: deleteImage(project), touches: IMAGE_OPS },
    },
    bulkActions: imageBulkActions(project),
    create: { to: pb.projectImagesNew({ project }), label: 'Upload image' },
    empty: {
      title: 'No images',
      body: "Project images are for this project's instances only. Upload one, or make one from a snapshot.",
    },
  }),
)
