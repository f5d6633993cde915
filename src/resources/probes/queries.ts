import type { ProbeInfo } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, listQ, maybeQ, type PageParams } from '~/api/query'

export const probeList = (project: string, page: PageParams) =>
  listQ('probeList', { query: { project } }, page)

/**
 * Viewing a probe takes the project's collaborator role (Nexus looks the project up for
 * CreateChild), which a fleet viewer may lack: that refusal is shown in place.
 */
export const probeView = (project: string, probe: string) =>
  maybeQ('probeView', { path: { probe }, query: { project } }, [403])

/** By name within the project (the API's delete takes the project beside an id too). */
export const deleteProbe = (project: string, probe: ProbeInfo) =>
  call('probeDelete', { path: { probe: probe.name }, query: { project } })

/** What creating or deleting a probe makes stale. */
export const PROBE_OPS = ['probeList', 'probeView'] as const satisfies Touches
