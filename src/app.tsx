import { CSPProvider } from '@base-ui/react/csp-provider'
import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { queryClient } from './api/query'
import { setSessionNavigator } from './api/session'
import { ConfirmActionHost } from './components/confirm-action'
import { loadSystemRoutes, routes, SYSTEM_ROUTE_ID } from './routes'
import { Toaster } from './ui/toast'
import { TooltipProvider } from './ui/tooltip'

let systemPatched = false

export const router = createBrowserRouter(routes, {
  // the system pages' routes come with the first visit below /system (routes.tsx)
  async patchRoutesOnNavigation({ path, patch, signal }) {
    if (systemPatched || !/^\/system(\/|$)/.test(path)) return
    const children = await loadSystemRoutes()
    // a navigation that ended meanwhile patches nothing (React Router ignores its patch)
    if (systemPatched || signal.aborted) return
    patch(SYSTEM_ROUTE_ID, children)
    systemPatched = true
  },
})

// a 401 anywhere becomes a client-side navigation to /login
setSessionNavigator((to) => router.navigate(to))

/** Providers: query cache, router, toasts, tooltips and the one confirm modal. */
export function App() {
  return (
    // no inline <style> tags: the console runs under style-src 'self'
    <CSPProvider disableStyleElements>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <Toaster>
            <RouterProvider router={router} />
            <ConfirmActionHost />
          </Toaster>
        </TooltipProvider>
      </QueryClientProvider>
    </CSPProvider>
  )
}
