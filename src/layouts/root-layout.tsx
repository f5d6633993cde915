import { Outlet, ScrollRestoration } from 'react-router'

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

/** Around every route: the preview banner in mock mode and scroll restoration per location. */
export function RootLayout() {
  return (
    <>
      {import.meta.env.MOCK && <PreviewBanner />}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
