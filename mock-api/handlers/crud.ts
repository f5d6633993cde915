import type { User } from '@oxide/api'
import { now } from '../db'
import { alreadyExists } from '../errors'
import type { Json } from '../json'
import { paginated } from '../paging'
import { type Reader, reader } from './body'
import { can, projectOf } from './lookups'

/**
 * The view, rename and delete every named resource repeats, so a new resource area is mostly
 * its own rules (what blocks a delete, what else an update sets, how a create is checked).
 * Each step keeps the real API's order: find (404), role (403), body (400), uniqueness (400).
 */
type Who = Json<User>

/** What a new record starts with: a fresh id, created and modified now. */
export const newRecord = () => {
  const time = now()
  return { id: crypto.randomUUID(), time_created: time, time_modified: time }
}

type Named = { id: string; name: string; description: string; time_modified: string }
type PageQuery = Parameters<typeof paginated>[0]

export type RecordRules<T, Q> = {
  /** The collection itself (read on each call: a reset replaces it). */
  items: () => T[]
  /** The record a path names, through the lookup registry (`find.<resource>`). */
  find: (selector: string, query: Q, user: Who) => T
  /** Throw the API's 403 unless the user may read, or change, the record. */
  canRead: (user: Who, record: T) => void
  canWrite: (user: Who, record: T) => void
}

/** View and delete: the part of the rules every stored record shares. */
export function records<T, Q>(rules: RecordRules<T, Q>) {
  const writable = (selector: string, query: Q, user: Who) => {
    const record = rules.find(selector, query, user)
    rules.canWrite(user, record)
    return record
  }
  return {
    view: (selector: string, query: Q, user: Who) => {
      const record = rules.find(selector, query, user)
      rules.canRead(user, record)
      return record
    },
    /** The record a change names, once the user may change it. */
    writable,
    /** `guard` refuses the delete (a VPC with subnets, a disk in use) before anything goes. */
    remove: (selector: string, query: Q, user: Who, guard?: (record: T) => void) => {
      const record = writable(selector, query, user)
      guard?.(record)
      const items = rules.items()
      const at = items.indexOf(record)
      if (at >= 0) items.splice(at, 1)
      return record
    },
  }
}

export type NamedRules<T extends Named, Q> = RecordRules<T, Q> & {
  /** The type the real API names in `already exists: vpc "web"`. */
  type: string
  /** The records whose names a record's name must differ from (its parent's children). */
  siblings: (record: T) => T[]
}

/**
 * What an update reads besides `name` and `description`; read before the uniqueness check,
 * as the API parses the whole body first. It returns what applies those fields (after the
 * check), or nothing.
 */
export type MoreFields<T> = (b: Reader) => ((record: T) => void) | undefined

/** `records` plus the rename with its uniqueness check. */
export function named<T extends Named, Q>(rules: NamedRules<T, Q>) {
  const base = records(rules)
  /** ObjectAlreadyExists when one of `siblings` holds the name (a create, a rename). */
  const unique = (siblings: readonly T[], name: string) => {
    if (siblings.some((s) => s.name === name)) throw alreadyExists(rules.type, name)
  }
  /** `name` and `description` of an update body, checked and set; `more` for the rest. */
  const rename = (record: T, body: unknown, more?: MoreFields<T>) => {
    const b = reader(body)
    const name = b.optName()
    const description = b.optString('description')
    const apply = more?.(b)
    if (name && name !== record.name) unique(rules.siblings(record), name)
    apply?.(record)
    if (name) record.name = name
    if (description !== undefined) record.description = description
    record.time_modified = now()
    return record
  }
  return {
    ...base,
    unique,
    rename,
    update: (selector: string, query: Q, body: unknown, user: Who, more?: MoreFields<T>) =>
      rename(base.writable(selector, query, user), body, more),
  }
}

type InProject = Named & { project_id: string }
type ProjectQuery = { project?: string | undefined }

/**
 * A resource of a project, named by id or by name with `?project=`: names are unique in the
 * project, reading takes a viewer, changing `canWrite` (limited collaborators for compute and
 * storage, by default; VPCs pass `can.network`).
 */
export function inProject<T extends InProject>(spec: {
  type: string
  items: () => T[]
  find: (selector: string, project?: string) => T
  canWrite?: (user: Who, projectId: string) => void
}) {
  const ofProject = (projectId: string) => spec.items().filter((i) => i.project_id === projectId)
  const canWrite = spec.canWrite ?? can.write
  const base = named<T, ProjectQuery>({
    type: spec.type,
    items: spec.items,
    find: (selector, query) => spec.find(selector, query.project),
    siblings: (record) => ofProject(record.project_id),
    canRead: (user, record) => can.read(user, record.project_id),
    canWrite: (user, record) => canWrite(user, record.project_id),
  })
  return {
    ...base,
    ofProject,
    /** The `?project=` a create names, once the user may change it. */
    parent: (query: ProjectQuery, user: Who) => {
      const project = projectOf(query)
      canWrite(user, project.id)
      return project
    },
    list: (query: ProjectQuery & PageQuery, user: Who) => {
      const project = projectOf(query)
      can.read(user, project.id)
      return paginated(query, ofProject(project.id))
    },
  }
}
