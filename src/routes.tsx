import { type LoaderFunction, type RouteObject, redirect } from 'react-router'
import type { Crumb, RouteHandle } from './components/breadcrumbs'
import { NotFound, RootErrorBoundary, RouteErrorBoundary } from './components/error-page'
import { LoadingPage } from './components/loading-page'
import type { PlaceholderHandle } from './features/placeholder/placeholder-page'
import { AuthLayout, authLoader } from './layouts/auth-layout'
import { DeviceLayout } from './layouts/device-layout'
import { LoginLayout } from './layouts/login-layout'
import { ProjectLayout, projectLoader } from './layouts/project-layout'
import { RootLayout } from './layouts/root-layout'
import { SettingsLayout } from './layouts/settings-layout'
import { SiloErrorBoundary, SiloLayout } from './layouts/silo-layout'
import { SystemLayout, systemLoader } from './layouts/system-layout'
import { pb } from './util/paths'

/**
 * The route table (spec section 2) and nothing else. Screens are lazy route modules: a default
 * export component, optionally a `loader` that prefetches what the screen reads.
 */
type RouteModule = { default: React.ComponentType; loader?: LoaderFunction }
const lazy = (load: () => Promise<RouteModule>) => async () => {
  const m = await load()
  return { Component: m.default, loader: m.loader }
}

type Handle = RouteHandle & PlaceholderHandle
const placeholderModule = () => import('./features/placeholder/placeholder-page')

/** A screen a later issue builds: the route exists and says what will live there. */
const todo = (path: string, placeholder: string, handle: RouteHandle = {}): RouteObject => ({
  path,
  handle: { ...handle, placeholder } satisfies Handle,
  lazy: lazy(placeholderModule),
})

/** Routes that only redirect, or only hold a place for a parent's view, render nothing. */
const Nothing = () => null

const to = (path: string): RouteObject => ({
  index: true,
  loader: () => redirect(path),
  Component: Nothing,
})

/** Content routes render inside a layout; their errors show there, with the layout around. */
const content = (children: RouteObject[]): RouteObject => ({
  errorElement: <RouteErrorBoundary />,
  children,
})

const siloRoutes: RouteObject[] = [
  to('/projects'),
  {
    lazy: lazy(() => import('./features/projects/projects-page')),
    handle: { crumb: 'Projects' } satisfies Handle,
    children: [
      { path: 'projects', Component: Nothing },
      {
        path: 'projects-new',
        handle: { crumb: 'New project' } satisfies Handle,
        lazy: lazy(() => import('./features/projects/project-create')),
      },
      {
        path: 'projects/:project/edit',
        handle: { crumb: 'Edit project' } satisfies Handle,
        lazy: lazy(() => import('./features/projects/project-edit')),
      },
    ],
  },
  todo('images', 'Silo images', { crumb: 'Images' }),
  todo('images/:image/edit', 'Edit image', { crumb: 'Images' }),
  todo('utilization', 'Utilization', { crumb: 'Utilization' }),
  todo('access', 'Silo access', { crumb: 'Access' }),
]

const metricNote = lazy(() => import('./features/instances/instance-metric-note'))

const instanceRoutes: RouteObject[] = [
  to('storage'),
  { path: 'storage', lazy: lazy(() => import('./features/instances/instance-storage-tab')) },
  {
    path: 'networking',
    lazy: lazy(() => import('./features/instances/instance-networking-tab')),
  },
  {
    path: 'metrics',
    lazy: lazy(() => import('./features/instances/instance-metrics-tab')),
    children: [
      to('cpu'),
      { path: 'cpu', lazy: metricNote },
      { path: 'disk', lazy: metricNote },
      { path: 'network', lazy: metricNote },
    ],
  },
  { path: 'connect', lazy: lazy(() => import('./features/instances/instance-connect-tab')) },
  { path: 'settings', lazy: lazy(() => import('./features/instances/instance-settings-tab')) },
]

const vpcRoutes: RouteObject[] = [
  to('firewall-rules'),
  todo('edit', 'Edit VPC'),
  todo('firewall-rules', 'Firewall rules', { crumb: 'Firewall Rules' }),
  todo('firewall-rules-new/:rule?', 'New firewall rule', { crumb: 'Firewall Rules' }),
  todo('firewall-rules/:rule/edit', 'Edit firewall rule', { crumb: 'Firewall Rules' }),
  todo('subnets', 'Subnets'),
  todo('subnets-new', 'New subnet'),
  todo('subnets/:subnet/edit', 'Edit subnet'),
  todo('routers', 'Routers', { crumb: 'Routers' }),
  todo('routers-new', 'New router', { crumb: 'Routers' }),
  todo('routers/:router/edit', 'Edit router', { crumb: 'Routers' }),
  {
    path: 'routers/:router',
    handle: { crumb: 'Routers' } satisfies Handle,
    children: [
      {
        index: true,
        handle: { crumb: 'Routes', placeholder: 'Router' } satisfies Handle,
        lazy: lazy(placeholderModule),
      },
      todo('routes-new', 'New route', { crumb: 'Routes' }),
      todo('routes/:route/edit', 'Edit route', { crumb: 'Routes' }),
    ],
  },
  todo('internet-gateways/:gateway', 'Internet gateway'),
]

/** Crumbs for routes beside the list they belong to (spec section 2 names the lists). */
const instancesCrumb: Crumb = {
  label: 'Instances',
  to: (p) => pb.instances({ project: p.project! }),
}
const affinityCrumb: Crumb = {
  label: 'Affinity Groups',
  to: (p) => pb.affinity({ project: p.project! }),
}

const projectRoutes: RouteObject[] = [
  to('instances'),
  {
    path: 'instances',
    handle: { crumb: 'Instances' } satisfies Handle,
    children: [
      { index: true, lazy: lazy(() => import('./features/instances/instances-page')) },
      {
        path: ':instance',
        handle: { crumb: (p) => p.instance ?? '' } satisfies Handle,
        lazy: lazy(() => import('./features/instances/instance-page')),
        children: instanceRoutes,
      },
      {
        path: ':instance/serial-console',
        handle: {
          crumb: [
            {
              label: (p) => p.instance ?? '',
              to: (p) => pb.instance({ project: p.project!, instance: p.instance! }),
            },
            'Serial console',
          ],
          placeholder: 'Serial console',
        } satisfies Handle,
        lazy: lazy(placeholderModule),
      },
    ],
  },
  {
    path: 'instances-new',
    handle: { crumb: [instancesCrumb, 'New instance'] } satisfies Handle,
    lazy: lazy(() => import('./features/instances/instance-create')),
  },
  todo('vpcs', 'VPCs', { crumb: 'VPCs' }),
  todo('vpcs-new', 'New VPC', { crumb: 'VPCs' }),
  { path: 'vpcs/:vpc', handle: { crumb: 'VPCs' } satisfies Handle, children: vpcRoutes },
  todo('floating-ips', 'Floating IPs'),
  todo('floating-ips-new', 'New floating IP'),
  todo('floating-ips/:floatingIp/edit', 'Edit floating IP'),
  todo('disks', 'Disks'),
  todo('disks-new', 'New disk'),
  todo('snapshots', 'Snapshots'),
  todo('snapshots-new', 'New snapshot'),
  todo('snapshots/:snapshot/images-new', 'New image from snapshot'),
  todo('images', 'Project images'),
  todo('images-new', 'Upload image'),
  todo('images/:image/edit', 'Edit image'),
  todo('access', 'Project access'),
  {
    lazy: lazy(() => import('./features/affinity/affinity-page')),
    handle: { crumb: affinityCrumb } satisfies Handle,
    children: [
      { path: 'affinity', Component: Nothing },
      {
        path: 'affinity-new',
        lazy: lazy(() => import('./features/affinity/affinity-create')),
      },
      {
        path: 'affinity/:group/edit',
        lazy: lazy(() => import('./features/affinity/affinity-edit')),
      },
    ],
  },
  {
    path: 'affinity/:group',
    handle: { crumb: [affinityCrumb, (p) => p.group ?? ''] } satisfies Handle,
    lazy: lazy(() => import('./features/affinity/affinity-group-page')),
  },
]

const systemRoutes: RouteObject[] = [
  to('/system/silos'),
  todo('silos', 'Silos', { crumb: 'Silos' }),
  todo('silos-new', 'New silo', { crumb: 'Silos' }),
  todo('silos/:silo', 'Silo', { crumb: 'Silos' }),
  todo('silos/:silo/idps-new', 'New identity provider', { crumb: 'Silos' }),
  todo('silos/:silo/idps/saml/:provider', 'SAML identity provider', { crumb: 'Silos' }),
  todo('utilization', 'System utilization'),
  todo('issues', 'System issues'),
  {
    path: 'inventory',
    handle: { crumb: 'Inventory' } satisfies Handle,
    children: [
      to('/system/inventory/sleds'),
      todo('sleds', 'Sleds', { crumb: 'Sleds' }),
      todo('disks', 'Physical disks'),
      todo('sleds/:sledId/instances', 'Sled instances', { crumb: 'Sleds' }),
    ],
  },
  {
    path: 'networking',
    children: [
      to('/system/networking/ip-pools'),
      todo('ip-pools', 'IP pools', { crumb: 'IP Pools' }),
      todo('ip-pools-new', 'New IP pool', { crumb: 'IP Pools' }),
      todo('ip-pools/:pool', 'IP pool', { crumb: 'IP Pools' }),
      todo('ip-pools/:pool/edit', 'Edit IP pool', { crumb: 'IP Pools' }),
      todo('ip-pools/:pool/ranges-add', 'Add IP range', { crumb: 'IP Pools' }),
    ],
  },
]

const settingsRoutes: RouteObject[] = [
  to('/settings/profile'),
  {
    path: 'profile',
    handle: { crumb: 'Profile' } satisfies Handle,
    lazy: lazy(() => import('./features/settings/profile-page')),
  },
  todo('ssh-keys', 'SSH keys'),
  todo('ssh-keys-new', 'New SSH key'),
  todo('ssh-keys/:sshKey/edit', 'Edit SSH key'),
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: LoadingPage,
    children: [
      {
        element: <LoginLayout />,
        children: [
          { path: 'login', lazy: lazy(() => import('./features/auth/login-redirect')) },
          { path: 'login/:silo/local', lazy: lazy(() => import('./features/auth/login-local')) },
          {
            path: 'login/:silo/saml/:provider',
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
            element: <DeviceLayout />,
            children: [
              // the bare path showed an empty card
              to('/device/verify'),
              { path: 'verify', lazy: lazy(() => import('./features/auth/device-verify')) },
              { path: 'success', lazy: lazy(() => import('./features/auth/device-success')) },
            ],
          },
          ...['lookup/instances/:instance', 'lookup/i/:instance'].map((path) => ({
            path,
            errorElement: <SiloErrorBoundary />,
            lazy: lazy(() => import('./features/instances/instance-lookup')),
          })),
          { element: <SiloLayout />, children: [content(siloRoutes)] },
          {
            path: 'projects',
            handle: { crumb: 'Projects' } satisfies Handle,
            children: [
              {
                path: ':project',
                loader: projectLoader,
                element: <ProjectLayout />,
                errorElement: <SiloErrorBoundary />,
                handle: { crumb: (p) => p.project ?? '' } satisfies Handle,
                children: [content(projectRoutes)],
              },
            ],
          },
          {
            path: 'system',
            loader: systemLoader,
            element: <SystemLayout />,
            errorElement: <SiloErrorBoundary />,
            children: [content(systemRoutes)],
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
