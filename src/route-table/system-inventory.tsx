import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import {
  allSleds,
  physicalDiskList,
  physicalDiskView,
  rackList,
  rackMembership,
  rackView,
  sledDisks,
  sledInstances,
  sledList,
  sledView,
  switchList,
  switchView,
} from '~/resources/inventory/queries'
import { allPortSettings, allSwitchPorts, switchPortList } from '~/resources/switch-ports/queries'
import { type Handle, lazy, sibling, to } from './kit'

/**
 * The rack's inventory: sleds, disks, switches, racks and their pages (below /system/inventory,
 * patched in on the first visit there: areas.tsx).
 */
const inventoryRoutes: RouteObject[] = [
  {
    lazy: lazy(() => import('~/features/inventory/inventory-page')),
    children: [
      {
        path: 'sleds',
        handle: { crumb: 'Sleds' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/inventory/sleds-tab'),
          routeReads((_, page) => [sledList(page), allSleds()]),
        ),
      },
      {
        path: 'disks',
        handle: { crumb: 'Disks', title: 'Physical disks' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/inventory/disks-tab'),
          routeReads((_, page) => [physicalDiskList(page), allSleds()]),
        ),
      },
      {
        path: 'switches',
        handle: { crumb: 'Switches' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/inventory/switches-tab'),
          routeReads((_, page) => [switchList(page)]),
        ),
      },
      {
        path: 'switch-ports',
        handle: { crumb: 'Switch ports' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/inventory/switch-ports-tab'),
          routeReads((_, page) => [switchPortList(page), allPortSettings()]),
        ),
      },
      {
        path: 'racks',
        handle: { crumb: 'Racks' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/inventory/racks-tab'),
          routeReads((_, page) => [rackList(page)]),
        ),
      },
    ],
  },
  {
    path: 'switch-ports/:switchSlot/:port',
    handle: {
      crumb: [
        {
          label: 'Switch ports',
          to: sibling('switch-ports/:switchSlot/:port', 'switch-ports'),
        },
        (p) => `${p.switchSlot ?? ''} ${p.port ?? ''}`,
      ],
      title: 'Switch port',
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/inventory/switch-port-page'),
      routeReads(() => [allSwitchPorts(), allPortSettings()]),
    ),
  },
  {
    path: 'disks/:diskId',
    handle: {
      crumb: [{ label: 'Disks', to: sibling('disks/:diskId', 'disks') }, (p) => p.diskId ?? ''],
      title: 'Physical disk',
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/inventory/physical-disk-page'),
      routeReads((p) => [physicalDiskView(p.diskId), allSleds()], { params: ['diskId'] }),
    ),
  },
  {
    path: 'switches/:switchId',
    handle: {
      crumb: [
        { label: 'Switches', to: sibling('switches/:switchId', 'switches') },
        (p) => p.switchId ?? '',
      ],
      title: 'Switch',
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/inventory/switch-page'),
      routeReads((p) => [switchView(p.switchId)], { params: ['switchId'] }),
    ),
  },
  {
    path: 'racks/:rackId',
    handle: {
      crumb: [
        { label: 'Racks', to: sibling('racks/:rackId', 'racks') },
        (p) => `Rack ${p.rackId ?? ''}`,
      ],
      title: 'Rack',
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/inventory/rack-page'),
      routeReads((p) => [rackView(p.rackId), allSleds(), rackMembership(p.rackId)], {
        params: ['rackId'],
      }),
    ),
  },
  {
    path: 'sleds/:sledId/instances',
    handle: {
      crumb: [
        { label: 'Sleds', to: sibling('sleds/:sledId/instances', 'sleds') },
        (p) => p.sledId ?? '',
        'Instances',
      ],
      title: 'Sled instances',
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/inventory/sled-page'),
      routeReads(
        (p, page) => [sledView(p.sledId), sledInstances(p.sledId, page), sledDisks(p.sledId)],
        { params: ['sledId'] },
      ),
    ),
  },
]

/** The area's routes as they go below /system (areas.tsx). */
export const area: RouteObject[] = [
  {
    path: 'inventory',
    handle: { crumb: 'Inventory' } satisfies Handle,
    children: [to('/system/inventory/sleds'), ...inventoryRoutes],
  },
]
