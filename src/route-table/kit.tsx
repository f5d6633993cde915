import {
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  useResolvedPath,
} from 'react-router'
import type { Label, RouteHandle } from '~/components/breadcrumbs'
import { RouteErrorBoundary } from '~/components/error-page'
import type { TitleHandle } from '~/components/page-title'
import { routeParams } from '~/components/route-params'
import type { PolicyScope } from '~/resources/policies/queries'
import { loadOnce } from '~/util/load-once'

/**
 * The pieces the route table is built from. A route's handle names its crumbs (and so its page
 * title, components/page-title.tsx); `redirect` marks routes that only redirect, which are no
 * page of their own (the route-table test skips them).
 */
export type Handle = RouteHandle & TitleHandle & { redirect?: true }

/** Screens are lazy route modules: a default export component and optionally a `loader`. */
type RouteModule = { default: React.ComponentType; loader?: LoaderFunction }
/** A screen's route: its component and its loader, each loaded when the route is matched. */
export type LazyRoute = {
  Component: () => Promise<React.ComponentType>
  loader: () => Promise<LoaderFunction>
}
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

/**
 * A screen: `lazy(() => import('~/features/…/page'), reads?)`. `reads` (components/route-reads)
 * names what the page reads from its URL alone; this table holds it, so it is asked for as
 * the navigation starts, beside the layouts' reads and while the page's module loads (React
 * Router runs a route's lazy `loader` before its lazy `Component` has arrived): the content is
 * one API round trip away. A module with a loader of its own (one that reads what depends on
 * an answer, or that turns a refusal into a page) is the page's loader: it finds the reads in
 * flight or cached, and decides what their failure means. A list under side modals keeps that
 * loader in a module of its own, `loads` (see `behindModals`).
 */
export function lazy(
  load: () => Promise<RouteModule>,
  reads?: LoaderFunction,
  loads?: () => Promise<Pick<RouteModule, 'loader'>>,
): LazyRoute {
  const route: LazyRoute = {
    // biome-ignore lint/correctness/noComponentHookFactories: the lazy route's key that loads the component
    Component: async () => keyedByOwnPath((await load()).default),
    loader: async () => loaderOf(loads ?? load, reads),
  }
  modules.set(route, load)
  screens.set(route, { load, reads: loads ? loaderOf(loads, reads) : reads, loads })
  return route
}

/** `reads` started at once, then the loader of the module `load` brings, if it has one. */
function loaderOf(
  load: () => Promise<Pick<RouteModule, 'loader'>>,
  reads?: LoaderFunction,
): LoaderFunction {
  return async (args) => {
    const started = Promise.resolve(reads?.(args))
    // handled at once: a module with a loader of its own decides what a failure means
    started.catch(() => {})
    const { loader } = await load()
    return loader ? loader(args) : ((await started) ?? null)
  }
}

/**
 * The module each screen's route loads, by its lazy object (or a list's loader module, by the
 * loader: `behindModals`). React Router empties a lazy object once it has loaded it, so two
 * routes never share one; two paths of one page share this instead (the tests ask).
 */
export const modules = new WeakMap<object, () => Promise<Partial<RouteModule>>>()
/** What `lazy` made a route of, for `behindModals` to take apart. */
const screens = new WeakMap<
  LazyRoute,
  {
    load: () => Promise<RouteModule>
    reads?: LoaderFunction
    loads?: () => Promise<Pick<RouteModule, 'loader'>>
  }
>()

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
 * A page with side modals over it as child routes (a list's create and edit forms, an IP
 * pool's add-range form), so the page stays behind them and Back closes them. A form opened
 * from its URL shows before the page behind it: the page's reads start with the navigation
 * (its table's `reads`: the module of a page under side modals has no loader of its own, or
 * keeps it apart, `lazy`'s `loads`), but its module loads on the page's own path only (`own`),
 * and under a form once the form is on screen. The page counts as still coming until then.
 */
function behindModals(page: LazyRoute, own: RouteObject, modals: RouteObject[]): RouteObject {
  const { frame, component, load } = frameOf(page)
  // the page's own path waits for its module, as every page's does
  const ownModule = {
    loader: async () => async () => {
      await component()
      return null
    },
  }
  modules.set(ownModule, load)
  for (const modal of modals) sideModals.add(modal)
  return { ...frame, children: [{ ...own, lazy: ownModule, Component: Nothing }, ...modals] }
}

/** The side modals `behindModals` has placed: what a layout above them does not wait for. */
export const sideModals = new WeakSet<RouteObject>()

/**
 * The route that renders a page (or a layout) made by lazy() with what is below it after it
 * (page-behind-modals.tsx), its reads started with the navigation and its module loaded once
 * (`component`, which the routes that show it with them wait for).
 */
export function frameOf(page: LazyRoute) {
  const screen = screens.get(page)
  if (!screen) throw new Error('a page under side modals is made by lazy()')
  const { load, reads, loads } = screen
  const component = loadOnce(async () => {
    const module = await load()
    if (module.loader) throw new Error('a page under side modals has no loader')
    return keyedByOwnPath(module.default)
  })
  // the bench counts a list's loader module with the pages that run it
  if (reads && loads) modules.set(reads, loads)
  const frame: RouteObject = {
    loader: reads,
    // its own module: the shell's pages (the instance list) have no side modals
    lazy: {
      element: async () => {
        const { PageBehindModals } = await import('./page-behind-modals')
        return <PageBehindModals screen={component} />
      },
    },
  }
  return { frame, component, load }
}

/**
 * A list with its create and edit forms as side modals over it (`behindModals`). Each route
 * names itself: the list 'Projects', a form Projects > New project.
 */
export const listWithModals = (list: {
  path: string
  crumb: string
  page: LazyRoute
  modals: Modal[]
}): RouteObject =>
  behindModals(
    list.page,
    { path: list.path, handle: { crumb: list.crumb } satisfies Handle },
    list.modals.map((m) => ({
      path: m.path,
      handle: {
        crumb: [{ label: list.crumb, to: sibling(m.path, list.path) }, m.crumb],
      } satisfies Handle,
      lazy: m.page,
    })),
  )

/** A page (an IP pool's, a silo's) with side modals over it as child routes (`behindModals`). */
export const pageWithModals = ({
  page,
  modals,
  ...route
}: {
  path: string
  handle: Handle
  page: LazyRoute
  modals: RouteObject[]
}): RouteObject => ({
  ...route,
  ...behindModals(page, { index: true }, modals),
})

type AccessScope = Exclude<PolicyScope, { kind: 'system-silo' }>

/**
 * An access page's reads (the scope's policy, the silo's, its users and groups, then the
 * members of each group that holds a role), started as the navigation starts. The policies
 * module that knows them loads then too, beside the page's module, rather than in every
 * page's first load with the route table.
 */
export const accessReads =
  <N extends string = never>(scope: (params: Record<N, string>) => AccessScope, params: N[] = []) =>
  async ({ params: route }: Pick<LoaderFunctionArgs, 'params'>) => {
    const { prefetchAccess } = await import('~/resources/policies/queries')
    return prefetchAccess(scope(routeParams(route, ...params)))
  }
