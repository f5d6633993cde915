import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { siloImageList, siloImageView } from '~/resources/images/queries'
import { projectList } from '~/resources/projects/queries'
import { siloUtilization } from '~/resources/utilization/queries'
import { content, type Handle, lazy, listWithModals, to } from './kit'

/** Silo-level screens (spec section 2): projects, silo images, utilization, access. */
export const siloRoutes: RouteObject = content([
  to('/projects'),
  listWithModals({
    path: 'projects',
    crumb: 'Projects',
    page: lazy(
      () => import('~/features/projects/projects-page'),
      routeReads((_, page) => [projectList(page)]),
    ),
    modals: [
      {
        path: 'projects-new',
        crumb: 'New project',
        page: lazy(() => import('~/features/projects/project-create')),
      },
      {
        path: 'projects/:project/edit',
        crumb: 'Edit project',
        page: lazy(() => import('~/features/projects/project-edit')),
      },
    ],
  }),
  listWithModals({
    path: 'images',
    crumb: 'Images',
    page: lazy(
      () => import('~/features/images/silo-images-page'),
      routeReads((_, page) => [siloImageList(page)]),
    ),
    modals: [
      {
        path: 'images/:image/edit',
        crumb: (p) => p.image ?? '',
        page: lazy(
          () => import('~/features/images/silo-image-edit'),
          routeReads((p) => [siloImageView(p.image)], { params: ['image'] }),
        ),
      },
    ],
  }),
  {
    path: 'utilization',
    handle: { crumb: 'Utilization' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/utilization/silo-utilization-page'),
      routeReads(() => [siloUtilization()]),
    ),
  },
  {
    path: 'access',
    handle: { crumb: 'Access' } satisfies Handle,
    lazy: lazy(() => import('~/features/access/silo-access-page')),
  },
])
