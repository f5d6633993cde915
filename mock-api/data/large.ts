import type { Instance, InstanceState, Project } from '@oxide/api'
import type { Seed } from '../config'
import type { Db } from '../db'
import type { Json } from '../json'
import { receiver } from './alerts'
import { GiB, uid } from './ids'
import { sled, sledDisks } from './inventory'
import { buildVpc, SEED_DEFAULT_POOLS, storeVpc } from './network'
import { silo } from './silo'

/**
 * The `large` seed (`?mock-seed=large`, `MOCK_SEED=large`): a project `load-test` with 5,000
 * instances `inst-0001` ... `inst-5000` for the performance benchmark, in a fleet the size of a
 * full rack's (issue 29): 32 sleds, 400 projects in the demo silo, 50 alert receivers, so that
 * a read per sled, per project or per receiver shows in the bench's request counts. Built only
 * when asked for, so the default demo stays small.
 */
export const LARGE_INSTANCE_COUNT = 5000
export const LARGE_FLEET = { sleds: 32, projects: 400, receivers: 50 } as const

/** The demo's fleet grown to LARGE_FLEET's size: empty projects, sleds with their disks. */
function growFleet(db: Db, time: string) {
  for (let n = db.sleds.length + 1; n <= LARGE_FLEET.sleds; n++) {
    db.sleds.push(sled(n))
    db.physicalDisks.push(...sledDisks(n))
  }
  const inDemo = db.projects.filter((p) => (db.projectSilos[p.id] ?? silo.id) === silo.id)
  for (let n = inDemo.length + 1; n <= LARGE_FLEET.projects; n++) {
    const name = `fleet-${String(n).padStart(3, '0')}`
    db.projects.push({
      id: uid('5f0c1a2b', 20_000 + n),
      name,
      description: '',
      time_created: time,
      time_modified: time,
    })
  }
  for (let n = db.alertReceivers.length + 1; n <= LARGE_FLEET.receivers; n++) {
    const name = `receiver-${String(n).padStart(2, '0')}`
    const endpoint = `https://hooks.example.com/${name}`
    db.alertReceivers.push(receiver(100 + n, name, '', endpoint, ['hardware.**'], 'ok'))
  }
}

/** Mostly running and stopped, with a sprinkling of the other states. */
const STATES: InstanceState[] = [
  ...Array<InstanceState>(11).fill('running'),
  ...Array<InstanceState>(6).fill('stopped'),
  'starting',
  'failed',
  'stopping',
]

export function addLarge(db: Db, seed: Seed) {
  if (seed !== 'large') return
  const time = '2025-10-01T09:00:00Z'
  const project: Json<Project> = {
    id: uid('5f0c1a2b', 9001),
    name: 'load-test',
    description: '5,000 instances for the performance benchmark',
    time_created: time,
    time_modified: time,
  }
  db.projects.push(project)
  growFleet(db, time)
  const net = buildVpc({
    projectId: project.id,
    name: 'default',
    description: 'Default VPC',
    dnsName: 'default',
    ipv6Prefix: 'fd9a:0b1c:2d3e::/48',
    time,
    defaultPools: SEED_DEFAULT_POOLS,
    newId: () => crypto.randomUUID(),
  })
  storeVpc(db, net)
  for (let n = 1; n <= LARGE_INSTANCE_COUNT; n++) {
    const name = `inst-${String(n).padStart(4, '0')}`
    const instance: Json<Instance> = {
      id: uid('a9000000', n),
      name,
      description: '',
      hostname: name,
      project_id: project.id,
      ncpus: 2 ** (n % 4),
      memory: 2 ** (n % 4) * 4 * GiB,
      run_state: STATES[n % STATES.length] ?? 'running',
      boot_disk_id: null,
      cpu_platform: null,
      enable_jumbo_frames: false,
      auto_restart_policy: null,
      auto_restart_enabled: true,
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      time_created: time,
      time_modified: time,
      time_run_state_updated: time,
    }
    db.instances.push(instance)
  }
  // a silo sized for its load: the 5,000 instances (about 11,800 vCPUs and 47 TiB of memory,
  // most of them running) fit its quota, so a start there is refused only past it
  const quota = db.siloQuotas.find((q) => q.silo_id === silo.id)
  if (quota) Object.assign(quota, { cpus: 16_384, memory: 65_536 * GiB })
}
