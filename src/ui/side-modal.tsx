import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog, DialogClose, DialogTitle } from './dialog'

type SideModalProps = {
  /** A route's side modal is open while mounted; a panel the page toggles says when. */
  open?: boolean
  title: ReactNode
  /** Asked to close (Esc, backdrop, close button); the owner decides, e.g. after a dirty check. */
  onRequestClose: () => void
  children: ReactNode
  footer: ReactNode
}

/** A form's first field a user can type in or choose with, where focus goes on opening. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role="combobox"]:not([aria-disabled="true"])'

/**
 * A panel that slides over the right edge, 32rem wide (spec section 9). It is always open while
 * mounted: side modals are routes, so closing means navigating away. It opens with focus on its
 * first field, where there is one, not on Close (issue 27).
 */
export function SideModal({
  open = true,
  title,
  onRequestClose,
  children,
  footer,
}: SideModalProps) {
  if (!open) return null
  return (
    <Dialog
      onRequestClose={onRequestClose}
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>(FIRST_FIELD)}
      className="fixed inset-y-0 right-0 flex w-side-modal max-w-full flex-col border-l border-line bg-raise shadow-2xl"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <DialogClose onClick={onRequestClose} />
      </div>
      {children}
      <div className="flex justify-end gap-2 border-t border-line px-6 py-3">{footer}</div>
    </Dialog>
  )
}

/**
 * A side modal that only shows something (an image, an identity provider, an audit entry):
 * its body scrolls, and its one button closes it.
 */
export function ViewSideModal({
  title,
  onClose,
  children,
}: {
  title: ReactNode
  onClose: () => void
  children: ReactNode
}) {
  return (
    <SideModal
      title={title}
      onRequestClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-6 py-5">{children}</div>
    </SideModal>
  )
}
