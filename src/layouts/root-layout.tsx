import { Outlet, ScrollRestoration } from 'react-router'
import { RouteAnnouncer } from '~/components/page-title'

/** Spec section 1: the technical preview says so on every page. */
export const PREVIEW_BANNER = 'This is a technical preview.'

function PreviewBanner() {
  return (
    <div
      role="note"
      className="border-b border-notice-fg/30 bg-notice-subtle px-4 py-1 text-center text-xs text-default"
    >
      {PREVIEW_BANNER} Data comes from a mock API in this browser and resets on reload.
    </div>
  )
}

/**
 * Spec section 2: a skip-to-content link, first in the tab order of every page. Every layout
 * (shell, login, device, full-page error) names its main content `#content`.
 */
export function SkipLink() {
  return (
    <a
      href="#content"
      className="sr-only z-[80] rounded bg-raise px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  )
}

/**
 * Around every route: the skip link, the preview banner in mock mode, the page title and its
 * announcement, and scroll restoration per location.
 */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      {import.meta.env.MOCK && <PreviewBanner />}
      <Outlet />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  )
}
