import { useEffect } from 'react'

/**
 * Content on its way: the Suspense fallbacks on screen now (a lazy tab, a lazy panel). Apart
 * from content-settled.tsx, which reads it, so the shell's lazy parts carry only this.
 */
let pending = 0
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
export const subscribePending = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
export const isPending = () => pending > 0

/** A Suspense fallback that says content is still coming while it is on screen. */
export function ContentPending() {
  useEffect(() => {
    pending++
    notify()
    return () => {
      pending--
      notify()
    }
  }, [])
  return null
}
