import { FitAddon } from '@xterm/addon-fit'
import { SearchAddon } from '@xterm/addon-search'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { useEffect, useRef } from 'react'
import { styleAttributesThroughCssom, withAdoptedStyles } from './csp-styles'

/** A fixed dark terminal in either app theme, as a serial console looks; text meets WCAG AA. */
const THEME = {
  background: '#101214',
  foreground: '#e6e8ea',
  cursor: '#e6e8ea',
  selectionBackground: '#3b5b8c',
}

export type TerminalHandle = { terminal: Terminal; search: SearchAddon }

/**
 * xterm.js in a box it fills: refitted whenever the box changes size (a window resize
 * included), focused when it opens. `onReady` gets the terminal and its search add-on.
 */
export function SerialTerminal({
  label,
  onData,
  onReady,
}: {
  label: string
  onData: (data: string) => void
  onReady: (handle: TerminalHandle | null) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const input = useRef(onData)
  input.current = onData

  useEffect(() => {
    const element = box.current
    if (!element) return
    const terminal = new Terminal({
      theme: THEME,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: 13,
      scrollback: 10000,
      convertEol: false,
      // the search add-on's match highlights (and its match count) use the decorations API
      allowProposedApi: true,
    })
    const fit = new FitAddon()
    const search = new SearchAddon()
    terminal.loadAddon(fit)
    terminal.loadAddon(search)
    const refit = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0) fit.fit()
    }
    const restoreStyles = styleAttributesThroughCssom()
    withAdoptedStyles(element.ownerDocument, () => {
      terminal.open(element)
      refit()
    })
    terminal.textarea?.setAttribute('aria-label', label)
    const typed = terminal.onData((data) => input.current(data))
    const observer = new ResizeObserver(refit)
    observer.observe(element)
    window.addEventListener('resize', refit)
    // after the route announcer, which moves focus to a new page's heading in the same commit
    const focus = requestAnimationFrame(() => terminal.focus())
    onReady({ terminal, search })
    return () => {
      cancelAnimationFrame(focus)
      onReady(null)
      window.removeEventListener('resize', refit)
      observer.disconnect()
      typed.dispose()
      terminal.dispose()
      restoreStyles()
    }
  }, [label, onReady])

  return <div ref={box} className="h-full min-h-0 w-full overflow-hidden bg-[#101214] p-2" />
}
