/**
 * Where a loading navigation goes (its path), or null when none is loading: the router's state
 * asked for at the moment it matters rather than subscribed to (app.tsx registers it), so
 * nothing re-renders for it. Without a router (component tests) no navigation is ever loading.
 */
let pendingPath: () => string | null = () => null

export function setNavigationProbe(probe: () => string | null) {
  pendingPath = probe
}

/** A navigation is loading, to this page or another. */
export const navigating = () => pendingPath() !== null

/** A navigation to another page is loading: what this page was about to do is moot. */
export function leavingPage() {
  const to = pendingPath()
  return to !== null && to !== window.location.pathname
}
