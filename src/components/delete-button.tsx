import { Button } from '~/ui/button'
import { confirmDelete } from './confirm-action'

/**
 * A detail page's Delete button: the confirm modal of `confirmDelete`, and when `denied` says
 * why, visible but disabled with that reason.
 */
export function DeleteButton({
  denied,
  ...options
}: Parameters<typeof confirmDelete>[0] & { denied?: string }) {
  return (
    <Button variant="danger" disabledReason={denied} onClick={() => confirmDelete(options)}>
      Delete
    </Button>
  )
}
