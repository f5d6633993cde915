import type {
  FleetRolePolicy,
  Group,
  Project,
  ProjectRolePolicy,
  Silo,
  SiloRolePolicy,
  User,
} from '@oxide/api'
import { config, type Seed } from './config'
import { alertsSeed } from './data/alerts'
import { auditLogSeed } from './data/audit-log'
import { bfdSessions } from './data/bfd'
import * as certificateData from './data/certificates'
import { computeSeed } from './data/compute'
import { addHostile } from './data/hostile'
import * as inventoryData from './data/inventory'
import { addLarge } from './data/large'
import { multicastSeed } from './data/multicast'
import * as probeData from './data/probes'
import * as projectData from './data/projects'
import { rackMemberships } from './data/rack-membership'
import { rackNetworkSeed } from './data/rack-network'
import { scimSeed } from './data/scim'
import { sessionSeed } from './data/sessions'
import * as siloData from './data/silo'
import * as silosData from './data/silos'
import { subnetPoolSeed } from './data/subnet-pools'
import * as supportBundleData from './data/support-bundles'
import * as updateData from './data/updates'
import { addRecovery } from './data/updates'
import * as utilizationData from './data/utilization'
import type { Json } from './json'

/** A local user's username (its external id) and password; null when login is disallowed. */
type Credential = { user_id: string; username: string; password: string | null }

/**
 * The in-memory store behind every handler. Records are the API's types in wire format. Areas
 * add their collections here and their fixtures under data/. `resetDb()` restores the seed.
 * Lookups by id or name live in one registry, handlers/lookups.ts.
 */
function seed() {
  return structuredClone({
    silos: [siloData.silo, siloData.otherSilo, silosData.samlSilo] as Json<Silo>[],
    users: [...siloData.users, ...silosData.users] as Json<User>[],
    credentials: siloData.credentials as Credential[],
    groups: [...siloData.groups, silosData.adminGroup] as Json<Group>[],
    groupMembers: [...siloData.groupMembers, ...silosData.groupMembers],
    fleetPolicy: siloData.fleetPolicy as Json<FleetRolePolicy>,
    siloPolicies: {
      [siloData.silo.id]: siloData.siloPolicy,
      [siloData.otherSilo.id]: siloData.otherSiloPolicy,
      [silosData.samlSilo.id]: silosData.policy,
    } as Record<string, Json<SiloRolePolicy>>,
    projects: projectData.projects as Json<Project>[],
    /** The silo of each project created through the API; seeded projects are in `maple`. */
    projectSilos: {} as Record<string, string>,
    projectPolicies: projectData.projectPolicies as Record<string, Json<ProjectRolePolicy>>,
    /** Console sessions, device authorization requests and device tokens. */
    /** Each silo's quotas; a silo without a record has none (zero). */
    siloQuotas: utilizationData.siloQuotas,
    /** Each instance's serial console output since its VMM started (handlers/serial-streams.ts). */
    serialHistory: {} as Record<string, string>,
    /** The physical rack (data/inventory.ts). */
    racks: inventoryData.racks,
    sleds: inventoryData.sleds,
    physicalDisks: inventoryData.physicalDisks,
    /** The U.2s the latest inventory found, and the operators' requests to adopt disks. */
    inventoryDisks: inventoryData.inventoryDisks,
    diskAdoptionRequests: inventoryData.diskAdoptionRequests,
    switches: inventoryData.switches,
    uninitializedSleds: inventoryData.uninitializedSleds,
    /** The rack's trust quorum memberships, one per version (handlers/rack-membership.ts). */
    rackMemberships,
    /** Each silo's SAML identity providers, with what the server keeps to itself. */
    samlProviders: silosData.samlProviders,
    usersBuiltin: silosData.usersBuiltin,
    /** Each silo's certificates, with their private keys (never answered). */
    certificates: certificateData.certificates,
    /** What Nexus audited (mock-api/audit-log.ts records each call), oldest first. */
    auditLog: auditLogSeed(),
    /** Support bundles, with the files each holds (data/support-bundles.ts). */
    supportBundles: supportBundleData.supportBundles,
    /** System update: uploaded repositories, the trust store, the target release. */
    tufRepos: updateData.tufRepos,
    trustRoots: updateData.trustRoots,
    targetRelease: updateData.targetRelease,
    /** Each uploaded repository's artifacts as Nexus compares a second upload (update-upload.ts). */
    tufRepoArtifacts: {} as Record<string, string>,
    /** Networking probes, per project (data/probes.ts). */
    probes: probeData.probes,
    /** Rack networking: address lots, BGP, switch ports and their settings (data/rack-network.ts). */
    ...rackNetworkSeed(),
    /** BFD sessions as Nexus stores them (data/bfd.ts). */
    bfdSessions,
    /** The services firewall's ICMP rule (`nexus-icmp`, enabled as rack setup leaves it). */
    inboundIcmp: { enabled: true },
    /** The fleet-wide networking settings; jumbo frames off, as dbinit.sql seeds the row. */
    networkingSettings: { external_jumbo_frames_opt_in_enabled: false },
    /** Alert receivers, their secrets (values never answered), alerts and deliveries. */
    ...alertsSeed(),
    ...sessionSeed(),
    ...computeSeed(),
    /** Multicast groups (fleet-wide) and their instance members (data/multicast.ts). */
    ...multicastSeed(),
    /** Subnet pools, their members and silo links, and projects' external subnets. */
    ...subnetPoolSeed(),
    /** SCIM client tokens and each silo's auth settings (data/scim.ts). */
    ...scimSeed(),
  })
}

export type Db = ReturnType<typeof seed>

/**
 * Every seed besides the demo, in one list: each adds its records on top of the demo's when
 * `config.seed` names it, on every reset.
 */
const SEEDERS: ((db: Db, seed: Seed) => void)[] = [addLarge, addHostile, addRecovery]

function fresh(): Db {
  const next = seed()
  for (const extend of SEEDERS) extend(next, config.seed)
  return next
}

export const db: Db = fresh()

/** The user a request without a session cookie acts as. */
export const DEFAULT_USER_ID = siloData.grace.id

export function resetDb() {
  Object.assign(db, fresh())
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)

/**
 * What Rust's `Uuid::parse_str` accepts (hyphenated, the 32-digit simple form, braced, urn; any
 * case), as the canonical hyphenated lowercase form; undefined when it is no UUID.
 */
export function parseUuid(value: string): string | undefined {
  const bare = value.replace(/^urn:uuid:(.{36})$/i, '$1').replace(/^\{(.{36})\}$/, '$1')
  const hex = UUID.test(bare) ? bare.replace(/-/g, '') : /^[0-9a-f]{32}$/i.test(bare) ? bare : ''
  if (!hex) return undefined
  const h = hex.toLowerCase()
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
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

export const now = () => new Date().toISOString()
