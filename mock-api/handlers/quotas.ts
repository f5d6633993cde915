import type { SiloQuotas, User } from '@oxide/api'
import { fleetRole, requireFleetRole, siloRole } from '../authz'
import { db } from '../db'
import { forbidden, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { find } from './lookups'

/**
 * Silo quotas (nexus/src/app/quota.rs, db-queries quota.rs): viewing takes reading the silo (its
 * own users, any fleet viewer), the fleet-wide list the fleet's viewer role, and an update
 * `Modify` on the silo: its own admins, or the fleet's collaborators and admins (omicron.polar,
 * resource Silo). An update is partial: a field left out or null keeps its value. The server
 * checks no value against what the silo has provisioned; only the database's "not negative"
 * constraints, in its words (CPUs are an i64; memory and storage are byte counts, unsigned, so a
 * negative one is a body error).
 */

type Who = Json<User>
const empty = (silo_id: string): Json<SiloQuotas> => ({ silo_id, cpus: 0, memory: 0, storage: 0 })

function quotasOf(siloId: string) {
  let q = db.siloQuotas.find((r) => r.silo_id === siloId)
  if (!q) {
    // every silo is made with its quotas; a record missing here reads as zero
    q = empty(siloId)
    db.siloQuotas.push(q)
  }
  return q
}

const canModify = (user: Who, siloId: string) => {
  const fleet = fleetRole(user)
  return (
    fleet === 'admin' ||
    fleet === 'collaborator' ||
    (user.silo_id === siloId && siloRole(user) === 'admin')
  )
}

export const quotaHandlers: HandlerMap = {
  siloQuotasView: ({ path, user }) => ({ ...quotasOf(find.silo(path.silo, user).id) }),

  siloQuotasUpdate: ({ path, body, user }) => {
    // dropshot reads the body before the handler looks anything up
    const b = reader(body)
    // `SiloQuotasUpdate`: `Option<i64>` and two `Option<ByteCount>`
    const cpus = b.optInt('cpus', 'i64')
    const memory = b.has('memory') ? b.byteCount('memory') : undefined
    const storage = b.has('storage') ? b.byteCount('storage') : undefined
    const silo = find.silo(path.silo, user)
    if (!canModify(user, silo.id)) throw forbidden()
    if (typeof cpus === 'number' && cpus < 0)
      throw invalidRequest('Cannot update silo quota: CPU quota must not be negative')
    const q = quotasOf(silo.id)
    if (typeof cpus === 'number') q.cpus = cpus
    if (memory !== undefined) q.memory = memory
    if (storage !== undefined) q.storage = storage
    return { ...q }
  },

  /** Every silo's quotas, paged by silo id, for fleet viewers. */
  systemQuotasList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    const rows = db.siloQuotas
      .filter((q) => db.silos.some((s) => s.id === q.silo_id))
      .map((q) => ({ id: q.silo_id, q }))
    const page = paginated(query, rows)
    return { items: page.items.map((r) => ({ ...r.q })), next_page: page.next_page }
  },
}
