import { lazyComponent } from '~/components/lazy-component'

/** The silo image list's modal form, loaded when first opened. */
export const DemoteImageModal = lazyComponent(() =>
  import('./demote-image-modal').then((m) => m.DemoteImageModal),
)
