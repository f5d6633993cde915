import type { RouteObject } from 'react-router'
import { meQuery } from '~/api/current-user'
import { routeReads } from '~/components/route-reads'
import {
  allSilos,
  poolRangesWhole,
  poolSilosWhole,
  poolUtilization,
  systemPoolList,
  systemPoolView,
} from '~/resources/ip-pools/queries'
import {
  subnetPoolList,
  subnetPoolMembersWhole,
  subnetPoolSilosWhole,
  subnetPoolUtilization,
  subnetPoolView,
} from '~/resources/subnet-pools/queries'
import { type Handle, lazy, listWithModals, pageWithModals, sibling } from './kit'

/**
 * The IP and subnet pools (below /system/networking), an area of their own (areas.tsx):
 * the rack's networking forms need neither their routes nor their reads.
 */
const poolRoutes: RouteObject[] = [
  listWithModals({
    path: 'ip-pools',
    crumb: 'IP Pools',
    page: lazy(
      () => import('~/features/ip-pools/ip-pools-page'),
      routeReads((_, page) => [systemPoolList(page)]),
    ),
    modals: [
      {
        path: 'ip-pools-new',
        crumb: 'New IP pool',
        page: lazy(() => import('~/features/ip-pools/ip-pool-create')),
      },
    ],
  }),
  pageWithModals({
    path: 'ip-pools/:pool',
    handle: {
      crumb: [
        { label: 'IP Pools', to: sibling('ip-pools/:pool', 'ip-pools') },
        (p) => p.pool ?? '',
      ],
    } satisfies Handle,
    page: lazy(
      () => import('~/features/ip-pools/ip-pool-page'),
      routeReads(
        (p) => [
          systemPoolView(p.pool),
          poolRangesWhole(p.pool),
          poolUtilization(p.pool),
          poolSilosWhole(p.pool),
          meQuery,
        ],
        { params: ['pool'] },
      ),
    ),
    modals: [
      {
        path: 'edit',
        handle: { crumb: 'Edit IP pool' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/ip-pools/ip-pool-edit'),
          routeReads((p) => [systemPoolView(p.pool)], { params: ['pool'] }),
        ),
      },
      {
        path: 'ranges-add',
        handle: { crumb: 'Add IP range' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/ip-pools/range-add'),
          routeReads((p) => [systemPoolView(p.pool)], { params: ['pool'] }),
        ),
      },
    ],
  }),
  listWithModals({
    path: 'subnet-pools',
    crumb: 'Subnet pools',
    page: lazy(
      () => import('~/features/subnet-pools/subnet-pools-page'),
      routeReads((_, page) => [subnetPoolList(page)]),
    ),
    modals: [
      {
        path: 'subnet-pools-new',
        crumb: 'New subnet pool',
        page: lazy(() => import('~/features/subnet-pools/subnet-pool-create')),
      },
    ],
  }),
  pageWithModals({
    path: 'subnet-pools/:subnetPool',
    handle: {
      crumb: [
        { label: 'Subnet pools', to: sibling('subnet-pools/:subnetPool', 'subnet-pools') },
        (p) => p.subnetPool ?? '',
      ],
    } satisfies Handle,
    page: lazy(
      () => import('~/features/subnet-pools/subnet-pool-page'),
      routeReads(
        (p) => [
          subnetPoolView(p.subnetPool),
          subnetPoolUtilization(p.subnetPool),
          subnetPoolMembersWhole(p.subnetPool),
          subnetPoolSilosWhole(p.subnetPool),
          allSilos(),
        ],
        { params: ['subnetPool'] },
      ),
    ),
    modals: [
      {
        path: 'edit',
        handle: { crumb: 'Edit subnet pool' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/subnet-pools/subnet-pool-edit'),
          routeReads((p) => [subnetPoolView(p.subnetPool)], { params: ['subnetPool'] }),
        ),
      },
      {
        path: 'members-add',
        handle: { crumb: 'Add member' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/subnet-pools/member-add'),
          routeReads((p) => [subnetPoolView(p.subnetPool)], { params: ['subnetPool'] }),
        ),
      },
    ],
  }),
]

/** The area's routes as they go below /system (areas.tsx). */
export const area: RouteObject[] = [{ path: 'networking', children: poolRoutes }]
