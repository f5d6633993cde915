import { Link, type UIMatch, useMatches } from 'react-router'
import { ChevronRightIcon } from '~/ui/icons'

type Params = Record<string, string | undefined>
type Label = string | ((params: Params) => string)

/**
 * Route handles name their crumbs. A crumb links to its route's own path, or to `to` when the
 * route sits beside the page the crumb names (`instances-new` is not below `instances` in the
 * URL, yet its trail reads Instances > New instance):
 *   handle: { crumb: 'Projects' }
 *   handle: { crumb: (p) => p.instance }
 *   handle: { crumb: [{ label: 'Instances', to: (p) => pb.instances(p) }, 'New instance'] }
 */
export type Crumb = Label | { label: Label; to: (params: Params) => string }
export type RouteHandle = { crumb?: Crumb | Crumb[] }

type Trail = { label: string; to: string }[]

const text = (label: Label, params: Params) => (typeof label === 'string' ? label : label(params))

export function useCrumbs(): Trail {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[]
  return matches.flatMap((m) => {
    const crumb = m.handle?.crumb
    if (!crumb) return []
    return (Array.isArray(crumb) ? crumb : [crumb]).map((c) =>
      typeof c === 'object'
        ? { label: text(c.label, m.params), to: c.to(m.params) }
        : { label: text(c, m.params), to: m.pathname },
    )
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
