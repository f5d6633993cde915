import { confirmAction } from '~/components/confirm-action'
import { deletePortSettings, RACK_NETWORK_OPS } from '~/resources/rack-networking/queries'

/**
 * Deleting port settings. The API does not check whether a switch port uses them (the port keeps
 * the id of settings that no longer exist), so the confirmation says so.
 */
export function confirmDeleteSettings(s: { id: string; name: string }, after?: () => void) {
  confirmAction({
    title: 'Delete switch port settings',
    content: (
      <>
        <p>
          Are you sure you want to delete <strong className="text-default">{s.name}</strong>? This
          cannot be undone.
        </p>
        <p className="mt-2">
          The API deletes settings even while a switch port uses them: check the switches&apos;
          ports first (Inventory, Switches).
        </p>
      </>
    ),
    confirmLabel: 'Delete',
    danger: true,
    run: () => deletePortSettings(s),
    touches: RACK_NETWORK_OPS,
    success: `Switch port settings ${s.name} deleted`,
    ...(after ? { after } : {}),
  })
}
