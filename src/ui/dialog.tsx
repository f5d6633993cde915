import {
  createContext,
  type ReactNode,
  useContext,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { cn } from './cn'
import { CloseIcon } from './icons'

/**
 * The modal dialog under every modal, side modal, drawer and Jump to: a `role="dialog"` layer
 * of its own at the end of the body, over a backdrop. The platform's `<dialog>` would put it
 * in the top layer, above the toasts, which show over the modal that caused them (layers: modals
 * 50, toasts 60, menus and listboxes 70), and make them inert; so the rest of the page is made
 * inert here instead, as the topmost dialog opens, and given back as it closes.
 *
 * Opening focuses `initialFocus` (or the first control, or the dialog); Escape and a click on
 * the backdrop ask `onRequestClose`, which decides (a dirty form asks first); closing gives
 * focus back to where it was, unless `restoreFocus` says not to (a jump moved it).
 */
type DialogProps = {
  onRequestClose: () => void
  className?: string
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null | undefined
  restoreFocus?: () => boolean
  children: ReactNode
}

const Ids = createContext<{
  title: string
  description: string
  setDescribed: (on: boolean) => void
}>({
  title: '',
  description: '',
  setDescribed: () => {},
})

/** The dialogs' layers, topmost last. */
const stack: HTMLElement[] = []
/** What a dialog made inert, so that only that is given back. */
const madeInert = new WeakSet<Element>()

/** Everything in the body but the topmost layer and the toasts is inert while a dialog is open. */
function inertAllBut(top: HTMLElement | undefined) {
  for (const el of Array.from(document.body.children)) {
    if (!(el instanceof HTMLElement)) continue
    const keep =
      !top ||
      el === top ||
      el.matches('[data-toast-viewport]') ||
      el.querySelector('[data-toast-viewport]') !== null
    if (!keep && !el.inert) {
      el.inert = true
      madeInert.add(el)
    } else if (keep && madeInert.has(el)) {
      el.inert = false
      madeInert.delete(el)
    }
  }
}

const CONTROLS =
  'button:not(:disabled), [href], input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

export function Dialog({
  onRequestClose,
  className,
  initialFocus,
  restoreFocus,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  const [described, setDescribed] = useState(false)
  const requestClose = useEffectEvent(onRequestClose)
  const focusFirst = useEffectEvent((dialog: HTMLElement) => {
    const target = initialFocus?.(dialog) ?? dialog.querySelector<HTMLElement>(CONTROLS) ?? dialog
    target.focus({ preventScroll: true })
  })
  const giveFocusBack = useEffectEvent(() => restoreFocus?.() ?? true)
  useLayoutEffect(() => {
    const dialog = ref.current
    const layer = dialog?.parentElement
    if (!dialog || !layer) return
    const before = document.activeElement
    stack.push(layer)
    inertAllBut(layer)
    focusFirst(dialog)
    // on the dialog's own element: a listbox or menu opened from it (in a layer of its own)
    // hears its own Escape, and a nested dialog its own
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      requestClose()
    }
    dialog.addEventListener('keydown', onKeyDown)
    // a click on the backdrop is a pointer's way out (it is no control: Escape and the Close
    // button are the keyboard's), heard on the layer like the keys
    const backdrop = layer.firstElementChild
    const onClick = (e: MouseEvent) => {
      if (e.target === backdrop) requestClose()
    }
    layer.addEventListener('click', onClick)
    return () => {
      dialog.removeEventListener('keydown', onKeyDown)
      layer.removeEventListener('click', onClick)
      stack.splice(stack.indexOf(layer), 1)
      inertAllBut(stack.at(-1))
      if (giveFocusBack() && before instanceof HTMLElement && before.isConnected)
        before.focus({ preventScroll: true })
    }
  }, [])
  const ids = { title: `${id}-title`, description: `${id}-description`, setDescribed }
  return createPortal(
    <div data-modal-layer="">
      <div className="fixed inset-0 z-40 bg-overlay" />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={described ? ids.description : undefined}
        tabIndex={-1}
        className={cn('z-50 outline-none', className)}
      >
        <Ids.Provider value={ids}>{children}</Ids.Provider>
      </div>
    </div>,
    document.body,
  )
}

/** The button in a dialog's corner that asks to close it. */
export function DialogClose({
  label = 'Close',
  onClick,
  disabled,
}: {
  label?: string
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded p-1 text-tertiary hover:bg-hover hover:text-default"
    >
      <CloseIcon />
    </button>
  )
}

/** The dialog's title, which names it. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h2 id={useContext(Ids).title} className={className}>
      {children}
    </h2>
  )
}

/** Text that describes the dialog, read with its name. */
export function DialogDescription({
  className,
  children,
}: {
  className?: string
  children: ReactNode
}) {
  const { description, setDescribed } = useContext(Ids)
  useLayoutEffect(() => {
    setDescribed(true)
    return () => setDescribed(false)
  }, [setDescribed])
  return (
    <p id={description} className={className}>
      {children}
    </p>
  )
}
