import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { projectInstances } from '~/resources/instances/queries'
import { gatewayList, gatewayView } from '~/resources/internet-gateways/queries'
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
  vpcSubnets,
  vpcView,
} from '~/resources/vpcs/queries'
import { type Handle, lazy, listWithModals, pageWithModals, sibling, to } from './kit'
import { layoutBehindModals } from './layout-behind-modals'

/** The VPC screens of a project: a VPC's tabs and forms, its routers and internet gateways. */
const vpcCrumb = { label: 'VPCs', to: sibling('vpcs/:vpc', 'vpcs') }
const routersCrumb = { label: 'Routers', to: sibling('routers/:router', 'routers') }

/** Both firewall rule forms read the rules, and the subnets and instances a rule may name. */
const ruleFormReads = routeReads(
  (p) => [
    firewallRules(p.project, p.vpc),
    vpcSubnets(p.project, p.vpc),
    projectInstances(p.project),
  ],
  { params: ['project', 'vpc'] },
)

/**
 * The VPC page's tabs (routes under its layout, features/vpcs/vpc-page.tsx) and its edit form.
 * A tab's forms show before the layout when opened from their URLs (`layoutBehindModals`).
 */
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
        page: lazy(() => import('~/features/firewall-rules/firewall-rule-create'), ruleFormReads),
      },
      {
        path: 'firewall-rules/:rule/edit',
        crumb: 'Edit firewall rule',
        page: lazy(() => import('~/features/firewall-rules/firewall-rule-edit'), ruleFormReads),
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
  pageWithModals({
    path: 'routers/:router',
    handle: { crumb: [routersCrumb, (p) => p.router ?? ''] } satisfies Handle,
    page: lazy(
      () => import('~/features/vpc-routers/router-page'),
      routeReads((p, page) => [routerView(p), routeList(p, page)], {
        params: ['project', 'vpc', 'router'],
      }),
    ),
    modals: [
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
  }),
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

/** A VPC's pages, below a project, patched in on the first visit to one (areas.tsx). */
export const area: RouteObject[] = [
  {
    path: 'vpcs/:vpc',
    handle: { crumb: [vpcCrumb, (p) => p.vpc ?? ''] } satisfies Handle,
    children: [
      layoutBehindModals(
        lazy(
          () => import('~/features/vpcs/vpc-page'),
          routeReads((p) => [vpcView(p.vpc, p.project)], { params: ['project', 'vpc'] }),
        ),
        vpcRoutes,
      ),
      ...vpcPartRoutes,
    ],
  },
]
