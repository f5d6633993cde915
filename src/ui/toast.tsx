import { type ComponentType, type ReactNode, useEffect, useSyncExternalStore } from 'react'

/**
 * Toasts, callable outside React (mutation callbacks, the confirm modal). Success toasts leave
 * after 5 s, error toasts after 15 s (time to read and act), and either on dismiss; hovering or
 * focusing a toast holds it. What shows them (toast-view.tsx, Base UI's toasts) loads with the
 * first toast, or at the user's first key or pointer press: no page's first load holds it
 * (issue 29). Until it is on screen, toasts wait in a queue here.
 */
export const SUCCESS_TOAST_MS = 5000
export const ERROR_TOAST_MS = 15_000

type ToastArgs = { title: string; description?: string }
type Queued = ToastArgs & { type: 'success' | 'error' }

let queue: Queued[] = []
let show: ((t: Queued) => void) | undefined
let View: ComponentType | undefined
const listeners = new Set<() => void>()

const load = () =>
  import('./toast-view').then((m) => {
    if (View) return
    View = m.ToastView
    for (const l of listeners) l()
  })

function add(t: Queued) {
  if (show) return show(t)
  queue.push(t)
  void load()
}

export const toast = {
  success: (t: ToastArgs) => add({ ...t, type: 'success' }),
  error: (t: ToastArgs) => add({ ...t, type: 'error' }),
}

/** For the view, once mounted: shows the queue, then each toast as it comes, until unmounted. */
export function drainToasts(into: (t: Queued) => void) {
  show = into
  for (const t of queue) into(t)
  queue = []
  return () => {
    if (show === into) show = undefined
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** The app and its toasts, which mount once their code is in. */
export function Toaster({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stop = preloadToasts()
    return () => {
      removeEventListener('pointerdown', stop, true)
      removeEventListener('keydown', stop, true)
    }
  }, [])
  const Loaded = useSyncExternalStore(
    subscribe,
    () => View,
    () => undefined,
  )
  return (
    <>
      {children}
      {Loaded && <Loaded />}
    </>
  )
}

/**
 * Loads the view at the user's first press of a key or a pointer: every toast follows a change
 * the user asked for, so the first one needs no download, and a page that is only looked at
 * never fetches it (an idle-time load raced the page's own chunks).
 */
function preloadToasts() {
  const once = () => {
    removeEventListener('pointerdown', once, true)
    removeEventListener('keydown', once, true)
    void load()
  }
  addEventListener('pointerdown', once, true)
  addEventListener('keydown', once, true)
  return once
}
