import type { Image, User } from '@oxide/api'
import { requireSiloRole } from '../authz'
import { db, now, projectSilo } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { records } from './crud'
import { can, find, projectOf, siloImages } from './lookups'

/**
 * Images: with `?project=` a project's images, without it the silo's. A silo image is readable
 * by everyone in the silo (instances are created from them); listing them takes a silo role,
 * and so does changing them.
 */
function canChange(user: Json<User>, projectId: string | null | undefined) {
  if (projectId) can.write(user, projectId)
  else requireSiloRole(user, 'collaborator')
}

/** Images are not renamed (only promoted and demoted), so they take view and delete alone. */
const images = records<Json<Image>, { project?: string | undefined }>({
  items: () => db.images,
  find: (selector, query) => find.image(selector, query.project),
  canRead: (user, image) => {
    if (image.project_id) can.read(user, image.project_id)
  },
  canWrite: (user, image) => canChange(user, image.project_id),
})

export const imageHandlers: HandlerMap = {
  imageList: ({ query, user }) => {
    if (!query.project) {
      // listing silo images is ListChildren on the synthetic SiloImageList, a silo viewer's
      // (ds/image.rs `silo_image_list`, omicron.polar `SiloImageList`; row R2)
      requireSiloRole(user, 'viewer')
      return paginated(query, siloImages())
    }
    const project = find.project(query.project)
    can.read(user, project.id)
    return paginated(
      query,
      db.images.filter((i) => i.project_id === project.id),
    )
  },

  imageView: ({ path, query, user }) => images.view(path.image, query, user),

  imageDelete: ({ path, query, user }) => {
    images.remove(path.image, query, user)
  },

  imagePromote: ({ path, query, user }) => {
    const image = find.image(path.image, query.project)
    // texts and 202 as the server answers them (real-api-behaviour.md row 27)
    if (!image.project_id) throw invalidRequest('Cannot promote a silo image')
    can.write(user, image.project_id)
    requireSiloRole(user, 'collaborator')
    if (siloImages().some((i) => i.name === image.name))
      throw alreadyExists('silo-image', image.name)
    // a silo image stays in the silo of the project it came from
    db.imageSilos[image.id] = projectSilo(image.project_id)
    image.project_id = null
    image.time_modified = now()
    return json(image, 202)
  },

  imageDemote: ({ path, query, user }) => {
    const project = projectOf(query)
    const image = find.image(path.image)
    if (image.project_id) throw invalidRequest('Cannot demote a project image')
    requireSiloRole(user, 'collaborator')
    can.write(user, project.id)
    if (db.images.some((i) => i.project_id === project.id && i.name === image.name))
      throw alreadyExists('project-image', image.name)
    image.project_id = project.id
    delete db.imageSilos[image.id]
    image.time_modified = now()
    return json(image, 202)
  },
}
