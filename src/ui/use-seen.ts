import { useEffect, useRef, useState } from 'react'

/**
 * Whether an element has come near the screen yet (within 200 px of the viewport), for a read
 * per row that only rows someone can see should make: a page of 100 rows asks for the dozen on
 * screen, then for each row as it is scrolled to (issue 29). Once seen, it stays seen.
 */
export function useSeen<E extends Element>() {
  const ref = useRef<E>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (seen || !el) return
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), {
      rootMargin: '200px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [seen])
  return [ref, seen] as const
}
