import { useLayoutEffect, useState } from 'react'
import { useParams } from 'react-router'
import { typedAhead } from '~/components/jump/typed-ahead'
import { lazyComponent } from '~/components/lazy-component'
import { dialogOpen } from '~/components/page-title'
import { HistoryIcon, SearchIcon } from '~/ui/icons'

/**
 * The top bar's tools (issue 11): jump to anything (Ctrl/⌘-K), the activity panel, and the
 * keyboard shortcuts sheet (`?`). Only the buttons and the keys are here: every page loads
 * them. The tools load the first time one opens (`tool-host.tsx`), then stay mounted, closed,
 * so closing returns focus where it was.
 */
const ToolHost = lazyComponent(() => import('./tool-host').then((m) => m.ToolHost))

export type Tool = 'jump' | 'activity' | 'shortcuts'

/** Apple keyboards say ⌘ where others say Ctrl. */
export const modKey = () => (/Mac|iP/.test(navigator.platform) ? '⌘' : 'Ctrl')

/** Typing there means text, not a shortcut. */
const isTextEntry = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))

const button = 'flex items-center gap-1.5 rounded-md px-2 py-1.5 text-secondary hover:bg-hover'

export function ShellTools() {
  const [open, setOpen] = useState<Tool | null>(null)
  const [used, setUsed] = useState(false)
  const { project } = useParams()
  const show = (tool: Tool | null) => {
    if (tool) setUsed(true)
    setOpen(tool)
  }

  // before the first paint, not after it: a key pressed as soon as the page shows (a fast
  // user, a busy machine) found no listener yet and was lost
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey) return
      const mod = e.ctrlKey || e.metaKey
      // the jump box is opening, not yet focused: what is typed is kept for it
      if (open === 'jump' && !mod && !isTextEntry(e.target)) {
        if (e.key.length > 1) return
        typedAhead.text += e.key
        e.preventDefault()
        return
      }
      let tool: Tool | null
      if (mod && !e.shiftKey && e.key.toLowerCase() === 'k') tool = open === 'jump' ? null : 'jump'
      else if (e.key === '?' && !mod && !open && !isTextEntry(e.target)) tool = 'shortcuts'
      else return
      // another modal (a form, a confirm) is open: the shortcuts leave it alone
      if (!open && dialogOpen()) return
      e.preventDefault()
      if (tool) setUsed(true)
      setOpen(tool)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => show('jump')}
        className={`${button} sm:border sm:border-line`}
      >
        <SearchIcon />
        <span className="max-sm:sr-only">Jump to…</span>
        <kbd aria-hidden className="font-mono text-2xs text-tertiary max-md:hidden">
          {modKey()} K
        </kbd>
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => show('activity')}
        className={button}
      >
        <HistoryIcon />
        <span className="max-lg:sr-only">Activity</span>
      </button>
      {used && <ToolHost open={open} onOpenChange={show} project={project} />}
    </>
  )
}
