import type { ComponentType, ReactNode } from 'react'
import { createMemoryRouter, type LoaderFunction, RouterProvider } from 'react-router'
import { render } from 'vitest-browser-react'
import { AppProviders } from '~/app-providers'

/**
 * One component inside the app's providers (query cache, toasts, tooltips, the confirm modal)
 * and a router of its own, at `path` (matched by `pattern` when the component reads params).
 * Returns vitest-browser-react's screen and the router (its location, navigate).
 */
export async function renderInApp(
  element: ReactNode,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  return renderRoutes([{ path: pattern, element }], path)
}

/**
 * A route module (its loader and page) at `path`, matched by `pattern`: the page as its route
 * shows it, without the layouts around it.
 */
export function renderRoute(
  module: { loader?: LoaderFunction; default: ComponentType },
  { path, pattern }: { path: string; pattern: string },
) {
  return renderRoutes([{ path: pattern, loader: module.loader, Component: module.default }], path)
}

async function renderRoutes(
  routes: {
    path: string
    element?: ReactNode
    loader?: LoaderFunction
    Component?: ComponentType
  }[],
  path: string,
) {
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  })
  const screen = await render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { screen, router }
}
