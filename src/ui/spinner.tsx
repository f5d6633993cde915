import { useEffect, useRef, useState } from 'react'
import { cn } from './cn'

/** Spec section 9: once shown, a spinner stays at least 500 ms so it never flickers. */
export const MIN_SPINNER_MS = 500

export function useMinDisplay(active: boolean, minMs = MIN_SPINNER_MS): boolean {
  const [shown, setShown] = useState(active)
  const since = useRef<number | null>(active ? Date.now() : null)
  useEffect(() => {
    if (active) {
      since.current ??= Date.now()
      setShown(true)
      return
    }
    if (since.current === null) return
    const left = minMs - (Date.now() - since.current)
    const done = () => {
      since.current = null
      setShown(false)
    }
    if (left <= 0) return done()
    const timer = setTimeout(done, left)
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
