import { createBrowserRouter, RouterProvider } from 'react-router'
import { setSessionNavigator } from './api/session'
import { AppProviders } from './app-providers'
import { setNavigationProbe } from './components/navigation-probe'
import { areaOf, patchArea } from './route-table/areas'
import { loadSystemRoutes, routes, SYSTEM_ROUTE_ID, systemLayout, systemLoader } from './routes'

let systemPatched = false

export const router = createBrowserRouter(routes, {
  // the system pages' routes come with the first visit below /system (routes.tsx)
  async patchRoutesOnNavigation({ path, patch, signal }) {
    // a page of an area (a VPC's, silos, webhooks, networking ...) needs only the area's table
    const area = areaOf(path)
    if (!/^\/system(\/|$)/.test(path)) return area && patchArea(area, patch, signal)
    // with the tables, what the system route itself loads (routes.tsx); should one fail to
    // come, the route's own ask fails the same way and says so
    for (const load of [systemLoader, systemLayout]) load().catch(() => undefined)
    if (area) return patchArea(area, patch, signal)
    if (systemPatched) return
    const children = await loadSystemRoutes()
    // a navigation that ended meanwhile patches nothing (React Router ignores its patch)
    if (signal.aborted || systemPatched) return
    patch(SYSTEM_ROUTE_ID, children)
    systemPatched = true
  },
})

// a 401 anywhere becomes a client-side navigation to /login
setSessionNavigator((to) => router.navigate(to))
// rows of a page being left read nothing, nor does its filter write the URL (navigation-probe.ts)
setNavigationProbe(() => router.state.navigation.location?.pathname ?? null)

/** The router inside the app's providers (app-providers.tsx). */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
