import type { RouteObject } from 'react-router'
import { routeParams } from '~/components/route-params'
import { routeReads } from '~/components/route-reads'
import { kindOfRequest } from '~/features/affinity/affinity-kind'
import { groupList, groupView, memberList } from '~/resources/affinity-groups/queries'
import { diskList, instanceDisks, projectDisks } from '~/resources/disks/queries'
import { instanceExternalIps } from '~/resources/external-ips/queries'
import {
  externalSubnetList,
  externalSubnetView,
  instanceExternalSubnets,
} from '~/resources/external-subnets/queries'
import { floatingIpList, floatingIpView } from '~/resources/floating-ips/queries'
import { projectImageList, projectImageView } from '~/resources/images/queries'
import {
  instanceList,
  instanceNics,
  instanceSshKeys,
  instanceView,
  projectInstances,
} from '~/resources/instances/queries'
import { gatewayList, gatewayView } from '~/resources/internet-gateways/queries'
import { instanceMulticastGroups } from '~/resources/multicast/queries'
import { maybeNetworkingSettings } from '~/resources/networking-settings/queries'
import { snapshotList, snapshotView } from '~/resources/snapshots/queries'
import {
  routeList,
  routerList,
  routerView,
  routeView,
  vpcRouters,
} from '~/resources/vpc-routers/queries'
import {
  firewallRuleRows,
  firewallRules,
  subnetByName,
  subnetList,
  subnetNics,
  vpcList,
  vpcSubnets,
  vpcView,
} from '~/resources/vpcs/queries'
import { pb } from '~/util/paths'
import { type Handle, type LazyRoute, lazy, listWithModals, Nothing, sibling, to } from './kit'

/** Screens inside a project (spec section 2), below /projects/{project}. */

/** A tab is a route; its title names it after the page it belongs to (Storage · web-1 · ...). */
const tab = (path: string, title: string, page: LazyRoute, children?: RouteObject[]) =>
  ({ path, handle: { title } satisfies Handle, lazy: page, children }) satisfies RouteObject

const metricCharts = () => import('~/features/instances/instance-metrics-charts')

const instanceTabs: RouteObject[] = [
  to('storage'),
  tab(
    'storage',
    'Storage',
    lazy(
      () => import('~/features/instances/instance-storage-tab'),
      routeReads((p) => [instanceDisks(p.project, p.instance)], {
        params: ['project', 'instance'],
      }),
    ),
  ),
  tab(
    'networking',
    'Networking',
    lazy(
      () => import('~/features/instances/instance-networking-tab'),
      routeReads(
        (p) => [
          instanceNics(p.project, p.instance),
          instanceExternalIps(p.project, p.instance),
          instanceExternalSubnets(p.project, p.instance),
          instanceMulticastGroups(p.project, p.instance),
        ],
        { params: ['project', 'instance'] },
      ),
    ),
  ),
  tab(
    'metrics',
    'Metrics',
    lazy(() => import('~/features/instances/instance-metrics-tab')),
    [
      to('cpu'),
      tab('cpu', 'CPU', lazy(metricCharts)),
      tab('disk', 'Disk', lazy(metricCharts)),
      tab('network', 'Network', lazy(metricCharts)),
    ],
  ),
  tab(
    'connect',
    'Connect',
    lazy(
      () => import('~/features/instances/instance-connect-tab'),
      routeReads(
        (p) => [instanceExternalIps(p.project, p.instance), instanceSshKeys(p.project, p.instance)],
        { params: ['project', 'instance'] },
      ),
    ),
  ),
  tab(
    'settings',
    'Settings',
    lazy(
      () => import('~/features/instances/instance-settings-tab'),
      routeReads((p) => [instanceDisks(p.project, p.instance), maybeNetworkingSettings], {
        params: ['project', 'instance'],
      }),
    ),
  ),
]

const instance = (p: Record<string, string | undefined>) =>
  pb.instance(routeParams(p, 'project', 'instance'))

const instanceRoutes: RouteObject[] = [
  {
    path: 'instances',
    handle: { crumb: 'Instances' } satisfies Handle,
    children: [
      {
        index: true,
        lazy: lazy(
          () => import('~/features/instances/instances-page'),
          routeReads((p, page) => [instanceList(p.project, page)], {
            params: ['project'],
          }),
        ),
      },
      {
        path: ':instance',
        handle: { crumb: (p) => p.instance ?? '' } satisfies Handle,
        lazy: lazy(
          () => import('~/features/instances/instance-page'),
          routeReads((p) => [instanceView(p.project, p.instance)], {
            params: ['project', 'instance'],
          }),
        ),
        children: instanceTabs,
      },
      {
        path: ':instance/serial-console',
        handle: {
          crumb: [{ label: (p) => p.instance ?? '', to: instance }, 'Serial console'],
        } satisfies Handle,
        lazy: lazy(
          () => import('~/features/serial-console/serial-console-page'),
          routeReads((p) => [instanceView(p.project, p.instance)], {
            params: ['project', 'instance'],
          }),
        ),
      },
    ],
  },
  {
    path: 'instances-new',
    handle: {
      crumb: [{ label: 'Instances', to: sibling('instances-new', 'instances') }, 'New instance'],
    } satisfies Handle,
    lazy: lazy(() => import('~/features/instances/instance-create')),
  },
]

const vpcCrumb = { label: 'VPCs', to: sibling('vpcs/:vpc', 'vpcs') }
const routersCrumb = { label: 'Routers', to: sibling('routers/:router', 'routers') }

/** The VPC page's tabs (routes under its layout, features/vpcs/vpc-page.tsx) and its edit form. */
const vpcRoutes: RouteObject[] = [
  to('firewall-rules'),
  {
    path: 'edit',
    handle: { crumb: 'Edit VPC' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/vpcs/vpc-edit'),
      routeReads((p) => [vpcView(p.vpc, p.project), firewallRules(p.project, p.vpc)], {
        params: ['project', 'vpc'],
      }),
    ),
  },
  listWithModals({
    path: 'firewall-rules',
    crumb: 'Firewall Rules',
    page: lazy(
      () => import('~/features/firewall-rules/firewall-rules-tab'),
      routeReads(
        (p) => [firewallRules(p.project, p.vpc), firewallRuleRows(p.project, p.vpc)({ limit: 50 })],
        { params: ['project', 'vpc'] },
      ),
    ),
    modals: [
      {
        path: 'firewall-rules-new/:rule?',
        crumb: 'New firewall rule',
        page: lazy(
          () => import('~/features/firewall-rules/firewall-rule-create'),
          routeReads(
            (p) => [
              firewallRules(p.project, p.vpc),
              vpcSubnets(p.project, p.vpc),
              projectInstances(p.project),
            ],
            { params: ['project', 'vpc'] },
          ),
        ),
      },
      {
        path: 'firewall-rules/:rule/edit',
        crumb: 'Edit firewall rule',
        page: lazy(
          () => import('~/features/firewall-rules/firewall-rule-edit'),
          routeReads(
            (p) => [
              firewallRules(p.project, p.vpc),
              vpcSubnets(p.project, p.vpc),
              projectInstances(p.project),
            ],
            { params: ['project', 'vpc'] },
          ),
        ),
      },
    ],
  }),
  listWithModals({
    path: 'subnets',
    crumb: 'Subnets',
    page: lazy(
      () => import('~/features/vpcs/subnets-tab'),
      routeReads((p, page) => [subnetList(p.project, p.vpc, page), vpcRouters(p)], {
        params: ['project', 'vpc'],
      }),
    ),
    modals: [
      {
        path: 'subnets-new',
        crumb: 'New subnet',
        page: lazy(() => import('~/features/vpcs/subnet-create')),
      },
      {
        path: 'subnets/:subnet/edit',
        crumb: 'Edit subnet',
        page: lazy(
          () => import('~/features/vpcs/subnet-edit'),
          routeReads(
            (p) => [
              subnetByName(p.project, p.vpc, p.subnet),
              subnetNics(p.project, p.vpc, p.subnet),
              vpcRouters(p),
              projectInstances(p.project),
            ],
            { params: ['project', 'vpc', 'subnet'] },
          ),
        ),
      },
    ],
  }),
  listWithModals({
    path: 'routers',
    crumb: 'Routers',
    page: lazy(
      () => import('~/features/vpc-routers/routers-tab'),
      routeReads((p, page) => [routerList(p, page)], { params: ['project', 'vpc'] }),
    ),
    modals: [
      {
        path: 'routers-new',
        crumb: 'New router',
        page: lazy(() => import('~/features/vpc-routers/router-create')),
      },
      {
        path: 'routers/:router/edit',
        crumb: 'Edit router',
        page: lazy(
          () => import('~/features/vpc-routers/router-edit'),
          routeReads((p) => [routerView(p)], { params: ['project', 'vpc', 'router'] }),
        ),
      },
    ],
  }),
  {
    path: 'internet-gateways',
    handle: { crumb: 'Internet gateways' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/internet-gateways/gateways-tab'),
      routeReads((p, page) => [gatewayList(p, page)], {
        params: ['project', 'vpc'],
      }),
    ),
  },
]

/** Pages of a VPC's parts: full pages of their own, outside the VPC page's tabs. */
const vpcPartRoutes: RouteObject[] = [
  {
    path: 'routers/:router',
    handle: { crumb: [routersCrumb, (p) => p.router ?? ''] } satisfies Handle,
    lazy: lazy(
      () => import('~/features/vpc-routers/router-page'),
      routeReads((p, page) => [routerView(p), routeList(p, page)], {
        params: ['project', 'vpc', 'router'],
      }),
    ),
    children: [
      { index: true, Component: Nothing },
      {
        path: 'routes-new',
        handle: {
          crumb: [{ label: 'Routes', to: sibling('routes-new', '') }, 'New route'],
        } satisfies Handle,
        lazy: lazy(
          () => import('~/features/vpc-routers/route-create'),
          routeReads((p) => [routerView(p)], { params: ['project', 'vpc', 'router'] }),
        ),
      },
      {
        path: 'routes/:route/edit',
        handle: {
          crumb: [{ label: 'Routes', to: sibling('routes/:route/edit', '') }, 'Edit route'],
        } satisfies Handle,
        lazy: lazy(
          () => import('~/features/vpc-routers/route-edit'),
          routeReads(({ route, ...where }) => [routeView(where, route)], {
            params: ['project', 'vpc', 'router', 'route'],
          }),
        ),
      },
    ],
  },
  {
    path: 'internet-gateways/:gateway',
    handle: {
      crumb: [
        {
          label: 'Internet gateways',
          to: sibling('internet-gateways/:gateway', 'internet-gateways'),
        },
        (p) => p.gateway ?? '',
      ],
    } satisfies Handle,
    lazy: lazy(
      () => import('~/features/internet-gateways/gateway-page'),
      routeReads(({ gateway, ...where }) => [gatewayView(where, gateway), vpcRouters(where)], {
        params: ['project', 'vpc', 'gateway'],
      }),
    ),
  },
]

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
  {
    path: 'vpcs/:vpc',
    handle: { crumb: [vpcCrumb, (p) => p.vpc ?? ''] } satisfies Handle,
    children: [
      {
        lazy: lazy(
          () => import('~/features/vpcs/vpc-page'),
          routeReads((p) => [vpcView(p.vpc, p.project)], { params: ['project', 'vpc'] }),
        ),
        children: vpcRoutes,
      },
      ...vpcPartRoutes,
    ],
  },
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
    page: lazy(() => import('~/features/probes/probes-page')),
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
    lazy: lazy(() => import('~/features/access/project-access-page')),
  },
  ...affinityRoutes,
]
