import type { Disk, FloatingIp, Instance, InstanceNetworkInterface, User } from '@oxide/api'
import type { ExternalIpRecord } from '../data/records'
import { db, isUuid, now } from '../db'
import { alreadyExists, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { MAX_GROUP_MEMBERS, MAX_GROUPS_PER_INSTANCE } from './affinity'
import { nameProblem, type Reader, reader } from './body'
import { attachableDisk, MAX_DISKS_PER_INSTANCE, planDisk } from './disks'
import {
  CPU_PLATFORMS,
  checkCpus,
  checkMemory,
  RESTART_POLICIES,
  readHostname,
  readUserData,
  requireJumboOptIn,
} from './instance-limits'
import { transition } from './instance-state'
import {
  allocateEphemeral,
  allocateSnat,
  checkEphemeralPair,
  MAX_EPHEMERAL_IPS,
  poolFrom,
} from './ip-alloc'
import { can, find, projectOf } from './lookups'
import { defaultNic, MAX_NICS_PER_INSTANCE, planNic } from './network-interfaces'
import { quotaRefusal, requireQuota } from './quota-check'

/**
 * `POST /v1/instances`: the whole `InstanceCreate` is checked before anything is stored, then
 * the instance and what the real API creates with it (disks, interfaces, addresses, group
 * memberships) land together. The real API answers after its create saga (and the start saga
 * when `start` is true), so the instance comes back `starting`, then turns `running` one step
 * later, or `stopped` at once (real-api-behaviour.md row 9), as it does when the start would go
 * over the silo's quota (row Q1).
 */
type Plan = { created: Json<Disk>[]; attached: Json<Disk>[]; names: Set<string> }

function planDisks(b: Reader, projectId: string) {
  const plan: Plan = { created: [], attached: [], names: new Set() }
  const take = (a: Reader) => {
    if (a.tag(['create', 'attach']) === 'create') {
      const disk = planDisk(a, projectId, plan.names)
      plan.created.push(disk)
      return disk
    }
    const disk = find.disk(a.name(), projectId)
    if (plan.attached.includes(disk))
      throw invalidRequest(`disk "${disk.name}" is attached more than once`)
    attachableDisk(disk, projectId)
    plan.attached.push(disk)
    return disk
  }
  const boot = b.optObject('boot_disk')
  const bootDisk = boot ? take(boot) : undefined
  ;(b.array('disks') ?? []).forEach((d, i) => {
    take(reader(d, `disks[${i}]`))
  })
  if (plan.created.length + plan.attached.length > MAX_DISKS_PER_INSTANCE)
    throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
  return { ...plan, bootDisk }
}

function planNics(b: Reader, projectId: string, instance: { id: string; name: string }) {
  const attachment = b.optObject('network_interfaces')
  const type =
    attachment?.tag([
      'create',
      'default_ipv4',
      'default_ipv6',
      'default_dual_stack',
      'none',
    ] as const) ?? 'default_dual_stack'
  if (type === 'none') return []
  if (type !== 'create') return [defaultNic(type, projectId, instance)]
  const params = (attachment?.array('params') ?? []).map((p, i) =>
    reader(p, `network_interfaces.params[${i}]`),
  )
  // checked before the saga, on the request alone (`project_create_instance` in
  // nexus/src/app/instance.rs)
  if (params.length > MAX_NICS_PER_INSTANCE)
    throw invalidRequest(
      `An instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`,
    )
  if (new Set(params.map((p) => p.name('vpc_name'))).size > 1)
    throw invalidRequest('All interfaces must be in the same VPC')
  const nics: Json<InstanceNetworkInterface>[] = []
  for (const p of params) nics.push(planNic(p, projectId, instance.id, nics))
  return nics
}

function planExternalIps(b: Reader, projectId: string, user: Json<User>) {
  const selectors: (Reader | undefined)[] = []
  const floating: Json<FloatingIp>[] = []
  ;(b.array('external_ips') ?? []).forEach((item, i) => {
    const r = reader(item, `external_ips[${i}]`)
    if (r.tag(['ephemeral', 'floating']) === 'ephemeral') {
      selectors.push(r.optObject('pool_selector'))
      return
    }
    const selector = r.string('floating_ip')
    const fip = find.floatingIp(selector, isUuid(selector) ? undefined : projectId)
    if (fip.project_id !== projectId)
      throw invalidRequest('floating IP must be in the same project as the instance')
    if (fip.instance_id || floating.includes(fip))
      throw invalidRequest(
        `floating IP "${fip.name}" cannot be attached to one instance while still attached to another`,
      )
    floating.push(fip)
  })
  // one v4 and one v6 at most (real-api-behaviour.md row 13)
  if (selectors.length > MAX_EPHEMERAL_IPS)
    throw invalidRequest(
      `An instance may not have more than ${MAX_EPHEMERAL_IPS} ephemeral IP addresses`,
    )
  const [first, second] = selectors
  if (selectors.length === 2) checkEphemeralPair([first, second], user)
  return { pools: selectors.map((s) => poolFrom(s, user)), floating }
}

/**
 * `anti_affinity_groups`: looked up together in the instance's project, every name first, then
 * every id, the first missing one a 404 (`anti_affinity_groups_batch_lookup` in ds/affinity.rs);
 * a group named twice is one group. The create saga then adds the instance to each
 * (`sic_add_to_anti_affinity_group`), with the member add's limits and words.
 */
function planGroups(b: Reader, projectId: string) {
  const selectors = (b.strings('anti_affinity_groups') ?? []).map((s, i) => {
    if (!isUuid(s) && nameProblem(s))
      throw b.fail(
        `anti_affinity_groups[${i}]`,
        'data did not match any variant of untagged enum NameOrId',
      )
    return s
  })
  const inProject = db.antiAffinityGroups.filter((g) => g.project_id === projectId)
  const names = selectors.filter((s) => !isUuid(s))
  const ids = selectors.filter(isUuid)
  for (const name of names)
    if (!inProject.some((g) => g.name === name))
      throw lookupNotFound('anti-affinity-group', name, false)
  for (const id of ids)
    if (!inProject.some((g) => g.id === id)) throw lookupNotFound('anti-affinity-group', id, true)
  const groups = inProject.filter((g) => names.includes(g.name) || ids.includes(g.id))
  groups.forEach((group, joined) => {
    const size = db.antiAffinityMembers.filter((m) => m.group_id === group.id).length
    if (size >= MAX_GROUP_MEMBERS)
      throw invalidRequest(
        `Anti-affinity group already has maximum allowed members (${MAX_GROUP_MEMBERS})`,
      )
    if (joined >= MAX_GROUPS_PER_INSTANCE)
      throw invalidRequest(
        `Instance already belongs to maximum allowed anti-affinity groups (${MAX_GROUPS_PER_INSTANCE})`,
      )
  })
  return groups
}

/** Allocate SNAT and the ephemeral addresses together: all or none. */
function allocateIps(instanceId: string, pools: ReturnType<typeof poolFrom>[], user: Json<User>) {
  const records: ExternalIpRecord[] = []
  try {
    records.push(allocateSnat(instanceId, poolFrom(undefined, user)))
    db.externalIps.push(...records)
    for (const pool of pools) {
      const ephemeral = allocateEphemeral(instanceId, pool)
      records.push(ephemeral)
      db.externalIps.push(ephemeral)
    }
  } catch (e) {
    db.externalIps = db.externalIps.filter((r) => !records.includes(r))
    throw e
  }
}

export function createInstance(query: { project?: string }, body: unknown, user: Json<User>) {
  const project = projectOf(query)
  can.write(user, project.id)
  const b = reader(body)
  const name = b.name()
  const description = b.string('description')
  const hostname = readHostname(b)
  const ncpus = checkCpus(b.int('ncpus', 'u16'))
  const memory = checkMemory(b.byteCount('memory'))
  const start = b.bool('start', true)
  const policy = b.optEnum('auto_restart_policy', RESTART_POLICIES) ?? null
  const cpuPlatform = b.optEnum('cpu_platform', CPU_PLATFORMS) ?? null
  const jumbo = b.bool('enable_jumbo_frames', false)
  readUserData(b)
  if (b.array('multicast_groups')?.length)
    throw invalidRequest('multicast groups are not available in the mock API')
  requireJumboOptIn(jumbo, 'create')
  if (db.instances.some((i) => i.project_id === project.id && i.name === name))
    throw alreadyExists('instance', name)

  const id = crypto.randomUUID()
  const disks = planDisks(b, project.id)
  const nics = planNics(b, project.id, { id, name })
  const ips = planExternalIps(b, project.id, user)
  const keys = b.has('ssh_public_keys')
    ? (b.strings('ssh_public_keys') ?? []).map((k) => find.sshKey(k, user))
    : db.sshKeys.filter((k) => k.silo_user_id === user.id)
  const groups = planGroups(b, project.id)
  // the create saga's disk subsagas charge storage: over the quota, nothing is made (row Q1)
  requireQuota(project.id, { storage: disks.created.reduce((sum, d) => sum + d.size, 0) })
  // the start that follows may fail on the quota; the create still answers 201, stopped
  // (app/instance.rs `project_create_instance` only logs the start's error)
  const started = start && !quotaRefusal(project.id, { cpus: ncpus, memory })
  allocateIps(id, ips.pools, user)

  const instance: Json<Instance> = {
    id,
    name,
    description,
    hostname,
    project_id: project.id,
    ncpus,
    memory,
    run_state: started ? 'starting' : 'stopped',
    boot_disk_id: disks.bootDisk?.id ?? null,
    cpu_platform: cpuPlatform,
    enable_jumbo_frames: jumbo,
    auto_restart_policy: policy,
    auto_restart_enabled: policy !== 'never',
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    time_created: now(),
    time_modified: now(),
    time_run_state_updated: now(),
  }
  db.instances.push(instance)
  db.disks.push(...disks.created)
  for (const disk of [...disks.created, ...disks.attached]) {
    disk.state = { state: 'attached', instance: id }
    disk.time_modified = now()
  }
  db.networkInterfaces.push(...nics)
  for (const fip of ips.floating) fip.instance_id = id
  db.instanceSshKeys[id] = keys.map((k) => k.id)
  for (const group of groups) db.antiAffinityMembers.push({ group_id: group.id, instance_id: id })
  return started ? transition(instance, 'starting', 'running') : transition(instance, 'stopped')
}
