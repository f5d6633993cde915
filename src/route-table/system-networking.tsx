import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
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

/**
 * System networking (below /system/networking): the rack's uplinks (the pools: system-pools.tsx;
 * BGP and BFD: system-bgp.tsx).
 */
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

/** The area's routes as they go below /system (areas.tsx). */
export const area: RouteObject[] = [
  { path: 'networking', children: [to('/system/networking/ip-pools'), ...rackNetworkingRoutes] },
]
