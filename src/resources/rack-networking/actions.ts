import type { AddressLot, LoopbackAddress, SwitchPortSettingsIdentity } from '@oxide/api'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { deleteAddressLot, deleteLoopback, deletePortSettings, RACK_NETWORK_OPS } from './queries'

/** What the rack networking lists do to many at once: delete, each refusal reported per row. */
export const lotBulkActions: BulkAction<AddressLot>[] = [
  bulkDelete<AddressLot>('Delete address lots', {
    run: deleteAddressLot,
    touches: RACK_NETWORK_OPS,
    warning:
      'A lot that loopback addresses or port settings take addresses from is not deleted. This cannot be undone.',
  }),
]

export const loopbackBulkActions: BulkAction<LoopbackAddress>[] = [
  bulkDelete<LoopbackAddress>('Delete loopback addresses', {
    run: deleteLoopback,
    touches: RACK_NETWORK_OPS,
    warning: 'The switches stop answering on these addresses. This cannot be undone.',
  }),
]

export const portSettingsBulkActions: BulkAction<SwitchPortSettingsIdentity>[] = [
  bulkDelete<SwitchPortSettingsIdentity>('Delete switch port settings', {
    run: deletePortSettings,
    touches: RACK_NETWORK_OPS,
    warning:
      'The API deletes settings that switch ports still use; those ports are left with settings that no longer exist. This cannot be undone.',
  }),
]
