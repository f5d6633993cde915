import type { Image } from '@oxide/api'
import { call } from '~/api/query'
import type { BulkAction } from '~/components/list/bulk-actions'
import { IMAGE_OPS } from './queries'

/**
 * What an image list does to many images at once: a project's images within the project
 * (`project`), the silo's without one. `denied` is the user's role on them.
 */
export const imageBulkActions = (
  project: string | undefined,
  denied: string | undefined,
): BulkAction<Image>[] => [
  {
    label: 'Delete',
    title: 'Delete images',
    refuse: () => denied,
    run: (i) =>
      call('imageDelete', { path: { image: i.name }, ...(project && { query: { project } }) }),
    touches: IMAGE_OPS,
    danger: true,
    warning: 'This cannot be undone.',
  },
]
