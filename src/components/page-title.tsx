import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { type UIMatch, useLocation, useMatches } from 'react-router'
import { type Label, labelText, type RouteHandle } from './breadcrumbs'

export const APP_TITLE = 'Oxide Console'
const SEPARATOR = ' · '

/**
 * Page titles come from the route table (WCAG 2.4.2): most specific first, ending with the
 * console's name, e.g. `web-1 · Instances · web-frontend · Oxide Console`. Each route adds its
 * crumb labels, or its `title` instead when it has one; `title: null` adds nothing (the
 * "Projects" crumb above a project, which every project page would repeat).
 */
export type TitleHandle = { title?: Label | null }
type Handle = RouteHandle & TitleHandle

type Match = Pick<UIMatch<unknown, Handle | undefined>, 'handle' | 'params'>

export function titleParts(matches: Match[]): string[] {
  return matches.flatMap(({ handle, params }) => {
    if (!handle) return []
    if (handle.title !== undefined)
      return handle.title === null ? [] : [labelText(handle.title, params)]
    const crumb = handle.crumb
    if (!crumb) return []
    return (Array.isArray(crumb) ? crumb : [crumb]).map((c) =>
      labelText(typeof c === 'object' ? c.label : c, params),
    )
  })
}

export const pageTitle = (parts: string[]) =>
  [...parts].reverse().filter(Boolean).concat(APP_TITLE).join(SEPARATOR)

/**
 * What an error page says overrides the route's own title: a route that failed to load is
 * 'Page not found', not the name of what could not be found. A tiny store, because the error
 * page renders below the component that owns the title.
 */
let override: string | undefined
const listeners = new Set<() => void>()
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
function setOverride(title: string | undefined) {
  override = title
  for (const l of listeners) l()
}

/**
 * Error pages name themselves in the title while they are on screen; `undefined` when the page
 * only sends the user on (a 401 to sign in), which must not leave its title behind.
 */
export function useTitleOverride(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return
    const full = pageTitle([title])
    setOverride(full)
    // also where no RouteAnnouncer is mounted (the root error boundary replaces the root layout)
    document.title = full
    return () => setOverride(undefined)
  }, [title])
}

/** A modal is open (toasts have a dialog role too, and say so with `data-toast`). */
export const dialogOpen = () =>
  document.querySelector(':is([role="dialog"], [role="alertdialog"]):not([data-toast])') !== null

/**
 * Sets the page title and, after a client-side navigation, announces it (a polite live region)
 * and moves focus to the new page's main heading, so keyboard and screen-reader users start
 * at the new content rather than on a link that may have vanished. A side modal opening or
 * closing keeps its own focus handling: the dialog takes focus, and closing it returns focus
 * to what opened it.
 */
export function RouteAnnouncer() {
  const matches = useMatches() as UIMatch<unknown, Handle | undefined>[]
  const { pathname, key } = useLocation()
  const current = useSyncExternalStore(
    subscribe,
    () => override,
    () => undefined,
  )
  const title = current ?? pageTitle(titleParts(matches))
  const [announcement, setAnnouncement] = useState('')
  const previous = useRef<{ pathname: string; dialog: boolean } | null>(null)

  useEffect(() => {
    document.title = title
  }, [title])

  useEffect(() => {
    const before = previous.current
    const dialog = dialogOpen()
    previous.current = { pathname, dialog }
    if (!before || before.pathname === pathname) return
    setAnnouncement(document.title)
    const lost = !document.activeElement || document.activeElement === document.body
    if (dialog || (before.dialog && !lost)) return
    const content = document.getElementById('content')
    const target = content?.querySelector<HTMLElement>('h1') ?? content
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [pathname])

  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="route-announcer"
      // the location on screen: a test that navigates in the app knows when the page is in
      data-location={key}
    >
      {announcement}
    </div>
  )
}
