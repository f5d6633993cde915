import { useIsFetching } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigation } from 'react-router'
import { useAfterFirstPaint } from '~/ui/use-after-first-paint'
import { isPending, subscribePending } from './content-pending'

/** Reads that wait for the page's content are made at the latest this long after it paints. */
export const SETTLE_CAP_MS = 5000

/**
 * True once the page's content is on screen: painted, no navigation loading, no read in flight
 * and no lazy part still loading; then it stays true. For what the page's content should not
 * compete with for the browser's few connections to the rack (issue 29: the navigation's issue
 * count). A page that never settles (a read always in flight) gets it SETTLE_CAP_MS after it
 * paints.
 */
export function useContentSettled() {
  const painted = useAfterFirstPaint()
  const fetching = useIsFetching()
  const navigating = useNavigation().state !== 'idle'
  const waiting = useSyncExternalStore(subscribePending, isPending, isPending)
  const now = painted && fetching === 0 && !navigating && !waiting
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (now) setSettled(true)
  }, [now])
  useEffect(() => {
    if (!painted) return
    const timer = setTimeout(() => setSettled(true), SETTLE_CAP_MS)
    return () => clearTimeout(timer)
  }, [painted])
  return settled || now
}
