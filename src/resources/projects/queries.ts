import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** By name or id: the project of a page, or of an instance found by id. */
export const projectView = (project: string) => q('projectView', { path: { project } })

export const projectList = (page: PageParams) => listQ('projectList', {}, page)

/** The silo's projects for a picker (demote an image to one). */
export const projectPicker = () => q('projectList', { query: { limit: PICKER_LIMIT } })

/** What a change to a project makes stale. */
export const PROJECT_OPS = ['projectList', 'projectView'] as const satisfies Touches
