import type { FetchQueryOptions } from '@tanstack/react-query'
import type { Op } from '~/api/client'
import { isApiError } from '~/api/errors'
import { call, type OpData, type OpParams } from '~/api/query'
import { pb } from '~/util/paths'
import { fetchAll, INDEX_CONCURRENCY, limiter, type Page } from './index-loader'

/** One thing the jump dialog can go to: a project, a resource in one, or a page. */
export type Entry = {
  key: string
  /** What it is, singular: 'Instance', 'Page'. */
  kind: string
  name: string
  /** Where it lives: its project (and VPC), or the scope of a page ('System'). */
  context?: string
  to: string
  /** Resources can be found by pasting their id. */
  id?: string
}

export type Named = { id: string; name: string }

/** The options of one collection's query, whatever its operation. */
export type IndexQuery = FetchQueryOptions<Named[], Error, Named[], readonly unknown[]> & {
  queryKey: readonly unknown[]
}

type NamedListOp = {
  [O in Op]: OpData<O> extends { items: Named[]; nextPage?: string | null } ? O : never
}[Op]

/**
 * A fresh index would re-read every collection of the silo on each opening. The console's own
 * changes refresh it anyway: a change invalidates its operation (`invalidate('instanceList')`),
 * and these queries are keyed by operation like every other. What others change elsewhere shows
 * up after this long.
 */
const INDEX_STALE_MS = 5 * 60_000

const run = limiter(INDEX_CONCURRENCY)

/**
 * The whole of one collection, keyed `[operation, params, 'whole']`: the operation first, so the
 * invalidation of a change finds it; the last part keeps it apart from a list page's own pages.
 */
function wholeList<O extends NamedListOp>(
  op: O,
  params: OpParams<O> & { query?: object },
): IndexQuery {
  return {
    queryKey: [op, params, 'whole'] as const,
    queryFn: ({ signal }) =>
      fetchAll(async (page) => {
        const data = await run(() =>
          call(op, { ...params, query: { ...params.query, ...page } } as OpParams<O>, signal),
        )
        // NamedListOp admits only lists of named items; TS cannot see that through a generic O
        const { items, nextPage } = data as unknown as Page<Named>
        return { items: items.map(({ id, name }) => ({ id, name })), nextPage }
      }),
    staleTime: INDEX_STALE_MS,
  }
}

/** A collection of the index: how to read it, what its items are called, where they lead. */
export type Source = {
  key: string
  /** Shown while it loads: 'Instances in web-frontend'. */
  label: string
  query: IndexQuery
  entry: (item: Named) => Entry
  /** The collections inside each item, read once this one is (a VPC's subnets). */
  children?: (item: Named) => Source[]
}

const source = (
  key: string,
  label: string,
  query: IndexQuery,
  kind: string,
  to: (item: Named) => string,
  context?: string,
): Source => ({
  key,
  label,
  query,
  entry: (item) => ({
    key: `${key}:${item.id}`,
    kind,
    name: item.name,
    context,
    to: to(item),
    id: item.id,
  }),
})

export const projectsSource = source(
  'projects',
  'Projects',
  wholeList('projectList', {}),
  'Project',
  (p) => pb.project({ project: p.name }),
)

export const siloImagesSource = source(
  'silo-images',
  'Silo images',
  wholeList('imageList', {}),
  'Silo image',
  () => pb.siloImages(),
  'Silo',
)

/** The signed-in user's own SSH keys, under settings. */
export const sshKeysSource = source(
  'ssh-keys',
  'SSH keys',
  wholeList('currentUserSshKeyList', {}),
  'SSH key',
  (k) => pb.sshKeyEdit({ sshKey: k.name }),
  'Settings',
)

/**
 * What the SDK lists per project and the console has a page for. Resources without a detail
 * page yet lead to their list. (Probes are listed per project too, but have no
 * source here.)
 */
export function projectSources(project: string): Source[] {
  const p = { project }
  const query = { project }
  const s = (key: string, label: string, q: IndexQuery, kind: string, to: (i: Named) => string) =>
    source(`${key}:${project}`, `${label} in ${project}`, q, kind, to, project)
  return [
    s('instances', 'Instances', wholeList('instanceList', { query }), 'Instance', (i) =>
      pb.instance({ project, instance: i.name }),
    ),
    s('disks', 'Disks', wholeList('diskList', { query }), 'Disk', () => pb.disks(p)),
    s('snapshots', 'Snapshots', wholeList('snapshotList', { query }), 'Snapshot', () =>
      pb.snapshots(p),
    ),
    s('images', 'Images', wholeList('imageList', { query }), 'Image', () => pb.projectImages(p)),
    {
      ...s('vpcs', 'VPCs', wholeList('vpcList', { query }), 'VPC', (v) =>
        pb.vpc({ project, vpc: v.name }),
      ),
      children: (v) => vpcSources(project, v.name),
    },
    s('floating-ips', 'Floating IPs', wholeList('floatingIpList', { query }), 'Floating IP', () =>
      pb.floatingIps(p),
    ),
    s(
      'external-subnets',
      'External subnets',
      wholeList('externalSubnetList', { query }),
      'External subnet',
      () => pb.externalSubnets(p),
    ),
    s(
      'affinity',
      'Affinity groups',
      wholeList('affinityGroupList', { query }),
      'Affinity group',
      (g) => pb.affinityGroup({ project, group: g.name, kind: 'affinity' }),
    ),
    s(
      'anti-affinity',
      'Anti-affinity groups',
      wholeList('antiAffinityGroupList', { query }),
      'Anti-affinity group',
      (g) => pb.affinityGroup({ project, group: g.name, kind: 'anti-affinity' }),
    ),
  ]
}

/**
 * An instance of this name in `project`, asked by name (`instanceView`): an exact name typed
 * into the box is found in one round trip, before the whole collections arrive (issue 27). A
 * project without one answers 404: an empty list, not a failure.
 */
export function instanceByName(project: string, name: string): Source {
  const params = { path: { instance: name }, query: { project } }
  return {
    // entries keyed as the project's instance list keys them: one result, whichever came first
    ...source(
      `instances:${project}`,
      `Instances in ${project}`,
      {
        queryKey: ['instanceView', params, 'whole'] as const,
        queryFn: ({ signal }) =>
          call('instanceView', params, signal).then(
            ({ id, name }) => [{ id, name }],
            (e: unknown) => {
              if (isApiError(e) && e.status === 404) return []
              throw e
            },
          ),
        staleTime: INDEX_STALE_MS,
      },
      'Instance',
      (i) => pb.instance({ project, instance: i.name }),
      project,
    ),
    key: `instance-named:${project}:${name}`,
  }
}

/**
 * The order the collections are asked in, a few at a time (`INDEX_CONCURRENCY`): what a search
 * most likely wants first. The current project's collections, then every project's
 * instances, then the rest.
 */
export function byPriority(sources: Source[], project: string | undefined): Source[] {
  const rank = (s: Source) =>
    project && s.key.endsWith(`:${project}`) ? 0 : s.key.startsWith('instances:') ? 1 : 2
  return [...sources].sort((a, b) => rank(a) - rank(b))
}

/** What the SDK lists per VPC and the console has a page for. */
export function vpcSources(project: string, vpc: string): Source[] {
  return [
    source(
      `subnets:${project}:${vpc}`,
      `Subnets in ${project} / ${vpc}`,
      wholeList('vpcSubnetList', { query: { project, vpc } }),
      'Subnet',
      () => pb.vpcSubnets({ project, vpc }),
      `${project} / ${vpc}`,
    ),
    source(
      `routers:${project}:${vpc}`,
      `Routers in ${project} / ${vpc}`,
      wholeList('vpcRouterList', { query: { project, vpc } }),
      'Router',
      (r) => pb.vpcRouter({ project, vpc, router: r.name }),
      `${project} / ${vpc}`,
    ),
    source(
      `gateways:${project}:${vpc}`,
      `Internet gateways in ${project} / ${vpc}`,
      wholeList('internetGatewayList', { query: { project, vpc } }),
      'Internet gateway',
      (g) => pb.vpcInternetGateway({ project, vpc, gateway: g.name }),
      `${project} / ${vpc}`,
    ),
  ]
}
