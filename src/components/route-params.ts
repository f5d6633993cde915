import { useParams } from 'react-router'

type Params = Readonly<Record<string, string | undefined>>

/**
 * Route params, typed by the names a screen needs. The route table guarantees them for the
 * routes that use a screen; a missing one means the screen is mounted at the wrong path, and
 * the route's error page says 'Page not found' rather than calling the API with `undefined`.
 *   const { project, instance } = routeParams(params, 'project', 'instance')   // in a loader
 *   const { project } = useRouteParams('project')                              // in a component
 */
export function routeParams<K extends string>(params: Params, ...names: K[]): Record<K, string> {
  const out = {} as Record<K, string>
  for (const name of names) {
    const value = params[name]
    if (!value) throw new Response(`missing route param ${name}`, { status: 404 })
    out[name] = value
  }
  return out
}

export function useRouteParams<K extends string>(...names: K[]): Record<K, string> {
  return routeParams(useParams(), ...names)
}
