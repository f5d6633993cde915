import { type ComponentType, Suspense, use } from 'react'
import { Outlet } from 'react-router'
import { ContentPending } from '~/components/content-pending'

type Screen = { screen: () => Promise<ComponentType> }

function PageScreen({ screen }: Screen) {
  const Component = use(screen())
  return <Component />
}

/**
 * What a page with side modals renders (kit.tsx `behindModals`): the page and, over it, the
 * side modal's route. A layout with side modals below it (layout-behind-modals.ts) renders
 * here too: the layout, then the route below it. `screen` is the page's component, loaded
 * once: on the page's own path it is there before the route renders; under a form opened from
 * its URL it comes after the form, and the page counts as still coming until it is there.
 */
export function PageBehindModals({ screen }: Screen) {
  return (
    <>
      <Suspense fallback={<ContentPending />}>
        <PageScreen screen={screen} />
      </Suspense>
      <Outlet />
    </>
  )
}
