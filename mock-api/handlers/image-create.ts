import type { Image } from '@oxide/api'
import { requireSiloRole } from '../authz'
import { db, parseUuid } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { uuidParseError } from '../uuid-text'
import { reader } from './body'
import { newRecord } from './crud'
import { can, find, siloImages } from './lookups'

/**
 * `POST /v1/images`: an image made from a snapshot, a project image with `?project=`, else a
 * silo image. As the server's create saga, a project image's snapshot must be the project's;
 * the image takes the snapshot's size and block size (`nexus/src/app/sagas/image_create.rs`).
 */
export const imageCreateHandlers: HandlerMap = {
  imageCreate: ({ query, body, user }) => {
    const project = query.project ? find.project(query.project) : undefined
    // limited collaborators may make silo images too, as the server allows
    if (project) can.write(user, project.id)
    else requireSiloRole(user, 'limited_collaborator')
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const os = b.string('os')
    const version = b.string('version')
    const source = b.object('source')
    source.tag(['snapshot'] as const)
    // serde reads a `Uuid` in any form Rust parses
    const raw = source.string('id')
    const id = parseUuid(raw)
    if (!id) throw source.fail('id', uuidParseError(raw))
    const snapshot = find.snapshot(id)
    if (project && snapshot.project_id !== project.id)
      throw invalidRequest('snapshot does not belong to this project')
    const taken = project
      ? db.images.some((i) => i.project_id === project.id && i.name === name)
      : siloImages().some((i) => i.name === name)
    if (taken) throw alreadyExists(project ? 'project-image' : 'silo-image', name)
    const disk = db.disks.find((d) => d.id === snapshot.disk_id)
    const image: Json<Image> = {
      ...newRecord(),
      name,
      description,
      os,
      version,
      project_id: project?.id ?? null,
      size: snapshot.size,
      block_size: disk?.block_size ?? 4096,
      digest: null,
    }
    db.images.push(image)
    if (!project) db.imageSilos[image.id] = user.silo_id
    return image
  },
}
