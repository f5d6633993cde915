import { Link, type UIMatch, useMatches } from 'react-router'
import { ChevronRightIcon } from '~/ui/icons'

type Params = Record<string, string | undefined>
export type Label = string | ((params: Params) => string)

/**
 * Route handles name their crumbs. A crumb links to its route's own path, or to `to` when the
 * route sits beside the page the crumb names (`instances-new` is not below `instances` in the
 * URL, yet its trail reads Instances > New instance); `to` gets the params and the route's own
 * pathname (route-table/kit.tsx builds these):
 *   handle: { crumb: 'Projects' }
 *   handle: { crumb: (p) => p.instance }
 *   handle: { crumb: [{ label: 'Instances', to: sibling('instances-new', 'instances') }, 'New instance'] }
 */
export type Crumb = Label | { label: Label; to: (params: Params, pathname: string) => string }
export type RouteHandle = { crumb?: Crumb | Crumb[] }

type Trail = { label: string; to: string }[]

export const labelText = (label: Label, params: Params) =>
  typeof label === 'string' ? label : label(params)

type Match = Pick<UIMatch<unknown, RouteHandle | undefined>, 'handle' | 'params' | 'pathname'>

/** The trail of the matched routes, outermost first. */
export function crumbTrail(matches: Match[]): Trail {
  return matches.flatMap((m) => {
    const crumb = m.handle?.crumb
    if (!crumb) return []
    return (Array.isArray(crumb) ? crumb : [crumb]).map((c) =>
      typeof c === 'object'
        ? { label: labelText(c.label, m.params), to: c.to(m.params, m.pathname) }
        : { label: labelText(c, m.params), to: m.pathname },
    )
  })
}

export const useCrumbs = (): Trail => crumbTrail(useMatches() as Match[])

export function Breadcrumbs() {
  const crumbs = useCrumbs()
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumbs" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-secondary">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={`${c.to}:${c.label}`} className="flex min-w-0 items-center gap-1">
              {i > 0 && <ChevronRightIcon size={12} className="shrink-0 text-tertiary" />}
              {last ? (
                <span aria-current="page" className="truncate text-default">
                  {c.label}
                </span>
              ) : (
                <Link to={c.to} className="truncate hover:text-default hover:underline">
                  {c.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
