import { type ComponentType, Suspense, use } from 'react'
import { Outlet } from 'react-router'
import { ContentPending } from '~/components/content-pending'

type Screen = { screen: () => Promise<ComponentType> }

function ListScreen({ screen }: Screen) {
  const Component = use(screen())
  return <Component />
}

function ListBehindModals({ screen }: Screen) {
  return (
    <>
      <Suspense fallback={<ContentPending />}>
        <ListScreen screen={screen} />
      </Suspense>
      <Outlet />
    </>
  )
}

/**
 * What a list with side modals renders (kit.tsx `listWithModals`): the list and, over it, the
 * side modal's route. `screen` is the list's component, loaded once: on the list's own path it
 * is there before the route renders; under a form opened from its URL it comes after the form,
 * and the page counts as still coming until it is there.
 */
export const listBehindModals = (screen: Screen['screen']) => () => (
  <ListBehindModals screen={screen} />
)
