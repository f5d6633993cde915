import { Toast } from '@base-ui/react/toast'
import { useEffect } from 'react'
import { cn } from './cn'
import { CheckIcon, CloseIcon, ErrorIcon } from './icons'
import { drainToasts, ERROR_TOAST_MS, SUCCESS_TOAST_MS } from './toast'

/** The toasts' manager; toasts come from `toast` (toast.ts), queued until this is on screen. */
const toastManager = Toast.createToastManager()

const timeout = { success: SUCCESS_TOAST_MS, error: ERROR_TOAST_MS }

/** Shows what `toast` queued and what it queues later, while mounted. */
function useQueuedToasts() {
  useEffect(
    () =>
      drainToasts((t) =>
        toastManager.add({
          title: t.title,
          description: t.description,
          type: t.type,
          timeout: timeout[t.type],
          ...(t.type === 'error' && { priority: 'high' as const }),
        }),
      ),
    [],
  )
}

/** Every toast closed at once (tests). */
export const closeAllToasts = () => toastManager.close()

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

/**
 * The toasts on screen, loaded with the first toast (toast.ts): the pages' first load carries
 * none of Base UI's toast code.
 */
export function ToastView() {
  useQueuedToasts()
  return (
    <Toast.Provider toastManager={toastManager} limit={5}>
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
