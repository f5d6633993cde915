import type { FleetRole, Silo, SiloIdentityMode, SiloRole } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, now, projectSilo } from '../db'
import { alreadyExists, invalidRequest, invalidValue } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { type Reader, reader } from './body'
import { find } from './lookups'
import { checkPolicy } from './shared'
import { endSessionsOf, requireModifySilo } from './silo-rules'

/**
 * Silos as the system API serves them (nexus/src/app/silo.rs, datastore/silo.rs): fleet
 * viewers list and read every silo, a silo's own users read it; creating one is a fleet
 * collaborator's, and mapping silo roles to fleet roles a fleet admin's.
 */

const IDENTITY_MODES: SiloIdentityMode[] = ['saml_jit', 'local_only', 'saml_scim']
// serde's order of the enums, which is also the order of the stored map and sets
const SILO_ROLES: SiloRole[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
const FLEET_ROLES: FleetRole[] = ['admin', 'collaborator', 'viewer']

const variants = (all: readonly string[]) =>
  `expected one of ${all.map((v) => `\`${v}\``).join(', ')}`

/** `BTreeMap<SiloRole, BTreeSet<FleetRole>>`: known roles only, sorted, each set deduplicated. */
function readMappedRoles(b: Reader) {
  const raw = b.raw('mapped_fleet_roles')
  if (raw == null) return {}
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw b.fail('mapped_fleet_roles', 'invalid type: expected a map')
  const entries = Object.entries(raw as Record<string, unknown>)
  for (const [role, fleet] of entries) {
    if (!SILO_ROLES.includes(role as SiloRole))
      throw b.fail('mapped_fleet_roles', `unknown variant \`${role}\`, ${variants(SILO_ROLES)}`)
    if (!Array.isArray(fleet))
      throw b.fail(`mapped_fleet_roles.${role}`, 'invalid type: expected a sequence')
    for (const f of fleet)
      if (!FLEET_ROLES.includes(f as FleetRole))
        throw b.fail(
          `mapped_fleet_roles.${role}`,
          `unknown variant \`${String(f)}\`, ${variants(FLEET_ROLES)}`,
        )
  }
  const mapped: Record<string, FleetRole[]> = {}
  for (const role of SILO_ROLES) {
    const fleet = entries.find(([r]) => r === role)?.[1] as string[] | undefined
    if (fleet) mapped[role] = FLEET_ROLES.filter((f) => fleet.includes(f))
  }
  return mapped
}

/** The serde part of `SiloCreate`, read in full before anything else is checked. */
function readSiloCreate(body: unknown) {
  const b = reader(body)
  const name = b.name()
  const description = b.string('description')
  const discoverable = b.bool('discoverable')
  const identity_mode = b.enum('identity_mode', IDENTITY_MODES)
  const admin_group_name = b.optString('admin_group_name') ?? null
  const tls_certificates = b.list('tls_certificates').map((item, i) => {
    const c = reader(item, `tls_certificates[${i}]`)
    return {
      name: c.name(),
      description: c.string('description'),
      cert: c.string('cert'),
      key: c.string('key'),
      service: c.enum('service', ['external_api'] as const),
    }
  })
  const q = b.object('quotas')
  // `SiloQuotasCreate`: an i64 and two `ByteCount`s
  const quotas = {
    cpus: q.int('cpus', 'i64'),
    memory: q.byteCount('memory'),
    storage: q.byteCount('storage'),
  }
  const mapped_fleet_roles = readMappedRoles(b)
  return {
    ...{ name, description, discoverable, identity_mode, admin_group_name },
    ...{ tls_certificates, quotas, mapped_fleet_roles },
  }
}

/**
 * A certificate as the server's validator reads it (certificates/src/lib.rs): a PEM certificate
 * chain and a PEM private key. The mock checks their shape only, not the pair or the hostnames.
 */
function checkCertificate(cert: string, key: string) {
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(cert))
    throw invalidValue('certificate', 'Failed to parse certificate')
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/.test(key))
    throw invalidValue('private-key', 'Failed to parse private key')
}

/** Everything of a silo goes with it, as `silo_delete` removes or marks it deleted. */
function removeSilo(silo: Json<Silo>) {
  const userIds = new Set(db.users.filter((u) => u.silo_id === silo.id).map((u) => u.id))
  const groupIds = new Set(db.groups.filter((g) => g.silo_id === silo.id).map((g) => g.id))
  endSessionsOf(userIds)
  db.silos = db.silos.filter((s) => s !== silo)
  db.users = db.users.filter((u) => !userIds.has(u.id))
  db.credentials = db.credentials.filter((c) => !userIds.has(c.user_id))
  db.groups = db.groups.filter((g) => !groupIds.has(g.id))
  db.groupMembers = db.groupMembers.filter((m) => !groupIds.has(m.group_id))
  db.samlProviders = db.samlProviders.filter((p) => p.silo_id !== silo.id)
  db.certificates = db.certificates.filter((c) => c.silo_id !== silo.id)
  db.ipPoolSiloLinks = db.ipPoolSiloLinks.filter((l) => l.silo_id !== silo.id)
  db.subnetPoolSiloLinks = db.subnetPoolSiloLinks.filter((l) => l.silo_id !== silo.id)
  db.siloQuotas = db.siloQuotas.filter((q) => q.silo_id !== silo.id)
  delete db.siloPolicies[silo.id]
}

export const siloHandlers: HandlerMap = {
  /** Discoverable silos only (`Discoverability::DiscoverableOnly`), for fleet viewers. */
  siloList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(
      query,
      db.silos.filter((s) => s.discoverable),
    )
  },

  siloView: ({ path, user }) => find.silo(path.silo, user),

  siloCreate: ({ body, user }) => {
    const params = readSiloCreate(body)
    requireFleetRole(user, 'collaborator')
    if (Object.keys(params.mapped_fleet_roles).length > 0) requireFleetRole(user, 'admin')
    if (db.silos.some((s) => s.name === params.name)) throw alreadyExists('silo', params.name)
    for (const c of params.tls_certificates) checkCertificate(c.cert, c.key)
    const time = now()
    const silo: Json<Silo> = {
      id: crypto.randomUUID(),
      name: params.name,
      description: params.description,
      discoverable: params.discoverable,
      identity_mode: params.identity_mode,
      admin_group_name: params.admin_group_name,
      mapped_fleet_roles: params.mapped_fleet_roles,
      time_created: time,
      time_modified: time,
    }
    db.silos.push(silo)
    db.siloPolicies[silo.id] = { role_assignments: [] }
    // the admin group is made and given the silo's admin role; a SCIM silo's groups come from SCIM
    if (params.admin_group_name && params.identity_mode !== 'saml_scim') {
      const group = {
        id: crypto.randomUUID(),
        display_name: params.admin_group_name,
        silo_id: silo.id,
        time_created: time,
        time_modified: time,
      }
      db.groups.push(group)
      db.siloPolicies[silo.id] = {
        role_assignments: [
          { identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' },
        ],
      }
    }
    for (const c of params.tls_certificates)
      db.certificates.push({
        id: crypto.randomUUID(),
        ...c,
        silo_id: silo.id,
        time_created: time,
        time_modified: time,
      })
    db.siloQuotas.push({ silo_id: silo.id, ...params.quotas })
    return silo
  },

  siloDelete: ({ path, user }) => {
    const silo = find.silo(path.silo, user)
    requireModifySilo(user, silo)
    if (db.projects.some((p) => projectSilo(p.id) === silo.id))
      throw invalidRequest('silo to be deleted contains a project')
    removeSilo(silo)
  },

  siloPolicyView: ({ path, user }) => {
    const silo = find.silo(path.silo, user)
    return db.siloPolicies[silo.id] ?? { role_assignments: [] }
  },

  siloPolicyUpdate: ({ path, body, user }) => {
    const silo = find.silo(path.silo, user)
    requireModifySilo(user, silo)
    const policy = checkPolicy(body, ['admin', 'collaborator', 'limited_collaborator', 'viewer'])
    db.siloPolicies[silo.id] = policy
    return policy
  },
}
