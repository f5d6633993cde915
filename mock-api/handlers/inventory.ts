import type { Instance, SledInstance, SledPolicy, SledProvisionPolicy, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { STATES_WITH_VMM } from '../data/utilization'
import { db, projectSilo } from '../db'
import { conflict, lookupNotFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { settle } from './instance-state'
import { settleMemberships } from './rack-membership'

/**
 * The physical rack (data/inventory.ts): racks, sleds, physical disks and switches, for fleet
 * viewers; a sled's provision policy, for fleet admins. Sleds and disks are named by id only.
 */
const requireFleetViewer = (user: Json<User>) => requireFleetRole(user, 'viewer')

const byId = <T extends { id: string }>(all: T[], type: string, id: string) => {
  const found = all.find((r) => r.id === id)
  if (!found) throw lookupNotFound(type, id, true)
  return found
}

/**
 * States in which an instance has a VMM, and so a sled it runs on: the same states whose CPUs
 * and memory count as provisioned (utilization), so the sleds' instances add up to the fleet's
 * total (issue 27: a repairing instance was provisioned but on no sled).
 */
const ON_A_SLED: ReadonlySet<string> = new Set(STATES_WITH_VMM)

/**
 * Where each instance with a VMM runs: spread over the sleds that take new work, in the
 * instances' order (a stand-in for Nexus's placement, stable across reads).
 */
export function placements(): Map<string, string> {
  const open = db.sleds.filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
  )
  const placed = new Map<string, string>()
  db.instances.forEach((instance, i) => {
    const sled = open[i % Math.max(open.length, 1)]
    if (sled && ON_A_SLED.has(settle(instance).run_state)) placed.set(instance.id, sled.id)
  })
  return placed
}

const sledInstance = (instance: Json<Instance>, sledId: string): Json<SledInstance> => {
  const project = db.projects.find((p) => p.id === instance.project_id)
  const silo = db.silos.find((s) => s.id === projectSilo(instance.project_id))
  return {
    id: instance.id,
    name: instance.name,
    active_sled_id: sledId,
    migration_id: null,
    memory: instance.memory,
    ncpus: instance.ncpus,
    project_name: project?.name ?? '',
    silo_name: silo?.name ?? '',
    state: instance.run_state,
    time_created: instance.time_created,
    time_modified: instance.time_modified,
  }
}

/** Nexus's policy names in its transition error (nexus-types `SledPolicy`'s Display). */
const policyText = (p: Json<SledPolicy>) =>
  p.kind === 'expunged'
    ? 'expunged'
    : p.provision_policy === 'provisionable'
      ? 'in service'
      : 'not provisionable'

export const inventoryHandlers: HandlerMap = {
  rackList: ({ query, user }) => {
    requireFleetViewer(user)
    return paginated(query, db.racks)
  },
  rackView: ({ path, user }) => {
    requireFleetViewer(user)
    return byId(db.racks, 'rack', path.rackId)
  },

  sledList: ({ query, user }) => {
    requireFleetViewer(user)
    settleMemberships()
    return paginated(query, db.sleds)
  },
  sledView: ({ path, user }) => {
    requireFleetViewer(user)
    settleMemberships()
    return byId(db.sleds, 'sled', path.sledId)
  },
  sledPhysicalDiskList: ({ path, query, user }) => {
    requireFleetViewer(user)
    const sled = byId(db.sleds, 'sled', path.sledId)
    return paginated(
      query,
      db.physicalDisks.filter((d) => d.sled_id === sled.id),
    )
  },
  sledInstanceList: ({ path, query, user }) => {
    requireFleetViewer(user)
    const sled = byId(db.sleds, 'sled', path.sledId)
    const placed = placements()
    const here = db.instances.filter((i) => placed.get(i.id) === sled.id)
    return paginated(
      query,
      here.map((i) => sledInstance(i, sled.id)),
    )
  },
  /** Changing where new work may go: in-service sleds only (datastore `sled_set_provision_policy`). */
  sledSetProvisionPolicy: ({ path, body, user }) => {
    requireFleetRole(user, 'admin')
    const state = reader(body).enum('state', ['provisionable', 'non_provisionable'] as const)
    const sled = byId(db.sleds, 'sled', path.sledId)
    if (sled.policy.kind !== 'in_service' || sled.state !== 'active')
      throw conflict(
        `sled id ${sled.id} has current policy "${policyText(sled.policy)}" and state "${sled.state}" and the transition to policy "${state === 'provisionable' ? 'in service' : 'not provisionable'}" is not permitted`,
      )
    const old: SledProvisionPolicy = sled.policy.provision_policy
    sled.policy = { kind: 'in_service', provision_policy: state }
    sled.time_modified = new Date().toISOString()
    return { old_state: old, new_state: state }
  },
  sledListUninitialized: ({ user }) => {
    requireFleetViewer(user)
    // a sled added to the rack leaves this list once its membership commits
    settleMemberships()
    // "We don't actually support real pagination": the whole list, and no next page
    return { items: db.uninitializedSleds, next_page: null }
  },

  physicalDiskList: ({ query, user }) => {
    requireFleetViewer(user)
    return paginated(query, db.physicalDisks)
  },
  physicalDiskView: ({ path, user }) => {
    requireFleetViewer(user)
    return byId(db.physicalDisks, 'physical disk', path.diskId)
  },

  switchList: ({ query, user }) => {
    requireFleetViewer(user)
    return paginated(query, db.switches)
  },
  switchView: ({ path, user }) => {
    requireFleetViewer(user)
    return byId(db.switches, 'switch', path.switchId)
  },
}
