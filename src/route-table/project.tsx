import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { kindOfRequest } from '~/features/affinity/affinity-kind'
import { groupList, groupView, memberList } from '~/resources/affinity-groups/queries'
import { diskList, projectDisks } from '~/resources/disks/queries'
import { externalSubnetList, externalSubnetView } from '~/resources/external-subnets/queries'
import { floatingIpList, floatingIpView } from '~/resources/floating-ips/queries'
import { projectImageList, projectImageView } from '~/resources/images/queries'
import { projectInstances } from '~/resources/instances/queries'
import { snapshotList, snapshotView } from '~/resources/snapshots/queries'
import { vpcList } from '~/resources/vpcs/queries'
import { accessReads, type Handle, lazy, listWithModals, sibling, to } from './kit'
import { instanceRoutes } from './project-instances'

/** Screens inside a project (spec section 2), below /projects/{project}. */

const affinityRoutes: RouteObject[] = [
  listWithModals({
    path: 'affinity',
    crumb: 'Affinity Groups',
    page: lazy(
      () => import('~/features/affinity/affinity-page'),
      routeReads((p, page, request) => [groupList(kindOfRequest(request), p.project, page)], {
        params: ['project'],
      }),
    ),
    modals: [
      {
        path: 'affinity-new',
        crumb: 'New group',
        page: lazy(() => import('~/features/affinity/affinity-create')),
      },
      {
        path: 'affinity/:group/edit',
        crumb: 'Edit group',
        page: lazy(
          () => import('~/features/affinity/affinity-edit'),
          routeReads((p, _, request) => [groupView(kindOfRequest(request), p.project, p.group)], {
            params: ['project', 'group'],
          }),
        ),
      },
    ],
  }),
  {
    path: 'affinity/:group',
    handle: {
      crumb: [
        { label: 'Affinity Groups', to: sibling('affinity/:group', 'affinity') },
        (p) => p.group ?? '',
      ],
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/affinity/affinity-group-page'),
      routeReads(
        (p, _, request) => [
          groupView(kindOfRequest(request), p.project, p.group),
          memberList(kindOfRequest(request), p.project, p.group),
        ],
        { params: ['project', 'group'] },
      ),
    ),
  },
]

export const projectRoutes: RouteObject[] = [
  to('instances'),
  ...instanceRoutes,
  listWithModals({
    path: 'vpcs',
    crumb: 'VPCs',
    page: lazy(
      () => import('~/features/vpcs/vpcs-page'),
      routeReads((p, page) => [vpcList(p.project, page)], { params: ['project'] }),
    ),
    modals: [
      {
        path: 'vpcs-new',
        crumb: 'New VPC',
        page: lazy(() => import('~/features/vpcs/vpc-create')),
      },
    ],
  }),
  listWithModals({
    path: 'floating-ips',
    crumb: 'Floating IPs',
    page: lazy(
      () => import('~/features/floating-ips/floating-ips-page'),
      routeReads((p, page) => [floatingIpList(p.project, page)], {
        params: ['project'],
      }),
    ),
    modals: [
      {
        path: 'floating-ips-new',
        crumb: 'New floating IP',
        page: lazy(() => import('~/features/floating-ips/floating-ip-create')),
      },
      {
        path: 'floating-ips/:floatingIp/edit',
        crumb: 'Edit floating IP',
        page: lazy(
          () => import('~/features/floating-ips/floating-ip-edit'),
          routeReads((p) => [floatingIpView(p.project, p.floatingIp)], {
            params: ['project', 'floatingIp'],
          }),
        ),
      },
    ],
  }),
  listWithModals({
    path: 'external-subnets',
    crumb: 'External subnets',
    page: lazy(
      () => import('~/features/external-subnets/external-subnets-page'),
      routeReads((p, page) => [externalSubnetList(p.project, page)], { params: ['project'] }),
    ),
    modals: [
      {
        path: 'external-subnets-new',
        crumb: 'New external subnet',
        page: lazy(() => import('~/features/external-subnets/external-subnet-create')),
      },
      {
        path: 'external-subnets/:externalSubnet/edit',
        crumb: 'Edit external subnet',
        page: lazy(
          () => import('~/features/external-subnets/external-subnet-edit'),
          routeReads((p) => [externalSubnetView(p.project, p.externalSubnet)], {
            params: ['project', 'externalSubnet'],
          }),
        ),
      },
    ],
  }),
  listWithModals({
    path: 'probes',
    crumb: 'Probes',
    page: lazy(
      () => import('~/features/probes/probes-page'),
      undefined,
      () => import('~/features/probes/probes-loader'),
    ),
    modals: [
      {
        path: 'probes-new',
        crumb: 'New probe',
        page: lazy(() => import('~/features/probes/probe-create')),
      },
    ],
  }),
  {
    path: 'probes/:probe',
    handle: {
      crumb: [{ label: 'Probes', to: sibling('probes/:probe', 'probes') }, (p) => p.probe ?? ''],
    } satisfies Handle,
    lazy: lazy(() => import('~/features/probes/probe-page')),
  },
  listWithModals({
    path: 'disks',
    crumb: 'Disks',
    page: lazy(
      () => import('~/features/disks/disks-page'),
      routeReads((p, page) => [diskList(p.project, page), projectInstances(p.project)], {
        params: ['project'],
      }),
    ),
    modals: [
      {
        path: 'disks-new',
        crumb: 'New disk',
        page: lazy(() => import('~/features/disks/disk-create')),
      },
    ],
  }),
  listWithModals({
    path: 'snapshots',
    crumb: 'Snapshots',
    page: lazy(
      () => import('~/features/snapshots/snapshots-page'),
      routeReads((p, page) => [snapshotList(p.project, page), projectDisks(p.project)], {
        params: ['project'],
      }),
    ),
    modals: [
      {
        path: 'snapshots-new',
        crumb: 'New snapshot',
        page: lazy(
          () => import('~/features/snapshots/snapshot-create'),
          routeReads((p) => [projectDisks(p.project)], { params: ['project'] }),
        ),
      },
      {
        path: 'snapshots/:snapshot/images-new',
        crumb: 'New image from snapshot',
        page: lazy(
          () => import('~/features/snapshots/snapshot-image-create'),
          routeReads((p) => [snapshotView(p.project, p.snapshot)], {
            params: ['project', 'snapshot'],
          }),
        ),
      },
    ],
  }),
  listWithModals({
    path: 'images',
    crumb: 'Images',
    page: lazy(
      () => import('~/features/images/project-images-page'),
      routeReads((p, page) => [projectImageList(p.project, page)], {
        params: ['project'],
      }),
    ),
    modals: [
      {
        path: 'images-new',
        crumb: 'Upload image',
        page: lazy(() => import('~/features/images/image-upload')),
      },
      {
        path: 'images/:image/edit',
        crumb: (p) => p.image ?? '',
        page: lazy(
          () => import('~/features/images/project-image-edit'),
          routeReads((p) => [projectImageView(p.project, p.image)], {
            params: ['project', 'image'],
          }),
        ),
      },
    ],
  }),
  {
    path: 'access',
    handle: { crumb: 'Access' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/access/project-access-page'),
      accessReads((p) => ({ kind: 'project', project: p.project }), ['project']),
    ),
  },
  ...affinityRoutes,
]
