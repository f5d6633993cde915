import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { siloTabOf, startTabCode } from '~/features/silos/silo-tabs'
import { siloList, siloPageReads, siloUserView, siloView } from '~/resources/silos/queries'
import { sb } from '~/util/system-paths'
import { type Handle, lazy, listWithModals, pageWithModals, sibling } from './kit'

type Params = Record<string, string | undefined>
const silosCrumb = { label: 'Silos', to: sibling('silos/:silo', 'silos') }
/** A silo user's page: below the silo page's Users tab. */
const siloUserCrumbs = [
  { label: 'Silos', to: () => sb.silos() },
  { label: (p: Params) => p.silo ?? '', to: (p: Params) => sb.silo({ silo: p.silo ?? '' }) },
  { label: 'Users', to: (p: Params) => sb.siloTab({ silo: p.silo ?? '', tab: 'users' }) },
  (p: Params) => p.siloUserId ?? '',
]

/** The silos' pages, below /system, patched in on the first visit to one (areas.tsx). */
export const area: RouteObject[] = [
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
  pageWithModals({
    path: 'silos/:silo',
    handle: { crumb: [silosCrumb, (p) => p.silo ?? ''] } satisfies Handle,
    page: lazy(
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
    modals: [
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
  }),
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
]
