import { useNavigation } from 'react-router'
import { useSeen } from '~/ui/use-seen'

/**
 * `useSeen` for a row's own read, held while a navigation loads: the rows of a page being left
 * ask for nothing. Their answers would be thrown away with the page, and a read cut off with it
 * loses what it met, a 401 included (the chaos walk's oracle counts every injected 401).
 */
export function useSeenHere<E extends Element>() {
  const [ref, seen] = useSeen<E>()
  const leaving = useNavigation().state !== 'idle'
  return [ref, seen && !leaving] as const
}
