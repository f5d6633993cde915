import { provisionedBy } from '../data/utilization'
import { db, projectSilo } from '../db'
import { errorResponse } from '../errors'
import { settle } from './instance-state'

/**
 * Silo quotas as the server enforces them (real-api-behaviour.md row Q1): the start saga's
 * `sis_account_virtual_resources` (sagas/instance_start.rs), the disk create saga
 * (sagas/disk_create.rs) and the snapshot create saga charge the silo's virtual provisioning
 * collection in one query, which refuses when the silo's quota is below what it has
 * provisioned plus the request (db-queries virtual_provisioning_collection_update.rs). A zero
 * request is never refused. Nexus turns the refusal into a 507 `InsufficientCapacity` whose
 * text is "Insufficient capacity: " and the external message of `from_diesel`
 * (common/src/api/external/error.rs).
 */
export type Charge = { cpus?: number; memory?: number; storage?: number }

const KINDS = ['cpus', 'memory', 'storage'] as const

const TEXTS: Record<(typeof KINDS)[number], string> = {
  cpus: 'vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  memory:
    'Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  storage:
    'Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.',
}

export const insufficientCapacity = (message: string) =>
  errorResponse(507, 'InsufficientCapacity', `Insufficient capacity: ${message}`)

/** The refusal a charge to this project's silo meets, or undefined when it fits. */
export function quotaRefusal(projectId: string, charge: Charge): Response | undefined {
  const siloId = projectSilo(projectId)
  const projects = new Set(db.projects.filter((p) => projectSilo(p.id) === siloId).map((p) => p.id))
  for (const i of db.instances) if (projects.has(i.project_id)) settle(i)
  const used = provisionedBy(db, projects)
  const quota = db.siloQuotas.find((q) => q.silo_id === siloId)
  for (const kind of KINDS) {
    const amount = charge[kind] ?? 0
    if (amount !== 0 && (quota?.[kind] ?? 0) < used[kind] + amount)
      return insufficientCapacity(TEXTS[kind])
  }
  return undefined
}

/** Throw the server's 507 when the charge would take the silo over a quota. */
export function requireQuota(projectId: string, charge: Charge) {
  const refusal = quotaRefusal(projectId, charge)
  if (refusal) throw refusal
}
