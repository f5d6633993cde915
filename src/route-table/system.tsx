import type { RouteObject } from 'react-router'
import { type Handle, lazy, listWithModals, Nothing, sibling, to } from './kit'

/** System (operator) screens, below /system (spec section 2). */
const lotsCrumb = {
  label: 'Address Lots',
  to: sibling('address-lots/:addressLot', 'address-lots'),
}
const settingsCrumb = {
  label: 'Switch Port Settings',
  to: sibling('switch-port-settings/:portSettings', 'switch-port-settings'),
}

/** Rack networking beside the IP pools: address lots, loopback addresses, port settings. */
const rackNetworkingRoutes: RouteObject[] = [
  listWithModals({
    path: 'address-lots',
    crumb: 'Address Lots',
    page: lazy(() => import('~/features/address-lots/address-lots-page')),
    modals: [
      {
        path: 'address-lots-new',
        crumb: 'New address lot',
        page: lazy(() => import('~/features/address-lots/address-lot-create')),
      },
    ],
  }),
  {
    path: 'address-lots/:addressLot',
    handle: { crumb: [lotsCrumb, (p) => p.addressLot ?? ''] } satisfies Handle,
    lazy: lazy(() => import('~/features/address-lots/address-lot-page')),
  },
  listWithModals({
    path: 'loopback-addresses',
    crumb: 'Loopback Addresses',
    page: lazy(() => import('~/features/loopback-addresses/loopback-addresses-page')),
    modals: [
      {
        path: 'loopback-addresses-new',
        crumb: 'New loopback address',
        page: lazy(() => import('~/features/loopback-addresses/loopback-address-create')),
      },
    ],
  }),
  listWithModals({
    path: 'switch-port-settings',
    crumb: 'Switch Port Settings',
    page: lazy(() => import('~/features/switch-port-settings/port-settings-list-page')),
    modals: [
      {
        path: 'switch-port-settings-new',
        crumb: 'New switch port settings',
        page: lazy(() => import('~/features/switch-port-settings/port-settings-create')),
      },
    ],
  }),
  {
    path: 'switch-port-settings/:portSettings',
    handle: { crumb: [settingsCrumb, (p) => p.portSettings ?? ''] } satisfies Handle,
    lazy: lazy(() => import('~/features/switch-port-settings/port-settings-page')),
  },
  {
    path: 'allow-list',
    handle: { crumb: 'Allow-list', title: 'Source IP allow-list' } satisfies Handle,
    lazy: lazy(() => import('~/features/allow-list/allow-list-page')),
  },
]
const silosCrumb = { label: 'Silos', to: sibling('silos/:silo', 'silos') }
const webhooksCrumb = { label: 'Webhooks', to: sibling('webhooks/:receiver', 'webhooks') }

/** A webhook's page: its tabs (deliveries first) and its edit form. */
const webhookRoutes: RouteObject[] = [
  to('deliveries'),
  {
    path: 'edit',
    handle: { crumb: 'Edit webhook' } satisfies Handle,
    lazy: lazy(() => import('~/features/webhooks/webhook-edit')),
  },
  {
    path: 'deliveries',
    handle: { crumb: 'Deliveries' } satisfies Handle,
    lazy: lazy(() => import('~/features/webhooks/deliveries-tab')),
  },
  {
    path: 'subscriptions',
    handle: { crumb: 'Subscriptions' } satisfies Handle,
    lazy: lazy(() => import('~/features/webhooks/subscriptions-tab')),
  },
  {
    path: 'secrets',
    handle: { crumb: 'Secrets' } satisfies Handle,
    lazy: lazy(() => import('~/features/webhooks/secrets-tab')),
  },
]

/** The BGP page's tabs; configurations and announce sets with their forms. */
const bgpTabs: RouteObject[] = [
  {
    path: 'peers',
    handle: { crumb: 'Peers', title: 'BGP peers' } satisfies Handle,
    lazy: lazy(() => import('~/features/bgp/peers-tab')),
  },
  {
    path: 'routes',
    handle: { crumb: 'Routes', title: 'BGP routes' } satisfies Handle,
    lazy: lazy(() => import('~/features/bgp/routes-tab')),
  },
  {
    path: 'history',
    handle: { crumb: 'Message history', title: 'BGP message history' } satisfies Handle,
    lazy: lazy(() => import('~/features/bgp/history-tab')),
  },
  listWithModals({
    path: 'configs',
    crumb: 'Configurations',
    page: lazy(() => import('~/features/bgp/configs-tab')),
    modals: [
      {
        path: 'configs-new',
        crumb: 'New configuration',
        page: lazy(() => import('~/features/bgp/config-create')),
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
    page: lazy(() => import('~/features/bgp/announce-sets-tab')),
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

export const systemRoutes: RouteObject[] = [
  listWithModals({
    path: 'silos',
    crumb: 'Silos',
    page: lazy(() => import('~/features/silos/silos-page')),
    modals: [
      {
        path: 'silos-new',
        crumb: 'New silo',
        page: lazy(() => import('~/features/silos/silo-create')),
      },
    ],
  }),
  {
    path: 'silos/:silo',
    handle: { crumb: [silosCrumb, (p) => p.silo ?? ''] } satisfies Handle,
    lazy: lazy(() => import('~/features/silos/silo-page')),
    children: [
      { index: true, Component: Nothing },
      {
        path: 'idps-new',
        handle: { crumb: 'New identity provider' } satisfies Handle,
        lazy: lazy(() => import('~/features/silos/idp-create')),
      },
      {
        path: 'idps/saml/:provider',
        handle: { crumb: (p) => p.provider ?? '' } satisfies Handle,
        lazy: lazy(() => import('~/features/silos/idp-view')),
      },
    ],
  },
  {
    path: 'utilization',
    handle: { crumb: 'Utilization' } satisfies Handle,
    lazy: lazy(() => import('~/features/utilization/system-utilization-page')),
  },
  {
    path: 'issues',
    handle: { crumb: 'Issues', title: 'System issues' } satisfies Handle,
    lazy: lazy(() => import('~/features/system-issues/issues-page')),
  },
  {
    path: 'inventory',
    handle: { crumb: 'Inventory' } satisfies Handle,
    children: [
      to('/system/inventory/sleds'),
      {
        lazy: lazy(() => import('~/features/inventory/inventory-page')),
        children: [
          {
            path: 'sleds',
            handle: { crumb: 'Sleds' } satisfies Handle,
            lazy: lazy(() => import('~/features/inventory/sleds-tab')),
          },
          {
            path: 'disks',
            handle: { crumb: 'Disks', title: 'Physical disks' } satisfies Handle,
            lazy: lazy(() => import('~/features/inventory/disks-tab')),
          },
          {
            path: 'switches',
            handle: { crumb: 'Switches' } satisfies Handle,
            lazy: lazy(() => import('~/features/inventory/switches-tab')),
          },
          {
            path: 'switch-ports',
            handle: { crumb: 'Switch ports' } satisfies Handle,
            lazy: lazy(() => import('~/features/inventory/switch-ports-tab')),
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
        lazy: lazy(() => import('~/features/inventory/switch-port-page')),
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
        lazy: lazy(() => import('~/features/inventory/sled-page')),
      },
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
        page: lazy(() => import('~/features/bfd/bfd-page')),
        modals: [
          {
            path: 'bfd-new',
            crumb: 'Enable BFD session',
            page: lazy(() => import('~/features/bfd/bfd-enable')),
          },
        ],
      }),
      ...rackNetworkingRoutes,
    ],
  },
  {
    path: 'audit-log',
    handle: { crumb: 'Audit log' } satisfies Handle,
    lazy: lazy(() => import('~/features/audit-log/audit-log-page')),
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
  listWithModals({
    path: 'support-bundles',
    crumb: 'Support bundles',
    page: lazy(() => import('~/features/support-bundles/support-bundles-page')),
    modals: [
      {
        path: 'support-bundles-new',
        crumb: 'New support bundle',
        page: lazy(() => import('~/features/support-bundles/support-bundle-create')),
      },
    ],
  }),
  {
    path: 'support-bundles/:bundleId',
    handle: {
      crumb: [
        { label: 'Support bundles', to: sibling('support-bundles/:bundleId', 'support-bundles') },
        // bundles have no name: the first block of the id, as the list shows it
        (p) => `Bundle ${p.bundleId?.split('-')[0] ?? ''}`,
      ],
    } satisfies Handle,
    lazy: lazy(() => import('~/features/support-bundles/support-bundle-page')),
  },
  {
    path: 'update',
    handle: { crumb: 'System update' } satisfies Handle,
    lazy: lazy(() => import('~/features/system-update/system-update-page')),
    children: [
      { index: true, Component: Nothing },
      {
        path: 'trust-roots-new',
        handle: { crumb: 'Add trust root' } satisfies Handle,
        lazy: lazy(() => import('~/features/system-update/trust-root-create')),
      },
    ],
  },
  listWithModals({
    path: 'webhooks',
    crumb: 'Webhooks',
    page: lazy(() => import('~/features/webhooks/webhooks-page')),
    modals: [
      {
        path: 'webhooks-new',
        crumb: 'New webhook',
        page: lazy(() => import('~/features/webhooks/webhook-create')),
      },
    ],
  }),
  {
    path: 'webhooks/:receiver',
    handle: { crumb: [webhooksCrumb, (p) => p.receiver ?? ''] } satisfies Handle,
    lazy: lazy(() => import('~/features/webhooks/webhook-page')),
    children: webhookRoutes,
  },
]
