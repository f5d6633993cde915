import { lazyComponent } from '~/components/lazy-component'

/**
 * The instance screens' modal forms, loaded when first opened (bench: cold loads). The resize
 * modal is instance-actions.ts's: the instance list needs only it.
 */
export const AttachDiskModal = lazyComponent(() =>
  import('~/resources/disks/modals').then((m) => m.AttachDiskModal),
)
export const CreateDiskModal = lazyComponent(() =>
  import('~/resources/disks/modals').then((m) => m.CreateDiskModal),
)
export const AddNicModal = lazyComponent(() => import('./nic-modals').then((m) => m.AddNicModal))
export const EditNicModal = lazyComponent(() => import('./nic-modals').then((m) => m.EditNicModal))
export const AttachEphemeralIpModal = lazyComponent(() =>
  import('./ip-modals').then((m) => m.AttachEphemeralIpModal),
)
export const AttachFloatingIpModal = lazyComponent(() =>
  import('./ip-modals').then((m) => m.AttachFloatingIpModal),
)
export const InstanceCliDialog = lazyComponent(() =>
  import('./instance-cli-dialog').then((m) => m.InstanceCliDialog),
)
export const AttachExternalSubnetModal = lazyComponent(() =>
  import('./subnet-modals').then((m) => m.AttachExternalSubnetModal),
)
export const JoinMulticastGroupModal = lazyComponent(() =>
  import('./multicast-modals').then((m) => m.JoinMulticastGroupModal),
)
