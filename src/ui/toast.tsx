import { Toast } from '@base-ui/react/toast'
import { cn } from './cn'
import { CheckIcon, CloseIcon, ErrorIcon } from './icons'

/**
 * One toast manager for the whole app, callable outside React (mutation callbacks, the confirm
 * modal). Success toasts leave after 5 s, error toasts after 15 s (time to read and act), and
 * either on dismiss; hovering or focusing a toast holds it.
 */
export const SUCCESS_TOAST_MS = 5000
export const ERROR_TOAST_MS = 15_000
export const toastManager = Toast.createToastManager()

type ToastArgs = { title: string; description?: string }

export const toast = {
  success: ({ title, description }: ToastArgs) =>
    toastManager.add({ title, description, type: 'success', timeout: SUCCESS_TOAST_MS }),
  error: ({ title, description }: ToastArgs) =>
    toastManager.add({
      title,
      description,
      type: 'error',
      timeout: ERROR_TOAST_MS,
      priority: 'high',
    }),
}

/**
 * Base UI hides an error toast (and a collapsed toast's close button) from assistive tech while
 * it announces it through its own alert region, yet leaves it in the tab order: a focusable
 * element inside aria-hidden (axe: aria-hidden-focus). While hidden it leaves the tab order;
 * F6 focuses the toasts (Base UI), which unhides them and puts them back.
 */
const whileHidden = (props: { 'aria-hidden'?: boolean | 'true' | 'false'; tabIndex?: number }) =>
  props['aria-hidden'] === true || props['aria-hidden'] === 'true' ? -1 : props.tabIndex
const rootOutOfTabOrder = (props: React.ComponentProps<'div'>) => (
  <div {...props} tabIndex={whileHidden(props)} />
)
const closeOutOfTabOrder = (props: React.ComponentProps<'button'>) => (
  <button {...props} tabIndex={whileHidden(props)} />
)

function ToastList() {
  const { toasts } = Toast.useToastManager()
  return toasts.map((t) => (
    <Toast.Root
      key={t.id}
      toast={t}
      // Base UI gives a toast the role (alert)dialog; this tells it from the modals
      data-toast
      render={rootOutOfTabOrder}
      className={cn(
        'flex w-80 max-w-full items-start gap-3 rounded-lg border bg-raise p-3 shadow-lg',
        t.type === 'error' ? 'border-danger-fg/40' : 'border-line',
      )}
    >
      <span className={cn('mt-0.5', t.type === 'error' ? 'text-danger-fg' : 'text-accent-fg')}>
        {t.type === 'error' ? <ErrorIcon /> : <CheckIcon />}
      </span>
      <div className="min-w-0 flex-1">
        <Toast.Title className="font-semibold" />
        <Toast.Description className="text-secondary" />
      </div>
      <Toast.Close
        aria-label="Dismiss"
        className="rounded p-0.5 text-tertiary hover:bg-hover"
        render={closeOutOfTabOrder}
      >
        <CloseIcon size={14} />
      </Toast.Close>
    </Toast.Root>
  ))
}

export function Toaster({ children }: { children: React.ReactNode }) {
  return (
    <Toast.Provider toastManager={toastManager} limit={5}>
      {children}
      <Toast.Portal>
        {/* Layers: modals 50, toasts 60 (a failure shows over the modal that caused it), then
            what the user just opened (menus, listboxes, tooltips) 70, never hidden by a toast.
            With a dialog open the toasts move to the top (index.css), clear of its actions. */}
        <Toast.Viewport
          data-toast-viewport
          className="fixed right-4 bottom-4 z-[60] flex max-w-[calc(100vw-2rem)] flex-col gap-2"
        >
          <ToastList />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  )
}
