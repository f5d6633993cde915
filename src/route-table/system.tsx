import type { RouteObject } from 'react-router'
import { startFleetRoleReads } from '~/api/fleet-permissions'
import { routeReads } from '~/components/route-reads'
import { allSleds, physicalDiskList, rackList, switchList } from '~/resources/inventory/queries'
import { siloList } from '~/resources/silos/queries'
import { supportBundleList } from '~/resources/support-bundles/queries'
import { allPortSettings, switchPortList } from '~/resources/switch-ports/queries'
import { receiverList } from '~/resources/webhooks/queries'
import { bundleLabel } from '~/util/bundle-states'
import { type Handle, lazy, listWithModals, Nothing, sibling, to } from './kit'
import { networkingRoutes } from './system-networking'

/** System (operator) screens, below /system (spec section 2). */
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

export const systemRoutes: RouteObject[] = [
  listWithModals({
    path: 'silos',
    crumb: 'Silos',
    page: lazy(
      () => import('~/features/silos/silos-page'),
      routeReads((_, page) => [siloList(page)]),
    ),
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
        lazy: lazy(() => import('~/features/inventory/switch-port-page')),
      },
      {
        path: 'disks/:diskId',
        handle: {
          crumb: [{ label: 'Disks', to: sibling('disks/:diskId', 'disks') }, (p) => p.diskId ?? ''],
          title: 'Physical disk',
        } satisfies Handle,
        lazy: lazy(() => import('~/features/inventory/physical-disk-page')),
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
        lazy: lazy(() => import('~/features/inventory/switch-page')),
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
        lazy: lazy(() => import('~/features/inventory/rack-page')),
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
  networkingRoutes,
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
    page: lazy(
      () => import('~/features/support-bundles/support-bundles-page'),
      routeReads((_, page) => [supportBundleList(page)]),
    ),
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
        (p) => `Bundle ${bundleLabel(p.bundleId ?? '')}`,
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
      {
        path: 'repositories-new',
        handle: { crumb: 'Upload repository' } satisfies Handle,
        lazy: lazy(() => import('~/features/system-update/repository-upload')),
      },
    ],
  },
  listWithModals({
    path: 'webhooks',
    crumb: 'Webhooks',
    page: lazy(
      () => import('~/features/webhooks/webhooks-page'),
      routeReads((_, page) => [receiverList(page)], { first: startFleetRoleReads }),
    ),
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
