import { useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { cn } from './cn'

/** Spec section 9: once shown, a spinner stays at least 500 ms so it never flickers. */
export const MIN_SPINNER_MS = 500

/**
 * True while `active`, and for the rest of `minMs` after it turns false. Decided during render,
 * so it shows on the render `active` turns true and never blinks off before the minimum.
 */
export function useMinDisplay(active: boolean, minMs = MIN_SPINNER_MS): boolean {
  const since = useRef<number | null>(null)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  if (active && since.current === null) since.current = Date.now()
  const shown = active || (since.current !== null && Date.now() - since.current < minMs)
  // the minimum counts from the commit that puts it on screen, which on a busy machine comes
  // some ms after the render that decided it (the e2e measure once saw 481 ms)
  useLayoutEffect(() => {
    if (active) since.current = Date.now()
  }, [active])
  useEffect(() => {
    if (active || since.current === null) return
    const left = minMs - (Date.now() - since.current)
    if (left <= 0) {
      since.current = null
      return
    }
    const timer = setTimeout(() => {
      since.current = null
      rerender()
    }, left)
    return () => clearTimeout(timer)
  }, [active, minMs])
  return shown
}

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      className={cn('size-4 animate-spin', className)}
      viewBox="0 0 16 16"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="8" cy="8" r="6" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
      <path d="M14 8a6 6 0 0 0-6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
