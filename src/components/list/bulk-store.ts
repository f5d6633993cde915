import { useMemo, useSyncExternalStore } from 'react'
import type { BulkRun } from './bulk-run'

/**
 * The bulk runs as the lists read them: a snapshot the engine (bulk-engine.ts) publishes. The
 * engine loads with the bulk bar, the first time rows are selected; this part is all a list
 * needs before then, so its first load stays small.
 */
let runs: readonly BulkRun[] = []
const listeners = new Set<() => void>()

export function publishRuns(next: readonly BulkRun[]) {
  runs = next
  for (const l of listeners) l()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The runs of one list (its scope), oldest first. */
export function useBulkRuns(scope: string) {
  const all = useSyncExternalStore(subscribe, () => runs)
  return useMemo(() => all.filter((r) => r.scope === scope), [all, scope])
}
