import type {
  FleetRolePolicy,
  Group,
  Project,
  ProjectRolePolicy,
  Silo,
  SiloRolePolicy,
  User,
} from '@oxide/api'
import { config } from './config'
import { computeSeed } from './data/compute'
import * as projectData from './data/projects'
import * as siloData from './data/silo'
import { lookupNotFound } from './errors'
import type { Json } from './json'

type Credential = { user_id: string; username: string; password: string }
type DeviceRequest = { user_code: string; confirmed_by: string | null }

/**
 * The in-memory store behind every handler. Records are the API's types in wire format. Areas
 * add their collections here and their fixtures under data/. `resetDb()` restores the seed.
 */
function seed() {
  return structuredClone({
    silos: [siloData.silo, siloData.otherSilo] as Json<Silo>[],
    users: siloData.users as Json<User>[],
    credentials: siloData.credentials as Credential[],
    groups: siloData.groups as Json<Group>[],
    groupMembers: siloData.groupMembers,
    fleetPolicy: siloData.fleetPolicy as Json<FleetRolePolicy>,
    siloPolicies: {
      [siloData.silo.id]: siloData.siloPolicy,
      [siloData.otherSilo.id]: siloData.otherSiloPolicy,
    } as Record<string, Json<SiloRolePolicy>>,
    projects: projectData.projects as Json<Project>[],
    /** The silo of each project created through the API; seeded projects are in `maple`. */
    projectSilos: {} as Record<string, string>,
    projectPolicies: projectData.projectPolicies as Record<string, Json<ProjectRolePolicy>>,
    deviceRequests: [{ user_code: 'QXBRTMKW', confirmed_by: null }] as DeviceRequest[],
    ...computeSeed(),
  })
}

export type Db = ReturnType<typeof seed>

export const db: Db = seed()

/** The user a request without a session cookie acts as. */
export const DEFAULT_USER_ID = siloData.grace.id

export function resetDb() {
  Object.assign(db, seed())
  for (const extend of seeders) extend(db, config.seed)
}

/** Areas register extra seed steps (e.g. the large project) that run on every reset. */
type Seeder = (db: Db, seed: typeof config.seed) => void
const seeders: Seeder[] = []
export function addSeeder(fn: Seeder) {
  seeders.push(fn)
  fn(db, config.seed)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)

/** Find a record by id or by name, or throw the real API's 404. */
export function lookupIn<T extends { id: string; name: string }>(
  items: T[],
  selector: string,
  type: string,
): T {
  const byId = isUuid(selector)
  const found = items.find((item) => (byId ? item.id === selector : item.name === selector))
  if (!found) throw lookupNotFound(type, selector, byId)
  return found
}

/**
 * Silos never see each other: while a handler runs, the kit sets the silo of the user it acts
 * for, and every lookup and list below answers from that silo only (another silo's records
 * are not found, as the real API's authz makes them). Handlers run synchronously, so the
 * value cannot leak into another request's handler.
 */
let actingSilo: string | undefined
export function actAs<T>(siloId: string | undefined, fn: () => T): T {
  const before = actingSilo
  actingSilo = siloId
  try {
    return fn()
  } finally {
    actingSilo = before
  }
}

/** Seeded projects and silo images live in the demo silo; created projects in their creator's. */
export const projectSilo = (projectId: string) => db.projectSilos[projectId] ?? siloData.silo.id
const visible = (siloId: string) => actingSilo === undefined || actingSilo === siloId

/** Whether a record of this project (or, with none, of the demo silo) is the acting silo's. */
export const inActingSilo = (projectId: string | null | undefined) =>
  visible(projectId ? projectSilo(projectId) : siloData.silo.id)

/** Whether a record of this silo is the acting silo's (silo images made outside the demo silo). */
export const inActingSiloId = (siloId: string | undefined) => visible(siloId ?? siloData.silo.id)

/** The acting silo's projects. */
export const siloProjects = () => db.projects.filter((p) => inActingSilo(p.id))

export const lookup = {
  project: ({ project }: { project?: string }) => {
    if (!project) throw lookupNotFound('project', '', false)
    return lookupIn(siloProjects(), project, 'project')
  },
  silo: ({ silo }: { silo: string }) => lookupIn(db.silos, silo, 'silo'),
}

export const now = () => new Date().toISOString()
