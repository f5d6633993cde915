import { useQueries, useQuery } from '@tanstack/react-query'
import { PICKER_LIMIT, q } from '~/api/query'
import { allPhysicalDisks, allSleds } from '~/resources/inventory/queries'
import { projectPicker } from '~/resources/projects/queries'
import { allSupportBundles } from '~/resources/support-bundles/queries'
import { allReceivers, lastDelivery } from '~/resources/webhooks/queries'
import { pollEvery } from '~/util/poll'
import {
  bundleIssues,
  byUrgency,
  diskIssues,
  instanceIssues,
  type ProjectInstance,
  type SystemIssue,
  sledIssues,
  webhookIssues,
} from '~/util/system-issues'

/** How often the issues page asks again while open; the navigation's count, less often. */
export const ISSUES_LIVE_MS = 15_000
export const ISSUES_NAV_MS = 60_000

const WHOLE: IssueScope = { whole: true, enabled: true }

const projectInstances = (project: string) =>
  q('instanceList', { query: { project, limit: PICKER_LIMIT } })

/** One source the issues are read from: whether it answered, and when. */
export type IssueSource = {
  label: string
  pending: boolean
  error: Error | null
  updatedAt: number
  /** Not read here: a read per project or per receiver, which only the issues page makes. */
  unchecked?: boolean
}

/** What the navigation's count reads: see `useSystemIssues`. */
export type IssueScope = { whole: boolean; enabled: boolean }

/**
 * Every issue, most urgent first, read from the sleds, the physical disks and the instances
 * of the operator's own silo (the API lists no other silo's instances), asking again every
 * `every` ms while the tab is visible. A source that failed is reported, not hidden: the
 * issues of the others still show.
 *
 * The issues page reads it `whole`. The navigation's count (issue 29) reads only the lists that
 * are one call whatever the fleet's size (sleds, physical disks, support bundles), once
 * `enabled` (after the page's content), and keeps them ISSUES_NAV_MS; the instances (a list per
 * project) and webhook deliveries (a read per receiver) it takes from the cache only, as the
 * issues page left them, and marks `unchecked` otherwise.
 */
export function useSystemIssues(every: number, { whole, enabled }: IssueScope = WHOLE) {
  const pollIssues = pollEvery(every)
  const live = { refetchInterval: pollIssues, enabled, staleTime: whole ? undefined : every }
  // per object: fetched by the issues page only; elsewhere read from the cache
  const perObject = whole ? live : { enabled: false }
  const sleds = useQuery({ ...allSleds(), ...live })
  const disks = useQuery({ ...allPhysicalDisks(), ...live })
  const bundles = useQuery({ ...allSupportBundles(), ...live })
  const receivers = useQuery({ ...allReceivers(), ...perObject })
  const receiverItems = receivers.data?.items ?? []
  const latest = useQueries({
    queries: receiverItems.map((r) => ({ ...lastDelivery(r.name), ...perObject })),
  })
  const projects = useQuery({ ...projectPicker(), ...perObject })
  const names = (projects.data?.items ?? []).map((p) => p.name)
  const instanceLists = useQueries({
    queries: names.map((name) => ({ ...projectInstances(name), ...perObject })),
  })
  const now = Date.now()
  const sledItems = sleds.data?.items ?? []
  const instances: ProjectInstance[] = instanceLists.flatMap((list, i) =>
    (list.data?.items ?? []).map((instance) => ({ project: names[i] ?? '', instance })),
  )
  const issues: SystemIssue[] = [
    ...sledIssues(sledItems),
    ...diskIssues(disks.data?.items ?? [], sledItems),
    ...instanceIssues(instances, now),
    ...bundleIssues(bundles.data?.items ?? []),
    ...webhookIssues(
      receiverItems.map((receiver, i) => ({ receiver, latest: latest[i]?.data?.items[0] })),
    ),
  ].sort(byUrgency)
  const instanceError = projects.error ?? instanceLists.find((l) => l.error)?.error ?? null
  const sources: IssueSource[] = [
    {
      label: 'Webhooks',
      unchecked: !whole && (!receivers.data || latest.some((l) => !l.data)),
      pending: receivers.isPending || latest.some((l) => l.isPending),
      error: receivers.error ?? latest.find((l) => l.error)?.error ?? null,
      updatedAt: Math.min(receivers.dataUpdatedAt, ...latest.map((l) => l.dataUpdatedAt)),
    },
    {
      label: 'Support bundles',
      pending: bundles.isPending,
      error: bundles.error,
      updatedAt: bundles.dataUpdatedAt,
    },
    {
      label: 'Sleds',
      pending: sleds.isPending,
      error: sleds.error,
      updatedAt: sleds.dataUpdatedAt,
    },
    {
      label: 'Physical disks',
      pending: disks.isPending,
      error: disks.error,
      updatedAt: disks.dataUpdatedAt,
    },
    {
      label: 'Instances of your silo',
      unchecked: !whole && (!projects.data || instanceLists.some((l) => !l.data)),
      pending: projects.isPending || instanceLists.some((l) => l.isPending),
      error: instanceError,
      updatedAt: Math.min(projects.dataUpdatedAt, ...instanceLists.map((l) => l.dataUpdatedAt)),
    },
  ]
  return { issues, sources, pending: sources.some((s) => s.pending) }
}
