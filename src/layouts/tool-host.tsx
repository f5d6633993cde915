import { useState } from 'react'
import { lazyComponent } from '~/components/lazy-component'
import { modKey, type Tool } from './shell-tools'

const JumpDialog = lazyComponent(() =>
  import('~/components/jump/jump-dialog').then((m) => m.JumpDialog),
)
const ActivityPanel = lazyComponent(() =>
  import('~/components/activity/activity-panel').then((m) => m.ActivityPanel),
)
const ShortcutsSheet = lazyComponent(() =>
  import('~/components/shortcuts-sheet').then((m) => m.ShortcutsSheet),
)

/**
 * The top bar's tools, each loaded the first time it opens and kept mounted after, closed, so
 * a second opening waits for no code. Each gives focus back to what opened it as it closes.
 */
export function ToolHost({
  open,
  onOpenChange,
  project,
}: {
  open: Tool | null
  onOpenChange: (tool: Tool | null) => void
  project?: string
}) {
  const [loaded, setLoaded] = useState<ReadonlySet<Tool>>(() => new Set())
  if (open && !loaded.has(open)) setLoaded(new Set(loaded).add(open))
  const toggle = (tool: Tool) => (next: boolean) => onOpenChange(next ? tool : null)
  return (
    <>
      {loaded.has('jump') && (
        <JumpDialog open={open === 'jump'} onOpenChange={toggle('jump')} project={project} />
      )}
      {loaded.has('activity') && (
        <ActivityPanel open={open === 'activity'} onOpenChange={toggle('activity')} />
      )}
      {loaded.has('shortcuts') && (
        <ShortcutsSheet
          open={open === 'shortcuts'}
          onClose={() => onOpenChange(null)}
          mod={modKey()}
        />
      )}
    </>
  )
}
