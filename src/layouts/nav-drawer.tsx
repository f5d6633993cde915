import { Dialog } from '@base-ui/react/dialog'
import type { ReactNode } from 'react'
import { CloseIcon } from '~/ui/icons'

/** The sidebar as a drawer from the left, for small screens. Open while mounted. */
export function NavDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Popup className="fixed inset-y-0 left-0 z-50 flex w-64 flex-col gap-6 overflow-y-auto bg-raise px-3 py-4 shadow-2xl">
          <div className="flex items-center justify-between px-2.5">
            <Dialog.Title className="font-semibold">Navigation</Dialog.Title>
            <Dialog.Close aria-label="Close navigation" className="rounded p-1 hover:bg-hover">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
