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
import { networkingSettingsView } from '~/resources/networking-settings/queries'
import {
  addressLotBlocks,
  addressLotList,
  addressLotView,
  allAddressLots,
  allowListView,
  allRacks,
  inboundIcmpView,
  loopbackAddressList,
  portSettingsList,
  portSettingsView,
} from '~/resources/rack-networking/queries'
import { allPortSettings } from '~/resources/switch-ports/queries'
import { type Handle, lazy, listWithModals, sibling, to } from './kit'

/** System networking (below /system/networking): the rack's uplinks (the pools: system-pools.tsx). */
const lotsCrumb = {
  label: 'Address lots',
  to: sibling('address-lots/:addressLot', 'address-lots'),
}
const settingsCrumb = {
  label: 'Switch port settings',
  to: sibling('switch-port-settings/:portSettings', 'switch-port-settings'),
}

/** Rack networking beside the IP pools: address lots, loopback addresses, port settings. */
const rackNetworkingRoutes: RouteObject[] = [
  listWithModals({
    path: 'address-lots',
    crumb: 'Address lots',
    page: lazy(
      () => import('~/features/address-lots/address-lots-page'),
      routeReads((_, page) => [addressLotList(page)]),
    ),
    modals: [
      {
        path: 'address-lots-new',
        crumb: 'New address lot',
        page: lazy(
          () => import('~/features/address-lots/address-lot-create'),
          routeReads(() => [allAddressLots()]),
        ),
      },
    ],
  }),
  {
    path: 'address-lots/:addressLot',
    handle: { crumb: [lotsCrumb, (p) => p.addressLot ?? ''] } satisfies Handle,
    lazy: lazy(
      () => import('~/features/address-lots/address-lot-page'),
      routeReads(
        (p, page) => [addressLotView(p.addressLot), addressLotBlocks(p.addressLot, page)],
        { params: ['addressLot'] },
      ),
    ),
  },
  listWithModals({
    path: 'loopback-addresses',
    crumb: 'Loopback addresses',
    page: lazy(
      () => import('~/features/loopback-addresses/loopback-addresses-page'),
      routeReads((_, page) => [loopbackAddressList(page)]),
    ),
    modals: [
      {
        path: 'loopback-addresses-new',
        crumb: 'New loopback address',
        page: lazy(
          () => import('~/features/loopback-addresses/loopback-address-create'),
          routeReads(() => [allAddressLots(), allRacks()]),
        ),
      },
    ],
  }),
  listWithModals({
    path: 'switch-port-settings',
    crumb: 'Switch port settings',
    page: lazy(
      () => import('~/features/switch-port-settings/port-settings-list-page'),
      routeReads((_, page) => [portSettingsList(page)]),
    ),
    modals: [
      {
        path: 'switch-port-settings-new',
        crumb: 'New switch port settings',
        page: lazy(
          () => import('~/features/switch-port-settings/port-settings-create'),
          routeReads(() => [allAddressLots(), allPortSettings()]),
        ),
      },
    ],
  }),
  {
    path: 'switch-port-settings/:portSettings',
    handle: { crumb: [settingsCrumb, (p) => p.portSettings ?? ''] } satisfies Handle,
    lazy: lazy(
      () => import('~/features/switch-port-settings/port-settings-page'),
      routeReads((p) => [portSettingsView(p.portSettings)], { params: ['portSettings'] }),
    ),
  },
  {
    path: 'allow-list',
    handle: { crumb: 'Allow-list', title: 'Source IP allow-list' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/allow-list/allow-list-page'),
      routeReads(() => [allowListView, inboundIcmpView]),
    ),
  },
  {
    path: 'settings',
    handle: { crumb: 'Networking settings' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/networking-settings/networking-settings-page'),
      routeReads(() => [networkingSettingsView]),
    ),
  },
]

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

/** Below /system/networking, patched in on the first visit there (areas.tsx). */
const networkingRoutes: RouteObject[] = [
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
  ...rackNetworkingRoutes,
]

/** The area's routes as they go below /system (areas.tsx). */
export const area: RouteObject[] = [
  { path: 'networking', children: [to('/system/networking/ip-pools'), ...networkingRoutes] },
]
