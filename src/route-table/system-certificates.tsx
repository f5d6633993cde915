import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { certificateList, certificateView } from '~/resources/certificates/queries'
import { type Handle, lazy, listWithModals, sibling } from './kit'

/**
 * The certificates' pages, below /system, patched in on the first visit to one
 * (areas.tsx).
 */
export const area: RouteObject[] = [
  listWithModals({
    path: 'certificates',
    crumb: 'Certificates',
    page: lazy(
      () => import('~/features/certificates/certificates-page'),
      routeReads((_, page) => [certificateList(page)]),
      () => import('~/features/certificates/certificates-loader'),
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
]
