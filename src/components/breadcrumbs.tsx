import { Link, type UIMatch, useMatches } from 'react-router'
import { ChevronRightIcon } from '~/ui/icons'

/**
 * Route handles name their crumb: `handle: { crumb: 'Projects' }` or a function of the params
 * (`(p) => p.project`). A crumb's link is its route's path.
 */
export type Crumb = string | ((params: Record<string, string | undefined>) => string)
export type RouteHandle = { crumb?: Crumb }

type Trail = { label: string; to: string }[]

export function useCrumbs(): Trail {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[]
  return matches.flatMap((m) => {
    const crumb = m.handle?.crumb
    if (!crumb) return []
    return [{ label: typeof crumb === 'string' ? crumb : crumb(m.params), to: m.pathname }]
  })
}

export function Breadcrumbs() {
  const crumbs = useCrumbs()
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumbs" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-secondary">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={c.to} className="flex min-w-0 items-center gap-1">
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
