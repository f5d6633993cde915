import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { builtinUserList, builtinUserView } from '~/resources/builtin-users/queries'
import { allPhysicalDisks, allSleds } from '~/resources/inventory/queries'
import { projectPicker } from '~/resources/projects/queries'
import { allQuotas, quotaRows } from '~/resources/quotas/queries'
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
import { bundleLabel } from '~/util/bundle-states'
import { sb } from '~/util/system-paths'
import { accessReads, type Handle, lazy, listWithModals, pageWithModals, sibling } from './kit'

const fleetAccessCrumb = { label: 'Fleet access', to: () => sb.fleetAccess() }
const builtinCrumb = {
  label: 'Built-in users',
  to: sibling('access/built-in-users/:builtinUser', 'access/built-in-users'),
}

/**
 * System (operator) screens, below /system (spec section 2), but for the areas' (silos,
 * webhooks, certificates, networking, inventory), which come on their own (areas.tsx).
 */
export const systemRoutes: RouteObject[] = [
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
  pageWithModals({
    path: 'update',
    handle: { crumb: 'System update' } satisfies Handle,
    page: lazy(
      () => import('~/features/system-update/system-update-page'),
      routeReads((_, page) => [updateStatus, repositoryList, trustRootList(page)]),
    ),
    modals: [
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
  }),
]
