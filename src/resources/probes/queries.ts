import type { ProbeInfo } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, listQ, type PageParams, q } from '~/api/query'

export const probeList = (project: string, page: PageParams) =>
  listQ('probeList', { query: { project } }, page)

export const probeView = (project: string, probe: string) =>
  q('probeView', { path: { probe }, query: { project } })

/** By name within the project (the API's delete takes the project beside an id too). */
export const deleteProbe = (project: string, probe: ProbeInfo) =>
  call('probeDelete', { path: { probe: probe.name }, query: { project } })

/** What creating or deleting a probe makes stale. */
export const PROBE_OPS = ['probeList', 'probeView'] as const satisfies Touches
