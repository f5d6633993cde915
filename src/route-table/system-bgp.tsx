import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import {
  announceSetsWhole,
  bfdStatus,
  bgpConfigList,
  bgpConfigsWhole,
  bgpExported,
  bgpStatus,
} from '~/resources/bgp/queries'
import { type Handle, lazy, listWithModals, to } from './kit'

/** The BGP page's tabs; configurations and announce sets with their forms. */
const bgpTabs: RouteObject[] = [
  {
    path: 'peers',
    handle: { crumb: 'Peers', title: 'BGP peers' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/bgp/peers-tab'),
      routeReads(() => [bgpStatus(), bfdStatus()]),
    ),
  },
  {
    path: 'routes',
    handle: { crumb: 'Routes', title: 'BGP routes' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/bgp/routes-tab'),
      routeReads(() => [bgpConfigsWhole(), bgpExported()]),
    ),
  },
  {
    path: 'history',
    handle: { crumb: 'Message history', title: 'BGP message history' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/bgp/history-tab'),
      routeReads(() => [bgpConfigsWhole()]),
    ),
  },
  listWithModals({
    path: 'configs',
    crumb: 'Configurations',
    page: lazy(
      () => import('~/features/bgp/configs-tab'),
      routeReads((_, page) => [bgpConfigList(page)]),
    ),
    modals: [
      {
        path: 'configs-new',
        crumb: 'New configuration',
        page: lazy(
          () => import('~/features/bgp/config-create'),
          routeReads(() => [announceSetsWhole()]),
        ),
      },
      {
        path: 'configs/:bgpConfig/edit',
        crumb: 'Edit configuration',
        page: lazy(() => import('~/features/bgp/config-edit')),
      },
    ],
  }),
  listWithModals({
    path: 'announce-sets',
    crumb: 'Announce sets',
    page: lazy(
      () => import('~/features/bgp/announce-sets-tab'),
      routeReads(() => [announceSetsWhole()]),
      () => import('~/features/bgp/announce-sets-loader'),
    ),
    modals: [
      {
        path: 'announce-sets-new',
        crumb: 'New announce set',
        page: lazy(() => import('~/features/bgp/announce-set-create')),
      },
      {
        path: 'announce-sets/:announceSet/edit',
        crumb: 'Edit announce set',
        page: lazy(() => import('~/features/bgp/announce-set-edit')),
      },
    ],
  }),
]

/** BGP and BFD, below /system/networking, patched in on the first visit to one (areas.tsx). */
export const area: RouteObject[] = [
  {
    path: 'networking',
    children: [
      {
        path: 'bgp',
        handle: { crumb: 'BGP' } satisfies Handle,
        children: [
          to('/system/networking/bgp/peers'),
          { lazy: lazy(() => import('~/features/bgp/bgp-page')), children: bgpTabs },
        ],
      },
      listWithModals({
        path: 'bfd',
        crumb: 'BFD',
        page: lazy(
          () => import('~/features/bfd/bfd-page'),
          routeReads(() => [bfdStatus()]),
        ),
        modals: [
          {
            path: 'bfd-new',
            crumb: 'Enable BFD session',
            page: lazy(
              () => import('~/features/bfd/bfd-enable'),
              routeReads(() => [bfdStatus()]),
            ),
          },
        ],
      }),
    ],
  },
]
