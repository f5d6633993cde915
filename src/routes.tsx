import type { RouteObject } from 'react-router'
import { NotFound, RootErrorBoundary } from './components/error-page'
import { LoadingPage } from './components/loading-page'
import { AuthLayout, authLoader } from './layouts/auth-layout'
import { ProjectLayout, projectLoader } from './layouts/project-layout'
import { RootLayout } from './layouts/root-layout'
import { SettingsLayout } from './layouts/settings-layout'
import { SiloErrorBoundary, SiloLayout, siloLoader } from './layouts/silo-layout'
import { type AreaRoutes, areaRoutes } from './route-table/areas'
import { content, type Handle, lazy, to } from './route-table/kit'
import { projectRoutes } from './route-table/project'
import { settingsRoutes } from './route-table/settings'
import { siloRoutes } from './route-table/silo'

/**
 * The route table (spec section 2): the layouts and who may see them. The screens of each
 * scope are in route-table/ (silo, project, system, settings), built with route-table/kit.tsx.
 * Every page's handle names it: its breadcrumbs and its page title come from there.
 */
type Params = Record<string, string | undefined>
const signIn = (p: Params) => `Sign in to ${p.silo ?? ''}`
const signInWith = (p: Params) => `${signIn(p)} with ${p.provider ?? ''}`
/** Two paths, one page: the same route module, so the same title. */
const instanceLookup = () => import('./features/instances/instance-lookup')

/**
 * The layouts of the signed-out and device pages load with their pages (in parallel, no round
 * trip more): the console's pages never need them.
 */
const loginLayout = async () => ({
  Component: (await import('./layouts/login-layout')).LoginLayout,
})
const deviceLayout = async () => ({
  Component: (await import('./layouts/device-layout')).DeviceLayout,
})

/**
 * The system layout and its loader, which every system page's route passes through: app.tsx
 * asks for them with the route tables it patches in, so they are at hand when the route matches
 * (the loader's reads start with the page's, not a script's round trip later).
 */
export const systemLayout = () => import('./layouts/system-layout')
export const systemLoader = () => import('./layouts/system-loader')

/** The id of the system layout's route, below which the system pages are patched in. */
export const SYSTEM_ROUTE_ID = 'system'

/**
 * The system pages' routes but the areas', loaded on the first visit to one (app.tsx's
 * `patchRoutesOnNavigation`): operators are few, and their table (its paths, titles, crumbs)
 * would otherwise weigh on every page's first load.
 */
export const loadSystemRoutes = async () => {
  const { systemRoutes } = await import('./route-table/system')
  return [content(systemRoutes)]
}

/**
 * What the system layout always holds: its index's redirect (spec section 2), the areas whose
 * tables come on their own (route-table/areas.tsx), and a catch-all. Before the patch,
 * a path below /system matches that splat, which is what makes React Router ask for the patch
 * (a path matched without params never does); after it, the splat answers paths no system page
 * has with 'Page not found'.
 */
const systemPlaceholder = (areas: RouteObject[]): RouteObject[] => [
  to('/system/silos'),
  content(areas),
  { path: '*', element: <NotFound /> },
]

export const routes: RouteObject[] = tableWith([], {})

/**
 * The table with these system pages and areas (route-table/full-table.ts has it whole, for
 * tests).
 */
export function tableWith(system: RouteObject[], areas: AreaRoutes): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      HydrateFallback: LoadingPage,
      children: [
        {
          lazy: loginLayout,
          children: [
            {
              path: 'login',
              handle: { title: 'Sign in' } satisfies Handle,
              lazy: lazy(() => import('./features/auth/login-redirect')),
            },
            {
              path: 'login/:silo/local',
              handle: { title: signIn } satisfies Handle,
              lazy: lazy(() => import('./features/auth/login-local')),
            },
            {
              path: 'login/:silo/saml/:provider',
              handle: { title: signInWith } satisfies Handle,
              lazy: lazy(() => import('./features/auth/login-saml')),
            },
          ],
        },
        {
          loader: authLoader,
          element: <AuthLayout />,
          children: [
            {
              path: 'device',
              lazy: deviceLayout,
              children: [
                // the bare path showed an empty card
                to('/device/verify'),
                {
                  path: 'verify',
                  handle: { title: 'Device Authentication' } satisfies Handle,
                  lazy: lazy(() => import('./features/auth/device-verify')),
                },
                {
                  path: 'success',
                  handle: { title: 'Device logged in' } satisfies Handle,
                  lazy: lazy(() => import('./features/auth/device-success')),
                },
              ],
            },
            ...['lookup/instances/:instance', 'lookup/i/:instance'].map((path) => ({
              path,
              handle: { title: 'Instance lookup' } satisfies Handle,
              errorElement: <SiloErrorBoundary />,
              lazy: lazy(instanceLookup),
            })),
            { element: <SiloLayout />, loader: siloLoader, children: [siloRoutes] },
            {
              path: 'projects',
              // every project page's trail starts here; its title leaves it out
              handle: { crumb: 'Projects', title: null } satisfies Handle,
              children: [
                {
                  path: ':project',
                  loader: projectLoader,
                  element: <ProjectLayout />,
                  errorElement: <SiloErrorBoundary />,
                  handle: { crumb: (p) => p.project ?? '' } satisfies Handle,
                  children: [content([...projectRoutes, ...areaRoutes('project', areas)])],
                },
              ],
            },
            {
              id: SYSTEM_ROUTE_ID,
              path: 'system',
              // its check and role reads start with the page's own, not once the layout (its nav,
              // which comes with the first system page) has loaded
              loader: async () => (await systemLoader()).systemLoader(),
              lazy: async () => ({ Component: (await systemLayout()).SystemLayout }),
              errorElement: <SiloErrorBoundary />,
              // operators' pages say so in their titles (Utilization · System · Oxide Console)
              handle: { title: 'System' } satisfies Handle,
              children: [...system, ...systemPlaceholder(areaRoutes('system', areas))],
            },
            {
              path: 'settings',
              element: <SettingsLayout />,
              handle: { crumb: 'Settings' } satisfies Handle,
              children: [content(settingsRoutes)],
            },
            { element: <SiloLayout />, children: [{ path: '*', element: <NotFound /> }] },
          ],
        },
      ],
    },
  ]
}
