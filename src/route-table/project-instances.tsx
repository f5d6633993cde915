import type { QueryKey } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { routeParams } from '~/components/route-params'
import { routeReads } from '~/components/route-reads'
import { instanceDisks } from '~/resources/disks/queries'
import { instanceExternalIps } from '~/resources/external-ips/queries'
import { instanceExternalSubnets } from '~/resources/external-subnets/queries'
import {
  instanceList,
  instanceNics,
  instanceSshKeys,
  instanceView,
} from '~/resources/instances/queries'
import { instanceMulticastGroups } from '~/resources/multicast/queries'
import { maybeNetworkingSettings } from '~/resources/networking-settings/queries'
import { pb } from '~/util/paths'
import { type Handle, type LazyRoute, lazy, sibling, to } from './kit'

/** The instance screens of a project: the list, an instance's page and tabs, the console, the form. */

/** A tab is a route; its title names it after the page it belongs to (Storage · web-1 · ...). */
const tab = (path: string, title: string, page: LazyRoute, children?: RouteObject[]) =>
  ({ path, handle: { title } satisfies Handle, lazy: page, children }) satisfies RouteObject

/** What an instance's tab reads, named by the project and the instance in its URL. */
const instanceReads = (
  read: (p: Record<'project' | 'instance', string>) => { queryKey: QueryKey }[],
) => routeReads(read, { params: ['project', 'instance'] })

const instanceTabs: RouteObject[] = [
  to('storage'),
  tab(
    'storage',
    'Storage',
    lazy(
      () => import('~/features/instances/instance-storage-tab'),
      instanceReads((p) => [instanceDisks(p.project, p.instance)]),
    ),
  ),
  tab(
    'networking',
    'Networking',
    lazy(
      () => import('~/features/instances/instance-networking-tab'),
      instanceReads((p) => [
        instanceNics(p.project, p.instance),
        instanceExternalIps(p.project, p.instance),
        instanceExternalSubnets(p.project, p.instance),
        instanceMulticastGroups(p.project, p.instance),
      ]),
    ),
  ),
  tab(
    'metrics',
    'Metrics',
    lazy(() => import('~/features/instances/instance-metrics-tab')),
    [
      to('cpu'),
      tab(
        'cpu',
        'CPU',
        lazy(() => import('~/features/instances/instance-metrics-cpu')),
      ),
      tab(
        'disk',
        'Disk',
        lazy(
          () => import('~/features/instances/instance-metrics-disk'),
          instanceReads((p) => [instanceDisks(p.project, p.instance)]),
        ),
      ),
      tab(
        'network',
        'Network',
        lazy(
          () => import('~/features/instances/instance-metrics-network'),
          instanceReads((p) => [instanceNics(p.project, p.instance)]),
        ),
      ),
    ],
  ),
  tab(
    'connect',
    'Connect',
    lazy(
      () => import('~/features/instances/instance-connect-tab'),
      instanceReads((p) => [
        instanceExternalIps(p.project, p.instance),
        instanceSshKeys(p.project, p.instance),
      ]),
    ),
  ),
  tab(
    'settings',
    'Settings',
    lazy(
      () => import('~/features/instances/instance-settings-tab'),
      instanceReads((p) => [instanceDisks(p.project, p.instance), maybeNetworkingSettings]),
    ),
  ),
]

const instance = (p: Record<string, string | undefined>) =>
  pb.instance(routeParams(p, 'project', 'instance'))

export const instanceRoutes: RouteObject[] = [
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
          instanceReads((p) => [instanceView(p.project, p.instance)]),
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
          instanceReads((p) => [instanceView(p.project, p.instance)]),
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
