import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { meQuery } from '~/api/current-user'
import {
  type Entry,
  projectSources,
  projectsSource,
  type Source,
  siloImagesSource,
} from './collections'
import { consolePages, projectPages } from './pages'

export type JumpIndex = {
  entries: Entry[]
  /** The collections still loading for the first time, e.g. 'Instances in web-frontend'. */
  loading: string[]
  /** The collections that could not be read. */
  failed: string[]
}

type Named = { id: string; name: string }
type Slot = { data: Named[] | undefined; pending: boolean; failed: boolean }

/** Stable, so useQueries recombines only when a result changes. */
const slots = (results: UseQueryResult<Named[]>[]): Slot[] =>
  results.map((r) => ({ data: r.data, pending: r.isPending, failed: r.isError }))

function useSources(sources: Source[]) {
  return useQueries({ queries: sources.map((s) => s.query), combine: slots })
}

/**
 * The jump dialog's index, read when the dialog first mounts: the projects, then every
 * collection of each project (and of each VPC), each a query of its own, so the dialog can
 * search what has arrived and say what has not. `call` keeps its 401 and error rules; the
 * queries' limiter keeps the requests few at a time.
 */
export function useJumpIndex(): JumpIndex {
  const fleetViewer = useQuery(meQuery).data?.fleetViewer ?? false
  const projects = useQuery(projectsSource.query)
  const names = useMemo(() => projects.data?.map((p) => p.name) ?? [], [projects.data])

  const first = useMemo(() => [siloImagesSource, ...names.flatMap(projectSources)], [names])
  const firstSlots = useSources(first)
  const second = useMemo(
    () =>
      first.flatMap((source, i) => {
        const items = firstSlots[i]?.data
        return source.children && items ? items.flatMap(source.children) : []
      }),
    [first, firstSlots],
  )
  const secondSlots = useSources(second)

  return useMemo(() => {
    const all: [Source, Slot | undefined][] = [
      [
        projectsSource,
        { data: projects.data, pending: projects.isPending, failed: projects.isError },
      ],
      ...first.map((s, i): [Source, Slot | undefined] => [s, firstSlots[i]]),
      ...second.map((s, i): [Source, Slot | undefined] => [s, secondSlots[i]]),
    ]
    const entries = [
      ...consolePages({ fleetViewer }),
      ...names.flatMap(projectPages),
      ...all.flatMap(([source, slot]) => slot?.data?.map(source.entry) ?? []),
    ]
    return {
      entries,
      loading: all
        .filter(([, slot]) => !slot || (slot.pending && !slot.failed))
        .map(([s]) => s.label),
      failed: all.filter(([, slot]) => slot?.failed).map(([s]) => s.label),
    }
  }, [
    fleetViewer,
    names,
    first,
    second,
    firstSlots,
    secondSlots,
    projects.data,
    projects.isPending,
    projects.isError,
  ])
}
