import { db } from '../db'
import { registerProjectChild } from './shared'

/**
 * What keeps a project from being deleted, in the order the real API checks, worded as it
 * names them: "project to be deleted contains an instance: web-1".
 */
const first = <T extends { name: string; project_id?: string | null }>(
  items: T[],
  projectId: string,
  what: string,
) => {
  const found = items.find((item) => item.project_id === projectId)
  return found && `${what}: ${found.name}`
}

registerProjectChild((id) =>
  first(
    db.instances.filter((i) => i.run_state !== 'destroyed'),
    id,
    'an instance',
  ),
)
registerProjectChild((id) => first(db.disks, id, 'a disk'))
// the server's nouns are its table names with spaces for underscores, images before
// snapshots (real-api-behaviour.md row 17)
registerProjectChild((id) => first(db.floatingIps, id, 'a floating ip'))
registerProjectChild((id) => first(db.images, id, 'a project image'))
registerProjectChild((id) => first(db.snapshots, id, 'a snapshot'))
registerProjectChild((id) => first(db.vpcs, id, 'a vpc'))
registerProjectChild((id) => first(db.affinityGroups, id, 'an affinity group'))
registerProjectChild((id) => first(db.antiAffinityGroups, id, 'an anti affinity group'))
