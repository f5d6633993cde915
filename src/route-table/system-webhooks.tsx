import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import {
  alertClasses,
  allReceivers,
  deliveryList,
  readDeliveryFilter,
  receiverList,
  receiverView,
  secretList,
} from '~/resources/webhooks/queries'
import { type Handle, lazy, listWithModals, sibling, to } from './kit'

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

/** The webhooks' pages, below /system, patched in on the first visit to one (areas.tsx). */
export const area: RouteObject[] = [
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
