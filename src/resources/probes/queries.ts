import type { Touches } from '~/api/change'
import { listQ, maybeQ, type PageParams } from '~/api/query'

export const probeList = (project: string, page: PageParams) =>
  listQ('probeList', { query: { project } }, page)

/**
 * Viewing a probe takes the project's collaborator role (Nexus looks the project up for
 * CreateChild), which a fleet viewer may lack: that refusal is shown in place.
 */
export const probeView = (project: string, probe: string) =>
  maybeQ('probeView', { path: { probe }, query: { project } }, [403])

/** What creating or deleting a probe makes stale. */
export const PROBE_OPS = ['probeList', 'probeView'] as const satisfies Touches
