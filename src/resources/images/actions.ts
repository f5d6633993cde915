import type { Image } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete, confirmAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { IMAGE_OPS } from './queries'

/** Delete one image: a project's (`project`) or the silo's. */
export const deleteImage = (project: string | undefined) => (i: Image) =>
  call('imageDelete', { path: { image: i.name }, ...(project && { query: { project } }) })

/** Promote a project's image to the silo's, once the user confirms. */
export const confirmPromoteImage = (project: string, i: Image) =>
  confirmAction({
    title: 'Promote image',
    content: `Promote ${i.name} to a silo image? Every project of the silo will be able to use it, and it leaves this project's list.`,
    confirmLabel: 'Promote',
    run: () => call('imagePromote', { path: { image: i.name }, query: { project } }),
    touches: IMAGE_OPS,
    success: `Image ${i.name} promoted to the silo`,
  })

/**
 * What an image list does to many images at once: a project's images within the project
 * (`project`), the silo's without one. `denied` is the user's role on them.
 */
export const imageBulkActions = (project: string | undefined): BulkAction<Image>[] => [
  bulkDelete<Image>('Delete images', { run: deleteImage(project), touches: IMAGE_OPS }),
]
