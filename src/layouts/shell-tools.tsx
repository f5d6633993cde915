import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { lazyComponent } from '~/components/lazy-component'
import { cn } from '~/ui/cn'
import { HistoryIcon, SearchIcon } from '~/ui/icons'

/**
 * The top bar's tools (issue 11): jump to anything (Ctrl/⌘-K), the activity panel, and the
 * keyboard shortcuts sheet (`?`). Their code loads the first time each opens, so no page pays
 * for them up front; once loaded they stay mounted, closed, so closing can return focus.
 */
const JumpDialog = lazyComponent(() =>
  import('~/components/jump/jump-dialog').then((m) => m.JumpDialog),
)
const ActivityPanel = lazyComponent(() =>
  import('~/components/activity/activity-panel').then((m) => m.ActivityPanel),
)
const ShortcutsSheet = lazyComponent(() =>
  import('~/components/shortcuts-sheet').then((m) => m.ShortcutsSheet),
)

type Tool = 'jump' | 'activity' | 'shortcuts'

/** Apple keyboards say ⌘ where others say Ctrl. */
export const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** Typing there means text, not a shortcut. */
function isTextEntry(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

/** Another modal (a form, a confirm) is open: shortcuts leave it alone. */
const otherDialogOpen = () =>
  document.querySelector(':is([role="dialog"], [role="alertdialog"]):not([data-toast])') !== null

function useShortcuts(open: Tool | null, show: (tool: Tool | null) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return
      const mod = e.ctrlKey || e.metaKey
      if (mod && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        if (open === null && otherDialogOpen()) return
        e.preventDefault()
        show(open === 'jump' ? null : 'jump')
      } else if (e.key === '?' && !mod && !e.altKey && !isTextEntry(e.target)) {
        if (open !== null || otherDialogOpen()) return
        e.preventDefault()
        show('shortcuts')
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, show])
}

const toolButton =
  'flex items-center gap-1.5 rounded-md px-2 py-1.5 text-secondary hover:bg-hover hover:text-default'

export function ShellTools() {
  const [open, setOpen] = useState<Tool | null>(null)
  const [loaded, setLoaded] = useState<ReadonlySet<Tool>>(() => new Set())
  const [show] = useState(() => (tool: Tool | null) => {
    if (tool) setLoaded((l) => (l.has(tool) ? l : new Set(l).add(tool)))
    setOpen(tool)
  })
  useShortcuts(open, show)
  const { project } = useParams()
  const toggle = (tool: Tool) => (next: boolean) => show(next ? tool : null)

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => show('jump')}
        className={cn(toolButton, 'sm:border sm:border-line')}
      >
        <SearchIcon />
        <span className="max-sm:sr-only">Jump to…</span>
        <kbd aria-hidden className="font-mono text-2xs text-tertiary max-md:hidden">
          {isMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => show('activity')}
        className={toolButton}
      >
        <HistoryIcon />
        <span className="max-lg:sr-only">Activity</span>
      </button>
      {loaded.has('jump') && (
        <JumpDialog open={open === 'jump'} onOpenChange={toggle('jump')} project={project} />
      )}
      {loaded.has('activity') && (
        <ActivityPanel open={open === 'activity'} onOpenChange={toggle('activity')} />
      )}
      {loaded.has('shortcuts') && (
        <ShortcutsSheet
          open={open === 'shortcuts'}
          onClose={() => show(null)}
          mod={isMac() ? '⌘' : 'Ctrl'}
        />
      )}
    </>
  )
}
