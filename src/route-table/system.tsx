import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { siloTabOf, startTabCode } from '~/features/silos/silo-tabs'
import { builtinUserList, builtinUserView } from '~/resources/builtin-users/queries'
import { certificateList, certificateView } from '~/resources/certificates/queries'
import { allPhysicalDisks, allSleds } from '~/resources/inventory/queries'
import { projectPicker } from '~/resources/projects/queries'
import { allQuotas, quotaRows } from '~/resources/quotas/queries'
import { siloList, siloPageReads, siloUserView, siloView } from '~/resources/silos/queries'
import {
  allSupportBundles,
  supportBundleList,
  supportBundleView,
} from '~/resources/support-bundles/queries'
import { repositoryList, trustRootList, updateStatus } from '~/resources/updates/queries'
import {
  fleetUtilization,
  siloUtilizationList,
  sledCapacity,
} from '~/resources/utilization/queries'
import {
  alertClasses,
  allReceivers,
  deliveryList,
  readDeliveryFilter,
  receiverList,
  receiverView,
  secretList,
} from '~/resources/webhooks/queries'
import { bundleLabel } from '~/util/bundle-states'
import { sb } from '~/util/system-paths'
import { accessReads, type Handle, lazy, listWithModals, Nothing, sibling, to } from './kit'

/** System (operator) screens, below /system (spec section 2). */
type Params = Record<string, string | undefined>
const silosCrumb = { label: 'Silos', to: sibling('silos/:silo', 'silos') }
const fleetAccessCrumb = { label: 'Fleet access', to: () => sb.fleetAccess() }
const builtinCrumb = {
  label: 'Built-in users',
  to: sibling('access/built-in-users/:builtinUser', 'access/built-in-users'),
}
/** A silo user's page: below the silo page's Users tab. */
const siloUserCrumbs = [
  { label: 'Silos', to: () => sb.silos() },
  { label: (p: Params) => p.silo ?? '', to: (p: Params) => sb.silo({ silo: p.silo ?? '' }) },
  { label: 'Users', to: (p: Params) => sb.siloTab({ silo: p.silo ?? '', tab: 'users' }) },
  (p: Params) => p.siloUserId ?? '',
]
const webhooksCrumb = { label: 'Webhooks', to: sibling('webhooks/:receiver', 'webhooks') }

/** A webhook's page: its tabs (deliveries first) and its edit form. */
const webhookRoutes: RouteObject[] = [
  to('deliveries'),
  {
    path: 'edit',
    handle: { crumb: 'Edit webhook' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/webhooks/webhook-edit'),
      routeReads((p) => [receiverView(p.receiver), alertClasses(), allReceivers()], {
        params: ['receiver'],
      }),
    ),
  },
  {
    path: 'deliveries',
    handle: { crumb: 'Deliveries' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/webhooks/deliveries-tab'),
      routeReads(
        (p, page, request) => [
          receiverView(p.receiver),
          deliveryList(
            p.receiver,
            readDeliveryFilter(new URL(request.url).searchParams.get('state')),
            page,
          ),
        ],
        { params: ['receiver'] },
      ),
    ),
  },
  {
    path: 'subscriptions',
    handle: { crumb: 'Subscriptions' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/webhooks/subscriptions-tab'),
      routeReads((p) => [receiverView(p.receiver), alertClasses()], { params: ['receiver'] }),
    ),
  },
  {
    path: 'secrets',
    handle: { crumb: 'Secrets' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/webhooks/secrets-tab'),
      routeReads((p) => [receiverView(p.receiver), secretList(p.receiver)], {
        params: ['receiver'],
      }),
    ),
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
    lazy: lazy(
      () => import('~/features/silos/silo-page'),
      routeReads(
        (p, page, request) => {
          const tab = siloTabOf(new URL(request.url).searchParams)
          startTabCode(tab)
          return siloPageReads(p.silo, tab, page)
        },
        { params: ['silo'] },
      ),
    ),
    children: [
      { index: true, Component: Nothing },
      {
        path: 'idps-new',
        handle: { crumb: 'New identity provider' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/silos/idp-create'),
          routeReads((p) => [siloView(p.silo)], { params: ['silo'] }),
        ),
      },
      {
        path: 'idps/saml/:provider',
        handle: { crumb: (p) => p.provider ?? '' } satisfies Handle,
        lazy: lazy(() => import('~/features/silos/idp-view')),
      },
    ],
  },
  {
    path: 'silos/:silo/users/:siloUserId',
    handle: { crumb: siloUserCrumbs, title: 'User' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/users/system-user-page'),
      routeReads((p) => [siloUserView(p.silo, p.siloUserId)], {
        params: ['silo', 'siloUserId'],
      }),
    ),
  },
  {
    path: 'utilization',
    handle: { crumb: 'Utilization' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/utilization/system-utilization-page'),
      routeReads((_, page) => [siloUtilizationList(page), fleetUtilization(), sledCapacity()]),
    ),
  },
  {
    path: 'issues',
    handle: { crumb: 'Issues', title: 'System issues' } satisfies Handle,
    // the instances of each project follow on the page; a source that fails is named there
    lazy: lazy(
      () => import('~/features/system-issues/issues-page'),
      routeReads(() => [allSleds(), allPhysicalDisks(), allSupportBundles(), projectPicker()], {
        warm: true,
      }),
    ),
  },
  {
    path: 'audit-log',
    handle: { crumb: 'Audit log' } satisfies Handle,
    lazy: lazy(() => import('~/features/audit-log/audit-log-page')),
  },
  {
    path: 'access',
    handle: { crumb: 'Fleet access' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/access/fleet-access-page'),
      accessReads(() => ({ kind: 'fleet' })),
    ),
  },
  {
    path: 'access/built-in-users',
    handle: { crumb: [fleetAccessCrumb, 'Built-in users'] } satisfies Handle,
    lazy: lazy(
      () => import('~/features/users/builtin-users-page'),
      routeReads((_, page) => [builtinUserList(page)]),
    ),
  },
  {
    path: 'access/built-in-users/:builtinUser',
    handle: {
      crumb: [fleetAccessCrumb, builtinCrumb, (p) => p.builtinUser ?? ''],
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/users/builtin-user-page'),
      routeReads((p) => [builtinUserView(p.builtinUser)], { params: ['builtinUser'] }),
    ),
  },
  listWithModals({
    path: 'certificates',
    crumb: 'Certificates',
    page: lazy(
      () => import('~/features/certificates/certificates-page'),
      routeReads((_, page) => [certificateList(page)]),
    ),
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
    lazy: lazy(
      () => import('~/features/certificates/certificate-page'),
      routeReads((p) => [certificateView(p.certificate)], { params: ['certificate'] }),
    ),
  },
  {
    path: 'quotas',
    handle: { crumb: 'Fleet quotas' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/quotas/fleet-quotas-page'),
      routeReads((_, page) => [quotaRows(page), allQuotas(), fleetUtilization(), sledCapacity()]),
    ),
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
    lazy: lazy(
      () => import('~/features/support-bundles/support-bundle-page'),
      routeReads((p) => [supportBundleView(p.bundleId)], { params: ['bundleId'] }),
    ),
  },
  {
    path: 'update',
    handle: { crumb: 'System update' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/system-update/system-update-page'),
      routeReads((_, page) => [updateStatus, repositoryList, trustRootList(page)]),
    ),
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
      routeReads((_, page) => [receiverList(page)]),
    ),
    modals: [
      {
        path: 'webhooks-new',
        crumb: 'New webhook',
        page: lazy(
          () => import('~/features/webhooks/webhook-create'),
          routeReads(() => [alertClasses()]),
        ),
      },
    ],
  }),
  {
    path: 'webhooks/:receiver',
    handle: { crumb: [webhooksCrumb, (p) => p.receiver ?? ''] } satisfies Handle,
    lazy: lazy(
      () => import('~/features/webhooks/webhook-page'),
      routeReads((p) => [receiverView(p.receiver)], { params: ['receiver'] }),
    ),
    children: webhookRoutes,
  },
]
