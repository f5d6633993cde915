import { type UIMatch, useMatches } from 'react-router'
import { PageHeader } from '~/components/page-header'

/** Route handle of a screen a later issue builds: what will live there. */
export type PlaceholderHandle = { placeholder?: string }

/**
 * A plain stand-in for a screen that is not built yet. It names what will live there, so the
 * route exists (links, breadcrumbs, redirects work) without pretending to be done.
 */
export default function PlaceholderPage() {
  const matches = useMatches() as UIMatch<unknown, PlaceholderHandle | undefined>[]
  const what = matches.findLast((m) => m.handle?.placeholder)?.handle?.placeholder ?? 'This page'
  return (
    <>
      <PageHeader title={what} />
      <p className="rounded-lg border border-dashed border-line-strong px-6 py-10 text-center text-secondary">
        {what} will live here. This screen is not built yet.
      </p>
    </>
  )
}
