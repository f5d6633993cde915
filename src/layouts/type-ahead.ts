import { useCallback, useEffect, useRef } from 'react'

/**
 * Keys typed between a shortcut and the focus of what it opens (issue 27: the jump dialog's
 * code loads on its first use, and what was typed meanwhile was lost). While `waiting`, the
 * printable keys and Backspace are held here, kept from the page (a `?` would open the
 * shortcuts); `take()` hands them over and holding stops until the next wait (taking again
 * gives the same text: React may run a state initializer twice).
 */
export function useTypeAhead(waiting: boolean) {
  const held = useRef({ text: '', taken: false })
  useEffect(() => {
    if (!waiting) return
    held.current = { text: '', taken: false }
    const onKey = (e: KeyboardEvent) => {
      if (held.current.taken || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return
      if (e.key === 'Backspace') held.current.text = held.current.text.slice(0, -1)
      else if (e.key.length === 1) held.current.text += e.key
      else return
      e.preventDefault()
      e.stopPropagation()
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [waiting])
  return useCallback(() => {
    held.current.taken = true
    return held.current.text
  }, [])
}
