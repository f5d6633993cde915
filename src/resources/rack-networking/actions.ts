import type { AddressLot, LoopbackAddress, SwitchPortSettingsIdentity } from '@oxide/api'
import type { BulkAction } from '~/components/list/bulk-actions'
import { deleteAddressLot, deleteLoopback, deletePortSettings, RACK_NETWORK_OPS } from './queries'

/** What the rack networking lists do to many at once: delete, each refusal reported per row. */
const bulkDelete = <T>(
  title: string,
  run: (row: T) => Promise<unknown>,
  denied: string | undefined,
  warning: string,
): BulkAction<T>[] => [
  {
    label: 'Delete',
    title,
    refuse: () => denied,
    run,
    touches: RACK_NETWORK_OPS,
    danger: true,
    warning,
  },
]

export const lotBulkActions = (denied: string | undefined) =>
  bulkDelete<AddressLot>(
    'Delete address lots',
    deleteAddressLot,
    denied,
    'A lot that loopback addresses or port settings take addresses from is not deleted. This cannot be undone.',
  )

export const loopbackBulkActions = (denied: string | undefined) =>
  bulkDelete<LoopbackAddress>(
    'Delete loopback addresses',
    deleteLoopback,
    denied,
    'The switches stop answering on these addresses. This cannot be undone.',
  )

export const portSettingsBulkActions = (denied: string | undefined) =>
  bulkDelete<SwitchPortSettingsIdentity>(
    'Delete switch port settings',
    deletePortSettings,
    denied,
    'The API deletes settings that switch ports still use; those ports are left with settings that no longer exist. This cannot be undone.',
  )
