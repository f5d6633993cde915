import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { siloImageList, siloImageView } from '~/resources/images/queries'
import {
  multicastGroupList,
  multicastGroupView,
  multicastMemberList,
} from '~/resources/multicast/queries'
import { projectList } from '~/resources/projects/queries'
import { groupMemberList, groupView, userView } from '~/resources/users/queries'
import { siloUtilization } from '~/resources/utilization/queries'
import { accessReads, content, type Handle, lazy, listWithModals, sibling, to } from './kit'

/**
 * Silo-level screens (spec section 2): projects, silo images, utilization, access (with the
 * silo's users and groups, issue 30); and the
 * multicast groups, which the API scopes to no project (they are fleet-wide).
 */
export const siloRoutes: RouteObject = content([
  to('/projects'),
  listWithModals({
    path: 'projects',
    crumb: 'Projects',
    page: lazy(
      () => import('~/features/projects/projects-page'),
      routeReads((_, page) => [projectList(page)]),
      () => import('~/features/projects/projects-loader'),
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
      () => import('~/features/images/silo-images-loader'),
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
    path: 'multicast-groups',
    handle: { crumb: 'Multicast groups' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/multicast/multicast-groups-page'),
      routeReads((_, page) => [multicastGroupList(page)]),
    ),
  },
  {
    path: 'multicast-groups/:multicastGroup',
    handle: {
      crumb: [
        {
          label: 'Multicast groups',
          to: sibling('multicast-groups/:multicastGroup', 'multicast-groups'),
        },
        (p) => p.multicastGroup ?? '',
      ],
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/multicast/multicast-group-page'),
      routeReads(
        (p, page) => [
          multicastGroupView(p.multicastGroup),
          multicastMemberList(p.multicastGroup, page),
        ],
        { params: ['multicastGroup'] },
      ),
    ),
  },
  {
    path: 'access',
    handle: { crumb: 'Access' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/access/silo-access-page'),
      accessReads(() => ({ kind: 'silo' })),
    ),
  },
  {
    path: 'access/users/:userId',
    handle: {
      crumb: [
        { label: 'Access', to: sibling('access/users/:userId', 'access') },
        (p) => p.userId ?? '',
      ],
      title: 'User',
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/users/user-page'),
      routeReads((p) => [userView(p.userId)], { params: ['userId'] }),
    ),
  },
  {
    path: 'access/groups/:groupId',
    handle: {
      crumb: [
        { label: 'Access', to: sibling('access/groups/:groupId', 'access') },
        (p) => p.groupId ?? '',
      ],
      title: 'Group',
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/users/group-page'),
      routeReads((p, page) => [groupView(p.groupId), groupMemberList(p.groupId, page)], {
        params: ['groupId'],
      }),
    ),
  },
])
