import type { RouteObject } from 'react-router'
import {
  type Handle,
  lazy,
  listWithModals,
  Nothing,
  sibling,
  to,
  todo,
  todoIndex,
  todoList,
} from './kit'

/** System (operator) screens, below /system (spec section 2). */
const silosCrumb = { label: 'Silos', to: sibling('silos/:silo', 'silos') }

export const systemRoutes: RouteObject[] = [
  to('/system/silos'),
  ...todoList('silos', 'Silos', [['silos-new', 'New silo']]),
  {
    path: 'silos/:silo',
    handle: { crumb: [silosCrumb, (p) => p.silo ?? ''] } satisfies Handle,
    children: [
      todoIndex('Silo'),
      todo('idps-new', 'New identity provider'),
      todo('idps/saml/:provider', 'SAML identity provider', (p) => p.provider ?? ''),
    ],
  },
  {
    path: 'utilization',
    handle: { crumb: 'Utilization' } satisfies Handle,
    lazy: lazy(() => import('~/features/utilization/system-utilization-page')),
  },
  todo('issues', 'System issues', 'Issues'),
  {
    path: 'inventory',
    handle: { crumb: 'Inventory' } satisfies Handle,
    children: [
      to('/system/inventory/sleds'),
      todo('sleds', 'Sleds'),
      todo('disks', 'Physical disks', 'Disks'),
      todo('sleds/:sledId/instances', 'Sled instances', [
        { label: 'Sleds', to: sibling('sleds/:sledId/instances', 'sleds') },
        (p) => p.sledId ?? '',
        'Instances',
      ]),
    ],
  },
  {
    path: 'networking',
    children: [
      to('/system/networking/ip-pools'),
      listWithModals({
        path: 'ip-pools',
        crumb: 'IP Pools',
        page: lazy(() => import('~/features/ip-pools/ip-pools-page')),
        modals: [
          {
            path: 'ip-pools-new',
            crumb: 'New IP pool',
            page: lazy(() => import('~/features/ip-pools/ip-pool-create')),
          },
        ],
      }),
      {
        path: 'ip-pools/:pool',
        handle: {
          crumb: [
            { label: 'IP Pools', to: sibling('ip-pools/:pool', 'ip-pools') },
            (p) => p.pool ?? '',
          ],
        } satisfies Handle,
        lazy: lazy(() => import('~/features/ip-pools/ip-pool-page')),
        children: [
          { index: true, Component: Nothing },
          {
            path: 'edit',
            handle: { crumb: 'Edit IP pool' } satisfies Handle,
            lazy: lazy(() => import('~/features/ip-pools/ip-pool-edit')),
          },
          {
            path: 'ranges-add',
            handle: { crumb: 'Add IP range' } satisfies Handle,
            lazy: lazy(() => import('~/features/ip-pools/range-add')),
          },
        ],
      },
    ],
  },
  {
    path: 'access',
    handle: { crumb: 'Fleet access' } satisfies Handle,
    lazy: lazy(() => import('~/features/access/fleet-access-page')),
  },
  listWithModals({
    path: 'certificates',
    crumb: 'Certificates',
    page: lazy(() => import('~/features/certificates/certificates-page')),
    modals: [
      {
        path: 'certificates-new',
        crumb: 'New certificate',
        page: lazy(() => import('~/features/certificates/certificate-create')),
      },
    ],
  }),
  {
    path: 'certificates/:certificate',
    handle: {
      crumb: [
        { label: 'Certificates', to: sibling('certificates/:certificate', 'certificates') },
        (p) => p.certificate ?? '',
      ],
    } satisfies Handle,
    lazy: lazy(() => import('~/features/certificates/certificate-page')),
  },
  {
    path: 'quotas',
    handle: { crumb: 'Fleet quotas' } satisfies Handle,
    lazy: lazy(() => import('~/features/quotas/fleet-quotas-page')),
  },
]
