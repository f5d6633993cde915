import { useSeen } from '~/ui/use-seen'

let navigating = () => false

/** The router tells whether a navigation is loading (app.tsx). */
export function setNavigationProbe(probe: () => boolean) {
  navigating = probe
}

const leaving = () => navigating()

/**
 * `useSeen` for a row's own read, held while a navigation loads: the rows of a page being left
 * ask for nothing. Their answers would be thrown away with the page, and a read cut off with it
 * loses what it met, a 401 included (the chaos walk's oracle counts every injected 401). Asked
 * when a row's dwell ends, not subscribed to: a filter keystroke (a navigation) re-renders no
 * row for it.
 */
export const useSeenHere = <E extends Element>() => useSeen<E>(leaving)
