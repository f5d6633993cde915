import { db, isUuid, now } from '../db'
import { errorResponse } from '../errors'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { disksOf } from './disks'
import { createInstance } from './instance-create'
import {
  CPU_PLATFORMS,
  checkCpus,
  checkMemory,
  RESTART_POLICIES,
  requireJumboOptIn,
} from './instance-limits'
import { already, requireState, settle, transition } from './instance-state'
import { releaseIps } from './ip-alloc'
import { can, find, projectOf } from './lookups'
import { requireQuota } from './quota-check'
import { consoleCounts, serialConsole } from './serial-console'
import { rebooted, vmmStopped } from './serial-streams'

/** Instances: list, create, view, update, delete, and the run-state actions. */
export const instanceHandlers: HandlerMap = {
  instanceList: ({ query, user }) => {
    const project = projectOf(query)
    can.read(user, project.id)
    const own = db.instances.filter((i) => i.project_id === project.id)
    const page = paginated(query, own)
    for (const instance of page.items) settle(instance)
    return page
  },

  instanceCreate: ({ query, body, user }) => createInstance(query, body, user),

  instanceView: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.read(user, instance.project_id)
    return instance
  },

  instanceUpdate: ({ path, query, body, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    const b = reader(body)
    const ncpus = checkCpus(b.int('ncpus', 'u16'))
    const memory = checkMemory(b.byteCount('memory'))
    // `Nullable` fields: null unsets, but the key must be there (real-api-behaviour.md row 26)
    for (const key of ['boot_disk', 'auto_restart_policy', 'cpu_platform']) b.value(key)
    const jumbo = b.bool('enable_jumbo_frames')
    requireJumboOptIn(jumbo, 'update')
    const policy = b.optEnum('auto_restart_policy', RESTART_POLICIES) ?? null
    const platform = b.optEnum('cpu_platform', CPU_PLATFORMS) ?? null
    const bootSelector = b.optString('boot_disk')
    const boot = bootSelector
      ? find.disk(bootSelector, isUuid(bootSelector) ? undefined : instance.project_id)
      : null
    if (boot && !disksOf(instance.id).includes(boot))
      throw errorResponse(409, 'Conflict', 'boot disk must be attached')
    const resized =
      ncpus !== instance.ncpus ||
      memory !== instance.memory ||
      platform !== (instance.cpu_platform ?? null)
    if (resized) requireState(instance, 'resize')
    if ((boot?.id ?? null) !== (instance.boot_disk_id ?? null)) requireState(instance, 'bootDisk')
    Object.assign(instance, {
      ncpus,
      memory,
      cpu_platform: platform,
      boot_disk_id: boot?.id ?? null,
      enable_jumbo_frames: jumbo,
      auto_restart_policy: policy,
      auto_restart_enabled: policy !== 'never',
      time_modified: now(),
    })
    return instance
  },

  instanceDelete: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    requireState(instance, 'delete')
    // as the real API: disks are detached (not deleted), interfaces removed, addresses released
    for (const disk of disksOf(instance.id)) {
      disk.state = { state: 'detached' }
      disk.time_modified = now()
    }
    db.networkInterfaces = db.networkInterfaces.filter((n) => n.instance_id !== instance.id)
    releaseIps(instance.id)
    db.affinityMembers = db.affinityMembers.filter((m) => m.instance_id !== instance.id)
    db.antiAffinityMembers = db.antiAffinityMembers.filter((m) => m.instance_id !== instance.id)
    // its memberships go; a group goes with its last member (app/multicast/mod.rs)
    db.multicastMembers = db.multicastMembers.filter((m) => m.instance_id !== instance.id)
    db.multicastGroups = db.multicastGroups.filter((g) =>
      db.multicastMembers.some((m) => m.multicast_group_id === g.id),
    )
    delete db.instanceSshKeys[instance.id]
    delete db.instanceSchedules[instance.id]
    db.instances = db.instances.filter((i) => i.id !== instance.id)
  },

  instanceStart: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    if (already('start', instance)) return json(instance, 202)
    requireState(instance, 'start')
    // the start saga charges the silo's quota for the VMM (row Q1, quota-check.ts)
    requireQuota(instance.project_id, { cpus: instance.ncpus, memory: instance.memory })
    return json(transition(instance, 'starting', 'running'), 202)
  },

  instanceStop: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    if (already('stop', instance)) return json(instance, 202)
    requireState(instance, 'stop')
    // a failed instance has no VMM left to shut down
    if (instance.run_state === 'failed') return json(transition(instance, 'stopped'), 202)
    vmmStopped(instance)
    return json(transition(instance, 'stopping', 'stopped'), 202)
  },

  instanceReboot: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    requireState(instance, 'reboot')
    rebooted(instance)
    return json(transition(instance, 'rebooting', 'running'), 202)
  },

  instanceSerialConsole: ({ path, query, user }) => {
    // dropshot parses the query (three `Option<u64>`s) before the handler looks anything up
    const counts = consoleCounts(query)
    const instance = find.instance(path.instance, query.project)
    // reading the history needs Read (instance.rs); the stream needs Modify
    can.read(user, instance.project_id)
    requireState(instance, 'serialConsole')
    return serialConsole(instance, counts)
  },
}
