import { useEffect, useState } from 'react'

/**
 * True from the frame after the component's first paint: the page's content is on screen by
 * then. For reads that the page's content does not wait for and that should not compete with
 * it (issue 29: the navigation's issue count, the firewall preview's interfaces).
 */
export function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
