import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { silo } from './data/silo'
import { db, resetDb } from './db'
import { api, freshDemo } from './test-api'

/**
 * Issue 28, "what a real rack refuses", row Q1 of real-api-behaviour.md: silo quotas are
 * enforced as omicron's provisioning query does it (the source files are named in the describe).
 */

const GiB = 1024 ** 3
const P = 'project=web-frontend'

beforeEach(freshDemo)
afterEach(() => configureMock({ transitionMs: 2000, seed: 'demo' }))

const TEXT = {
  cpus: 'Insufficient capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  memory:
    'Insufficient capacity: Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  storage:
    'Insufficient capacity: Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.',
}

/** Set the demo silo's quotas to what it has provisioned, plus `room` of each. */
async function fillQuotas(room: { cpus?: number; memory?: number; storage?: number } = {}) {
  const used = (await api('GET', '/v1/utilization')).body.provisioned
  const q = db.siloQuotas.find((r) => r.silo_id === silo.id)
  if (!q) throw new Error('the demo silo has no quotas')
  q.cpus = used.cpus + (room.cpus ?? 0)
  q.memory = used.memory + (room.memory ?? 0)
  q.storage = used.storage + (room.storage ?? 0)
}

const stoppedInstance = () => {
  const found = db.instances.find(
    (i) => i.run_state === 'stopped' && db.projects.some((p) => p.id === i.project_id),
  )
  if (!found) throw new Error('the seed has no stopped instance')
  const project = db.projects.find((p) => p.id === found.project_id)
  return { name: found.name, project: project?.name ?? '' }
}

const blank = (name: string, size: number) => ({
  name,
  description: '',
  size,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
})

const newInstance = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  hostname: name,
  ncpus: 2,
  memory: 4 * GiB,
  network_interfaces: { type: 'none' },
  external_ips: [],
  ...extra,
})

describe('Q1 quotas (sagas/instance_start.rs, sagas/disk_create.rs, virtual_provisioning_collection_update.rs `from_diesel`, app/instance.rs)', () => {
  it('refuses a start over the vCPU or memory quota with 507 InsufficientCapacity', async () => {
    const { name, project } = stoppedInstance()
    await fillQuotas({ memory: 1024 * GiB })
    const cpus = await api('POST', `/v1/instances/${name}/start?project=${project}`)
    expect(cpus.status).toBe(507)
    expect(cpus.body).toMatchObject({ error_code: 'InsufficientCapacity', message: TEXT.cpus })
    await fillQuotas({ cpus: 1000 })
    const memory = await api('POST', `/v1/instances/${name}/start?project=${project}`)
    expect(memory.status).toBe(507)
    expect(memory.body.message).toBe(TEXT.memory)
    const after = await api('GET', `/v1/instances/${name}?project=${project}`)
    expect(after.body.run_state).toBe('stopped')
    await fillQuotas({ cpus: 1000, memory: 1024 * GiB })
    expect((await api('POST', `/v1/instances/${name}/start?project=${project}`)).status).toBe(202)
  })

  it('answers a `start: true` create whose start fails 201, the instance stopped', async () => {
    await fillQuotas({ memory: 1024 * GiB, storage: 1024 * GiB })
    const res = await api('POST', `/v1/instances?${P}`, {
      body: newInstance('over', { start: true }),
    })
    expect(res.status).toBe(201)
    expect(res.body.run_state).toBe('stopped')
    await fillQuotas({ cpus: 2, memory: 4 * GiB })
    const fits = await api('POST', `/v1/instances?${P}`, {
      body: newInstance('fits', { start: true }),
    })
    expect(fits.status).toBe(201)
    expect(fits.body.run_state).not.toBe('stopped')
  })

  it('refuses a disk create, an instance’s new disk and a snapshot over the storage quota', async () => {
    await fillQuotas({ cpus: 100, memory: 1024 * GiB, storage: 10 * GiB })
    const disk = await api('POST', `/v1/disks?${P}`, { body: blank('big', 11 * GiB) })
    expect(disk.status).toBe(507)
    expect(disk.body).toMatchObject({ error_code: 'InsufficientCapacity', message: TEXT.storage })
    expect(db.disks.some((d) => d.name === 'big')).toBe(false)
    expect((await api('POST', `/v1/disks?${P}`, { body: blank('fits', 10 * GiB) })).status).toBe(
      201,
    )
    const withDisk = await api('POST', `/v1/instances?${P}`, {
      body: newInstance('with-disk', {
        start: false,
        disks: [{ type: 'create', ...blank('with-disk-data', GiB) }],
      }),
    })
    expect(withDisk.status).toBe(507)
    expect(withDisk.body.message).toBe(TEXT.storage)
    expect(db.instances.some((i) => i.name === 'with-disk')).toBe(false)
    const snapshot = await api('POST', `/v1/snapshots?${P}`, {
      body: { name: 'snap', description: '', disk: 'fits' },
    })
    expect(snapshot.status).toBe(507)
    expect(snapshot.body.message).toBe(TEXT.storage)
  })

  it.each(['demo', 'large'] as const)('keeps the %s seed’s silo under its quotas', async (seed) => {
    configureMock({ seed })
    resetDb()
    const { capacity, provisioned } = (await api('GET', '/v1/utilization')).body
    expect(provisioned.cpus).toBeLessThanOrEqual(capacity.cpus)
    expect(provisioned.memory).toBeLessThanOrEqual(capacity.memory)
    expect(provisioned.storage).toBeLessThanOrEqual(capacity.storage)
  })
})
