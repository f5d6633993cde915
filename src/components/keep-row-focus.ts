import { type RefObject, useEffect, useRef } from 'react'

const WATCH_MS = 2000
const EVERY_MS = 100

/**
 * When a row leaves the table while the keyboard was working in it (deleted from its actions
 * menu), focus would fall to the page's top once the confirm dialog closes, as its opener is
 * gone. Instead it goes to the row that took the removed one's place, or the one above it when
 * the last row went, or the table itself (issue 10). It acts only when focus was lost (on the
 * body): a polling list never moves the focus of someone working elsewhere.
 */
export function useKeepRowFocus(table: RefObject<HTMLElement | null>, ids: string[]) {
  const previous = useRef(ids)
  useEffect(() => {
    const before = previous.current
    previous.current = ids
    const removed = before.findIndex((id) => !ids.includes(id))
    if (removed === -1) return
    const target = () => {
      const rows = table.current?.querySelectorAll<HTMLElement>('tbody tr[data-row]') ?? []
      const row = rows[Math.min(removed, rows.length - 1)]
      return row?.querySelector<HTMLElement>('a, button') ?? table.current
    }
    let waited = 0
    const timer = setInterval(() => {
      waited += EVERY_MS
      const lost = document.activeElement === document.body || document.activeElement === null
      // a dialog still open owns the focus; wait for it to close
      const dialog = document.querySelector(
        ':is([role="dialog"], [role="alertdialog"]):not([data-toast])',
      )
      if (lost && !dialog) {
        const el = target()
        if (el && !el.hasAttribute('tabindex') && el === table.current) el.tabIndex = -1
        el?.focus()
      }
      if ((lost && !dialog) || waited >= WATCH_MS) clearInterval(timer)
    }, EVERY_MS)
    return () => clearInterval(timer)
  }, [ids, table])
}
