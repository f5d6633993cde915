import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { meQuery } from '~/api/current-user'
import { usePermissions } from '~/api/permissions'
import { recentProjects } from '~/api/recent-projects'
import { needsSiloRole } from '~/api/silo-lists'
import { validateName } from '~/util/names'
import {
  byPriority,
  type Entry,
  instanceByName,
  type Named,
  projectSources,
  projectsSource,
  type Source,
  siloImagesSource,
  sshKeysSource,
} from './collections'
import { consolePages, projectPages } from './pages'

export type JumpIndex = {
  entries: Entry[]
  /** The collections still loading for the first time, e.g. 'Instances in web-frontend'. */
  loading: string[]
  /** The collections that could not be read. */
  failed: string[]
  /** The silo-wide collections listed to silo roles only, which the user lacks (rows R1-R3). */
  refused: string[]
  /** Projects whose resources are not read (past INDEX_PROJECTS): their names and pages are. */
  unindexed: number
}

type Slot = { data: Named[] | undefined; pending: boolean; failed: boolean; refused: boolean }

function slotOf(client: QueryClient, source: Source): Slot {
  const state = client.getQueryState<Named[]>(source.query.queryKey)
  const refused = state?.status === 'error' && needsSiloRole(state.error)
  return {
    data: state?.data,
    pending: state?.status !== 'success' && state?.status !== 'error',
    failed: state?.status === 'error' && !refused,
    refused,
  }
}

/**
 * A number that changes whenever a collection of the index does. Coalesced to one render per
 * frame: a hundred collections arriving must not mean a hundred searches.
 */
function useIndexVersion(client: QueryClient) {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let frame = 0
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[2] !== 'whole' || frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        setVersion((v) => v + 1)
      })
    })
    return () => {
      stop()
      cancelAnimationFrame(frame)
    }
  }, [client])
  return version
}

/** The most projects an exact name is asked for in (the whole lists find the rest). */
const NAME_LOOKUP_PROJECTS = 20
/**
 * The most projects whose collections the index reads: the current one, those this browser
 * opened last, then the rest by name. A silo of 400 projects would be thousands of calls
 * (issue 29); the others' names and pages are still found.
 */
export const INDEX_PROJECTS = 20

/** The projects the index reads, `current` and the recently opened first. */
export function indexedProjects(all: string[], current: string | undefined, recent: string[]) {
  const known = new Set(all)
  const first = [...(current ? [current] : []), ...recent].filter((p) => known.has(p))
  return [...new Set([...first, ...all])].slice(0, INDEX_PROJECTS)
}

/**
 * The jump dialog's index, read when the dialog opens: the projects, the silo's images and the
 * user's SSH keys, then every collection of each project (and of each VPC), the current
 * `project`'s first, then every project's instances (`byPriority`). What was `typed`, once it is
 * a valid name, is also asked for as an instance's name in a few projects, ahead of the lists. A
 * silo-wide list refused for want of a silo role is skipped and named as such, not as a
 * failure; without the project list, the projects this browser opened stand in for it. Each
 * collection is a query in the cache, fetched unless fresh (a change this console made
 * invalidates its operation, so the next opening reads it again), and searched as soon as it
 * arrives. They are fetched, not observed: nothing refetches while the dialog is closed, and no
 * list hook joins the app's startup code for a dialog few open.
 */
export function useJumpIndex(project?: string, typed = ''): JumpIndex {
  const client = useQueryClient()
  const version = useIndexVersion(client)
  const fleetViewer = client.getQueryData(meQuery.queryKey)?.fleetViewer ?? false
  const { cannot } = usePermissions()

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the cache's change signal
  const sources = useMemo(() => {
    // a user who may not list the silo's projects is searched in those this browser opened
    const listed = slotOf(client, projectsSource)
    const projects = listed.refused ? recentProjects.list() : (listed.data ?? []).map((p) => p.name)
    const indexed = indexedProjects(projects, project, recentProjects.list())
    const first = byPriority(
      [siloImagesSource, sshKeysSource, ...indexed.flatMap((p) => projectSources(p))],
      project,
    )
    const second = first.flatMap((s) => {
      const items = s.children && slotOf(client, s).data
      return s.children && items ? items.flatMap(s.children) : []
    })
    return { projects, indexed, all: [projectsSource, ...first, ...second] }
  }, [client, version, project])

  // an exact name is asked for by name, ahead of the whole collections: in the current project
  // and the first others, a bounded number of calls however many projects the silo holds
  const name = validateName(typed) ? undefined : typed
  const named = useMemo(() => {
    if (!name) return []
    const others = sources.indexed.filter((p) => p !== project)
    const asked = [...(project ? [project] : []), ...others].slice(0, NAME_LOOKUP_PROJECTS)
    return asked.map((p) => instanceByName(p, name))
  }, [sources, name, project])

  // once per opening: a collection that failed is not asked again until the next one
  const asked = useRef(new Set<string>())
  useEffect(() => {
    for (const s of named) {
      if (asked.current.has(s.key)) continue
      asked.current.add(s.key)
      void client.prefetchQuery(s.query)
    }
    for (const s of sources.all) {
      if (asked.current.has(s.key)) continue
      asked.current.add(s.key)
      void client.prefetchQuery(s.query)
    }
  }, [client, sources, named])

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the cache's change signal
  return useMemo(() => {
    const slots = sources.all.map((s) => [s, slotOf(client, s)] as const)
    // an instance found by name and again in its project's list is one entry
    const found = new Map<string, Entry>()
    for (const [s, slot] of [...named.map((s) => [s, slotOf(client, s)] as const), ...slots])
      for (const item of slot.data ?? []) {
        const entry = s.entry(item)
        found.set(entry.key, entry)
      }
    return {
      entries: [
        ...consolePages({ fleetViewer, cannot }),
        ...sources.projects.flatMap((p) => projectPages(p, { fleetViewer })),
        ...found.values(),
      ],
      loading: slots.filter(([, slot]) => slot.pending).map(([s]) => s.label),
      failed: slots.filter(([, slot]) => slot.failed).map(([s]) => s.label),
      refused: slots.filter(([, slot]) => slot.refused).map(([s]) => s.label),
      unindexed: sources.projects.length - sources.indexed.length,
    }
  }, [client, sources, named, fleetViewer, cannot, version])
}
