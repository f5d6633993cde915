import { Toast } from '@base-ui/react/toast'
import { cn } from './cn'
import { CheckIcon, CloseIcon, ErrorIcon } from './icons'

/**
 * One toast manager for the whole app, callable outside React (mutation callbacks, the confirm
 * modal). Error toasts stay until dismissed; success toasts leave after 5 s.
 */
export const toastManager = Toast.createToastManager()

type ToastArgs = { title: string; description?: string }

export const toast = {
  success: ({ title, description }: ToastArgs) =>
    toastManager.add({ title, description, type: 'success', timeout: 5000 }),
  error: ({ title, description }: ToastArgs) =>
    toastManager.add({ title, description, type: 'error', timeout: 0, priority: 'high' }),
}

function ToastList() {
  const { toasts } = Toast.useToastManager()
  return toasts.map((t) => (
    <Toast.Root
      key={t.id}
      toast={t}
      className={cn(
        'flex w-80 items-start gap-3 rounded-lg border bg-raise p-3 shadow-lg',
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
      <Toast.Close aria-label="Dismiss" className="rounded p-0.5 text-tertiary hover:bg-hover">
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
            what the user just opened (menus, listboxes, tooltips) 70, never hidden by a toast. */}
        <Toast.Viewport className="fixed right-4 bottom-4 z-[60] flex flex-col gap-2">
          <ToastList />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  )
}
