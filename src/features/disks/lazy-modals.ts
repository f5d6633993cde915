import { lazyComponent } from '~/components/lazy-component'

/** The disk list's modal form, loaded when first opened. */
export const AttachDiskModal = lazyComponent(() =>
  import('~/resources/disks/modals').then((m) => m.AttachDiskModal),
)
