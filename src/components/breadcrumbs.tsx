import { Link, type UIMatch, useMatches } from 'react-router'
import { cn } from '~/ui/cn'
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

/**
 * The trail in one line. On a phone only the parent shows (the way back up; the page's heading
 * names the page), or the page when it has none: at 390 px beside the top bar's tools there is
 * room for one crumb, and two overflowed onto Jump to (issue 27). The rest come back from the
 * sm breakpoint. Crumbs give up width before the current page does, and each keeps room for a
 * letter and its ellipsis.
 */
export function Breadcrumbs() {
  const crumbs = useCrumbs()
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumbs" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-secondary">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1
          const early = i < crumbs.length - 2
          return (
            <li
              key={`${c.to}:${c.label}`}
              className={cn(
                'flex items-center gap-1',
                last ? 'min-w-12 shrink' : 'min-w-10 shrink-[4]',
                early && 'hidden sm:flex',
                // on a phone the page's heading names it: the crumb left is the way up
                last && crumbs.length > 1 && 'max-sm:hidden',
              )}
            >
              {i > 0 && (
                <ChevronRightIcon
                  size={12}
                  className={cn(
                    'shrink-0 text-tertiary',
                    i === crumbs.length - 2 && 'max-sm:hidden',
                  )}
                />
              )}
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
