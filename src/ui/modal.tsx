import type { ReactNode } from 'react'
import { cn } from './cn'
import { Dialog, DialogClose, DialogDescription, DialogTitle } from './dialog'

/** Spec section 9: narrow 24rem, medium 28rem, free 24 to 48rem. */
export type ModalWidth = 'narrow' | 'medium' | 'free'

const widths: Record<ModalWidth, string> = {
  narrow: 'w-modal-narrow',
  medium: 'w-modal-medium',
  // the minimum gives way to a narrow screen (a min-width would beat the popup's max-width)
  free: 'w-auto min-w-[min(var(--width-modal-free-min),calc(100vw-2rem))] max-w-[min(var(--width-modal-free-max),calc(100vw-2rem))]',
}

type ModalProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  width?: ModalWidth
  children: ReactNode
  /** Buttons, right-aligned at the bottom. */
  footer?: ReactNode
  /** While an action runs the modal cannot be dismissed. */
  dismissable?: boolean
}

export function Modal({
  open,
  onClose,
  title,
  width = 'medium',
  children,
  footer,
  dismissable = true,
}: ModalProps) {
  if (!open) return null
  const close = () => {
    if (dismissable) onClose()
  }
  return (
    <Dialog
      onRequestClose={close}
      className={cn(
        'fixed top-1/2 left-1/2 max-h-[85vh] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg border border-line bg-raise shadow-2xl',
        widths[width],
      )}
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
        <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
        <DialogClose onClick={close} disabled={!dismissable} />
      </div>
      <div className="px-5 py-4">{children}</div>
      {footer && (
        <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>
      )}
    </Dialog>
  )
}

/** A modal's body text, read as the dialog's description. */
export const ModalText = ({ children }: { children: ReactNode }) => (
  <DialogDescription className="text-secondary">{children}</DialogDescription>
)
