import type { ReactNode } from 'react'
import { Dialog, DialogClose, DialogTitle } from '~/ui/dialog'

/** The sidebar as a drawer from the left, for small screens. Open while mounted. */
export function NavDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog
      onRequestClose={onClose}
      className="fixed inset-y-0 left-0 flex w-64 flex-col gap-6 overflow-y-auto bg-raise px-3 py-4 shadow-2xl"
    >
      <div className="flex items-center justify-between px-2.5">
        <DialogTitle className="font-semibold">Navigation</DialogTitle>
        <DialogClose label="Close navigation" onClick={onClose} />
      </div>
      {children}
    </Dialog>
  )
}
