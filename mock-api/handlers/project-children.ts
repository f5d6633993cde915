import type { Project } from '@oxide/api'
import { randomUlaPrefix } from '../data/network'
import { db } from '../db'
import type { Json } from '../json'
import { createVpc } from './vpcs'

/**
 * Everything a project holds, in one list. A new kind of project child adds a line here, so a
 * project that holds one cannot be deleted (and nothing else has to remember it).
 */
type ProjectChild = {
  /** How the real API names one in a refused delete: "contains an instance: web-1". */
  what: string
  /** The records of this kind, with the project each belongs to. */
  items: () => { name: string; project_id?: string | null }[]
}

/**
 * In the order the real API checks them on delete, images before snapshots; its nouns are its
 * table names with spaces for underscores (real-api-behaviour.md row 17).
 */
export const PROJECT_CHILDREN: ProjectChild[] = [
  { what: 'an instance', items: () => db.instances.filter((i) => i.run_state !== 'destroyed') },
  { what: 'a disk', items: () => db.disks },
  { what: 'a floating ip', items: () => db.floatingIps },
  { what: 'a project image', items: () => db.images },
  { what: 'a snapshot', items: () => db.snapshots },
  { what: 'a vpc', items: () => db.vpcs },
  { what: 'an affinity group', items: () => db.affinityGroups },
  { what: 'an anti affinity group', items: () => db.antiAffinityGroups },
]

/**
 * What still lives in a project, as the real API names it when refusing a delete
 * ("project to be deleted contains a vpc: default"), first kind first.
 */
export function projectChildren(projectId: string): string[] {
  return PROJECT_CHILDREN.flatMap(({ what, items }) => {
    const found = items().find((item) => item.project_id === projectId)
    return found ? [`${what}: ${found.name}`] : []
  })
}

/** What the real API creates with every new project: a VPC named `default`. */
export const CREATED_WITH_PROJECT: ((project: Json<Project>) => void)[] = [
  (project) => createVpc(project.id, 'default', 'Default VPC', 'default', randomUlaPrefix()),
]
