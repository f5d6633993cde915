import { type LoaderFunction, type RouteObject, redirect, useResolvedPath } from 'react-router'
import type { Label, RouteHandle } from '~/components/breadcrumbs'
import { RouteErrorBoundary } from '~/components/error-page'
import type { TitleHandle } from '~/components/page-title'

/**
 * The pieces the route table is built from. A route's handle names its crumbs (and so its page
 * title, components/page-title.tsx); `redirect` marks routes that only redirect, which are no
 * page of their own (the route-table test skips them).
 */
export type Handle = RouteHandle & TitleHandle & { redirect?: true }

/** Screens are lazy route modules: a default export component and optionally a `loader`. */
type RouteModule = { default: React.ComponentType; loader?: LoaderFunction }
export type LazyRoute = () => Promise<{ Component: React.ComponentType; loader?: LoaderFunction }>
/**
 * A screen starts over when its own path changes (from …/a/edit to …/b/edit by jump-to, Back
 * or a link): forms take their values at mount, and would otherwise show the record they were
 * opened for. Keyed by the route's own resolved path, so a child route's params (a tab, a
 * side modal over a list) never remount the screen around them.
 */
function keyedByOwnPath(Screen: React.ComponentType): React.ComponentType {
  function Keyed() {
    const { pathname } = useResolvedPath('.')
    return <Screen key={pathname} />
  }
  Keyed.displayName = `Keyed(${Screen.displayName ?? Screen.name})`
  return Keyed
}

export const lazy =
  (load: () => Promise<RouteModule>): LazyRoute =>
  async () => {
    const m = await load()
    return { Component: keyedByOwnPath(m.default), loader: m.loader }
  }

/** Routes that only hold a place for a parent's view render nothing. */
export const Nothing = () => null

/** An index route that redirects, e.g. a project's index to its instances. */
export const to = (path: string): RouteObject => ({
  index: true,
  loader: () => redirect(path),
  handle: { redirect: true } satisfies Handle,
  Component: Nothing,
})

/** Content routes render inside a layout; their errors show there, with the layout around. */
export const content = (children: RouteObject[]): RouteObject => ({
  errorElement: <RouteErrorBoundary />,
  children,
})

/**
 * A link from a route to a sibling path: `sibling('affinity/:group/edit', 'affinity')` on
 * /projects/p/affinity/g/edit leads to /projects/p/affinity. Optional segments count only when
 * their param is there.
 */
export function sibling(own: string, target: string) {
  return (params: Record<string, string | undefined>, pathname: string) => {
    const depth = own
      .split('/')
      .filter((seg) => !seg.endsWith('?') || params[seg.slice(1, -1)] !== undefined).length
    const base = pathname.replace(/\/$/, '').split('/').slice(0, -depth).join('/')
    return target ? `${base}/${target}` : base
  }
}

type Modal = { path: string; crumb: Label; page: LazyRoute }

/**
 * A list with its create and edit forms as side-modal child routes, so the list stays behind
 * them and Back closes them. Each route names itself: the list 'Projects', a form
 * Projects > New project.
 */
export function listWithModals(list: {
  path: string
  crumb: string
  page: LazyRoute
  modals: Modal[]
}): RouteObject {
  return {
    lazy: list.page,
    children: [
      { path: list.path, handle: { crumb: list.crumb } satisfies Handle, Component: Nothing },
      ...list.modals.map((m) => ({
        path: m.path,
        handle: {
          crumb: [{ label: list.crumb, to: sibling(m.path, list.path) }, m.crumb],
        } satisfies Handle,
        lazy: m.page,
      })),
    ],
  }
}
