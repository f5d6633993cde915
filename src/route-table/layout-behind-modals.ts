import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router'
import { frameOf, type Handle, type LazyRoute, modules, sideModals } from './kit'

/**
 * A layout (a VPC's header, properties and tab bar) with side modals below it: as with
 * `behindModals`, a form opened from its URL shows before the layout around it. The layout's
 * reads start with the navigation; its module loads with each page below it that is no side
 * modal (their loaders wait for it, so the layout and the page show together), and under a
 * form once the form is on screen. The layout renders no `<Outlet/>`: what is below it renders
 * after it.
 */
export function layoutBehindModals(layout: LazyRoute, children: RouteObject[]): RouteObject {
  const { frame, component, load } = frameOf(layout)
  const withLayout = async <T>(value: T | Promise<T>) =>
    (await Promise.all([value, component()]))[0]
  const waiting = (route: RouteObject): RouteObject => {
    if (sideModals.has(route) || (route.handle as Handle | undefined)?.redirect) return route
    if (route.children) return { ...route, children: route.children.map(waiting) }
    const own = route.lazy
    if (typeof own !== 'object' || typeof own.loader !== 'function')
      throw new Error('a page below a layout behind side modals is made by lazy()')
    const getLoader = own.loader
    const loader = async () => {
      const inner = (await getLoader()) as LoaderFunction
      return (args: LoaderFunctionArgs) => withLayout(inner(args))
    }
    const lazy = { ...own, loader }
    const module = modules.get(own)
    if (module) modules.set(lazy, module)
    // the bench counts the layout's module with the pages that wait for it
    modules.set(loader, load)
    return { ...route, lazy }
  }
  return { ...frame, children: children.map(waiting) }
}
