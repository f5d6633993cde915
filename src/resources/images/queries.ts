import { PICKER_LIMIT, q } from '~/api/query'

/** The silo's images, and a project's, for pickers (boot an instance from one). */
export const siloImages = () => q('imageList', { query: { limit: PICKER_LIMIT } })
export const projectImages = (project: string) =>
  q('imageList', { query: { project, limit: PICKER_LIMIT } })
