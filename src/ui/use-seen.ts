import { useEffect, useRef, useState } from 'react'

/** How long an element stays near the screen before it counts as seen. */
export const SEEN_AFTER_MS = 200

/**
 * Whether an element has come near the screen (within 200 px of the viewport) and stayed there
 * for SEEN_AFTER_MS, for a read per row that only rows someone looks at should make: a page of
 * 100 rows asks for the dozen on screen, then for each row as it is scrolled to (issue 29).
 * Rows scrolled or paged past sooner are never read: each answer re-renders its row at once,
 * which held up the next page (a Next pressed at the bottom of a list drew the new page only
 * after the reads of the rows beside the button had all come back). Once seen, it stays seen.
 * `hold` (asked when the dwell ends; a stable function) postpones it, e.g. while the page is left.
 */
export function useSeen<E extends Element>(hold?: () => boolean) {
  const ref = useRef<E>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (seen || !el) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // while `hold` says so the element is not seen yet: it is asked again a dwell later
    const arm = () => {
      timer = setTimeout(() => (hold?.() ? arm() : setSeen(true)), SEEN_AFTER_MS)
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer)
        if (entry?.isIntersecting) arm()
      },
      { rootMargin: '200px' },
    )
    observer.observe(el)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [seen, hold])
  return [ref, seen] as const
}
