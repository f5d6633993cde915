import type { RouteObject } from 'react-router'
import { routeParams } from '~/components/route-params'
import { pb } from '~/util/paths'
import {
  type Handle,
  type LazyRoute,
  lazy,
  listWithModals,
  sibling,
  to,
  todo,
  todoIndex,
  todoList,
} from './kit'

/** Screens inside a project (spec section 2), below /projects/{project}. */

/** A tab is a route; its title names it after the page it belongs to (Storage · web-1 · ...). */
const tab = (path: string, title: string, page: LazyRoute, children?: RouteObject[]) =>
  ({ path, handle: { title } satisfies Handle, lazy: page, children }) satisfies RouteObject

const metricNote = lazy(() => import('~/features/instances/instance-metric-note'))

const instanceTabs: RouteObject[] = [
  to('storage'),
  tab(
    'storage',
    'Storage',
    lazy(() => import('~/features/instances/instance-storage-tab')),
  ),
  tab(
    'networking',
    'Networking',
    lazy(() => import('~/features/instances/instance-networking-tab')),
  ),
  tab(
    'metrics',
    'Metrics',
    lazy(() => import('~/features/instances/instance-metrics-tab')),
    [
      to('cpu'),
      tab('cpu', 'CPU', metricNote),
      tab('disk', 'Disk', metricNote),
      tab('network', 'Network', metricNote),
    ],
  ),
  tab(
    'connect',
    'Connect',
    lazy(() => import('~/features/instances/instance-connect-tab')),
  ),
  tab(
    'settings',
    'Settings',
    lazy(() => import('~/features/instances/instance-settings-tab')),
  ),
]

const instance = (p: Record<string, string | undefined>) =>
  pb.instance(routeParams(p, 'project', 'instance'))

const instanceRoutes: RouteObject[] = [
  {
    path: 'instances',
    handle: { crumb: 'Instances' } satisfies Handle,
    children: [
      { index: true, lazy: lazy(() => import('~/features/instances/instances-page')) },
      {
        path: ':instance',
        handle: { crumb: (p) => p.instance ?? '' } satisfies Handle,
        lazy: lazy(() => import('~/features/instances/instance-page')),
        children: instanceTabs,
      },
      todo(':instance/serial-console', 'Serial console', [
        { label: (p) => p.instance ?? '', to: instance },
        'Serial console',
      ]),
    ],
  },
  {
    path: 'instances-new',
    handle: {
      crumb: [{ label: 'Instances', to: sibling('instances-new', 'instances') }, 'New instance'],
    } satisfies Handle,
    lazy: lazy(() => import('~/features/instances/instance-create')),
  },
]

const vpcCrumb = { label: 'VPCs', to: sibling('vpcs/:vpc', 'vpcs') }
const routersCrumb = { label: 'Routers', to: sibling('routers/:router', 'routers') }

const vpcRoutes: RouteObject[] = [
  to('firewall-rules'),
  todo('edit', 'Edit VPC'),
  ...todoList('firewall-rules', 'Firewall Rules', [
    ['firewall-rules-new/:rule?', 'New firewall rule'],
    ['firewall-rules/:rule/edit', 'Edit firewall rule'],
  ]),
  ...todoList('subnets', 'Subnets', [
    ['subnets-new', 'New subnet'],
    ['subnets/:subnet/edit', 'Edit subnet'],
  ]),
  ...todoList('routers', 'Routers', [
    ['routers-new', 'New router'],
    ['routers/:router/edit', 'Edit router'],
  ]),
  {
    path: 'routers/:router',
    handle: { crumb: [routersCrumb, (p) => p.router ?? ''] } satisfies Handle,
    children: [
      todoIndex('Router', 'Routes'),
      todo('routes-new', 'New route', [
        { label: 'Routes', to: sibling('routes-new', '') },
        'New route',
      ]),
      todo('routes/:route/edit', 'Edit route', [
        { label: 'Routes', to: sibling('routes/:route/edit', '') },
        'Edit route',
      ]),
    ],
  },
  todo('internet-gateways', 'Internet gateways'),
  todo('internet-gateways/:gateway', 'Internet gateway', [
    { label: 'Internet gateways', to: sibling('internet-gateways/:gateway', 'internet-gateways') },
    (p) => p.gateway ?? '',
  ]),
]

const affinityRoutes: RouteObject[] = [
  listWithModals({
    path: 'affinity',
    crumb: 'Affinity Groups',
    page: lazy(() => import('~/features/affinity/affinity-page')),
    modals: [
      {
        path: 'affinity-new',
        crumb: 'New group',
        page: lazy(() => import('~/features/affinity/affinity-create')),
      },
      {
        path: 'affinity/:group/edit',
        crumb: 'Edit group',
        page: lazy(() => import('~/features/affinity/affinity-edit')),
      },
    ],
  }),
  {
    path: 'affinity/:group',
    handle: {
      crumb: [
        { label: 'Affinity Groups', to: sibling('affinity/:group', 'affinity') },
        (p) => p.group ?? '',
      ],
    } satisfies Handle,
    lazy: lazy(() => import('~/features/affinity/affinity-group-page')),
  },
]

export const projectRoutes: RouteObject[] = [
  to('instances'),
  ...instanceRoutes,
  ...todoList('vpcs', 'VPCs', [['vpcs-new', 'New VPC']]),
  {
    path: 'vpcs/:vpc',
    handle: { crumb: [vpcCrumb, (p) => p.vpc ?? ''] } satisfies Handle,
    children: vpcRoutes,
  },
  ...todoList('floating-ips', 'Floating IPs', [
    ['floating-ips-new', 'New floating IP'],
    ['floating-ips/:floatingIp/edit', 'Edit floating IP'],
  ]),
  listWithModals({
    path: 'disks',
    crumb: 'Disks',
    page: lazy(() => import('~/features/disks/disks-page')),
    modals: [
      {
        path: 'disks-new',
        crumb: 'New disk',
        page: lazy(() => import('~/features/disks/disk-create')),
      },
    ],
  }),
  listWithModals({
    path: 'snapshots',
    crumb: 'Snapshots',
    page: lazy(() => import('~/features/snapshots/snapshots-page')),
    modals: [
      {
        path: 'snapshots-new',
        crumb: 'New snapshot',
        page: lazy(() => import('~/features/snapshots/snapshot-create')),
      },
      {
        path: 'snapshots/:snapshot/images-new',
        crumb: 'New image from snapshot',
        page: lazy(() => import('~/features/snapshots/snapshot-image-create')),
      },
    ],
  }),
  listWithModals({
    path: 'images',
    crumb: 'Images',
    page: lazy(() => import('~/features/images/project-images-page')),
    modals: [
      {
        path: 'images-new',
        crumb: 'Upload image',
        page: lazy(() => import('~/features/images/image-upload')),
      },
      {
        path: 'images/:image/edit',
        crumb: (p) => p.image ?? '',
        page: lazy(() => import('~/features/images/project-image-edit')),
      },
    ],
  }),
  todo('access', 'Project access', 'Access'),
  ...affinityRoutes,
]
