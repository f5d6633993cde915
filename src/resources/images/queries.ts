import type { Touches } from '~/api/change'
import { listQ, maybeQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/**
 * Images: with a project, that project's images; without one, the silo's, which every project
 * of the silo can boot from.
 */

/**
 * The silo's images, and a project's, for pickers (boot an instance from one). Listing the
 * silo's takes a silo role (real-api-behaviour.md row R2): refused, it is `Unavailable` and the
 * picker offers the project's images alone, saying why (`siloListItems`).
 */
export const siloImages = () => maybeQ('imageList', { query: { limit: PICKER_LIMIT } }, [403])
export const projectImages = (project: string) =>
  q('imageList', { query: { project, limit: PICKER_LIMIT } })

export const siloImageList = (page: PageParams) => listQ('imageList', {}, page)
export const projectImageList = (project: string, page: PageParams) =>
  listQ('imageList', { query: { project } }, page)

/** A silo image is looked up without a project, a project image within its project. */
export const siloImageView = (image: string) => q('imageView', { path: { image } })
export const projectImageView = (project: string, image: string) =>
  q('imageView', { path: { image }, query: { project } })

/** What creating, deleting, promoting or demoting an image makes stale. */
export const IMAGE_OPS = ['imageList', 'imageView'] as const satisfies Touches
