import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INSTANCE_STATES } from '../src/util/instance-states'
import { configureMock } from './config'
import { db, resetDb } from './db'
import { api } from './test-api'

/** Run states: timing of the transitions, and which actions each state allows (spec §4). */
const STEP = 1000
const GiB = 1024 ** 3
const P = 'project=web-frontend'
const T0 = new Date('2025-12-01T12:00:00Z').getTime()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
  configureMock({ delay: 0, chaos: 0, transitionMs: STEP, seed: 'demo' })
  resetDb()
})
afterEach(() => {
  vi.useRealTimers()
  configureMock({ transitionMs: 2000 })
})

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms)
const view = async (name: string) => (await api('GET', `/v1/instances/${name}?${P}`)).body
const stateOf = async (name: string) => (await view(name)).run_state

const minimal = (name: string, extra: object = {}) => ({
  name,
  description: '',
  hostname: name,
  ncpus: 2,
  memory: 4 * GiB,
  ...extra,
})

describe('transitions take time, computed on read', () => {
  it('a new instance answers starting, then runs one step later (real API: after its sagas)', async () => {
    const created = await api('POST', `/v1/instances?${P}`, { body: minimal('app-1') })
    expect(created.status).toBe(201)
    expect(created.body.run_state).toBe('starting')
    advance(STEP - 1)
    expect(await stateOf('app-1')).toBe('starting')
    advance(1)
    const running = await view('app-1')
    expect(running.run_state).toBe('running')
    expect(running.time_run_state_updated).toBe(new Date(T0 + STEP).toISOString())
  })

  it('a new instance with start false is stopped at once', async () => {
    const created = await api('POST', `/v1/instances?${P}`, {
      body: minimal('app-2', { start: false }),
    })
    expect(created.body.run_state).toBe('stopped')
  })

  it('stop, start and reboot go through their transitional state', async () => {
    const stop = await api('POST', `/v1/instances/web-1/stop?${P}`)
    expect(stop.status).toBe(202)
    expect(stop.body.run_state).toBe('stopping')
    advance(STEP)
    expect(await stateOf('web-1')).toBe('stopped')
    expect((await api('POST', `/v1/instances/web-1/start?${P}`)).body.run_state).toBe('starting')
    advance(STEP)
    expect(await stateOf('web-1')).toBe('running')
    expect((await api('POST', `/v1/instances/web-1/reboot?${P}`)).body.run_state).toBe('rebooting')
    advance(STEP)
    expect(await stateOf('web-1')).toBe('running')
  })

  it('the list settles states too, so a polling list sees the change', async () => {
    await api('POST', `/v1/instances/web-2/stop?${P}`)
    const row = async () =>
      (await api('GET', `/v1/instances?${P}`)).body.items.find(
        (i: { name: string }) => i.name === 'web-2',
      ).run_state
    expect(await row()).toBe('stopping')
    advance(STEP)
    expect(await row()).toBe('stopped')
  })

  it('stopping a starting instance replaces the pending steps', async () => {
    await api('POST', `/v1/instances/web-3/start?${P}`)
    expect((await api('POST', `/v1/instances/web-3/stop?${P}`)).body.run_state).toBe('stopping')
    advance(10 * STEP)
    expect(await stateOf('web-3')).toBe('stopped')
  })

  it('a failed instance stops at once: it has no VMM to shut down', async () => {
    const stop = await api('POST', `/v1/instances/queue-worker/stop?${P}`)
    expect(stop.body.run_state).toBe('stopped')
  })

  it('with transitionMs 0 a change has settled by the next read', async () => {
    configureMock({ transitionMs: 0 })
    expect((await api('POST', `/v1/instances/web-3/start?${P}`)).body.run_state).toBe('running')
  })
})

/** The spec's table, written out here so the test checks the mock against the spec itself. */
const SPEC_TABLE: Record<string, string[]> = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  'update boot disk': ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  'detach disk': ['creating', 'stopped', 'failed'],
  'attach disk': ['creating', 'stopped'],
  'update network interface': ['stopped'],
  'serial console': ['running', 'rebooting', 'migrating', 'repairing'],
  'add to affinity group': ['stopped'],
}

/** web-3 as its PUT body, with changes. */
const update = (changes: object) => ({
  ncpus: 4,
  memory: 16 * GiB,
  boot_disk: 'web-3-boot',
  auto_restart_policy: null,
  cpu_platform: null,
  enable_jumbo_frames: false,
  ...changes,
})

function attachToWeb3(diskName: string) {
  const web3 = db.instances.find((i) => i.name === 'web-3')
  const disk = db.disks.find((d) => d.name === diskName)
  if (!web3 || !disk) throw new Error('seed changed')
  disk.state = { state: 'attached', instance: web3.id }
}

const ACTIONS: Record<string, () => ReturnType<typeof api>> = {
  start: () => api('POST', `/v1/instances/web-3/start?${P}`),
  stop: () => api('POST', `/v1/instances/web-3/stop?${P}`),
  reboot: () => api('POST', `/v1/instances/web-3/reboot?${P}`),
  delete: () => api('DELETE', `/v1/instances/web-3?${P}`),
  resize: () => api('PUT', `/v1/instances/web-3?${P}`, { body: update({ ncpus: 8 }) }),
  'update boot disk': () =>
    api('PUT', `/v1/instances/web-3?${P}`, { body: update({ boot_disk: null }) }),
  'attach disk': () =>
    api('POST', `/v1/instances/web-3/disks/attach?${P}`, { body: { disk: 'web-scratch' } }),
  'detach disk': () => {
    attachToWeb3('web-restore')
    return api('POST', `/v1/instances/web-3/disks/detach?${P}`, { body: { disk: 'web-restore' } })
  },
  'update network interface': () =>
    api('PUT', `/v1/network-interfaces/net0?instance=web-3&${P}`, {
      body: { description: 'renamed' },
    }),
  'serial console': () => api('GET', `/v1/instances/web-3/serial-console?${P}&most_recent=64`),
  'add to affinity group': () =>
    api('POST', `/v1/affinity-groups/cache-near-api/members/instance/web-3?${P}`),
}

/**
 * Where the server differs from the spec's table (real-api-behaviour.md rows 2 and 14): a start
 * or stop already under way succeeds without changing anything, and a group takes any instance
 * without an active VMM.
 */
const IDEMPOTENT: Record<string, string[]> = {
  start: ['starting', 'running', 'rebooting', 'migrating'],
  stop: ['stopped'],
}
const SERVER_ALSO_ALLOWS: Record<string, string[]> = {
  'add to affinity group': ['failed', 'creating'],
}

describe('actions are refused in the states the spec does not allow them', () => {
  describe.each(Object.keys(SPEC_TABLE))('%s', (action) => {
    it.each(INSTANCE_STATES)('when the instance is %s', async (state) => {
      const web3 = db.instances.find((i) => i.name === 'web-3')
      if (!web3) throw new Error('seed changed')
      web3.run_state = state
      const run = ACTIONS[action]
      if (!run) throw new Error(`no request for ${action}`)
      const res = await run()
      const ok = () => {
        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200)
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
      }
      if (SPEC_TABLE[action]?.includes(state) || SERVER_ALSO_ALLOWS[action]?.includes(state)) ok()
      else if (IDEMPOTENT[action]?.includes(state)) {
        expect(res.status).toBe(202)
        expect(res.body.run_state).toBe(state)
      } else {
        expect([400, 409]).toContain(res.status)
        expect(res.body).toMatchObject({
          error_code: res.status === 400 ? 'InvalidRequest' : 'Conflict',
          message: expect.any(String),
        })
      }
    })
  })

  it('says why in the server’s words', async () => {
    const res = await api('PUT', `/v1/instances/web-1?${P}`, {
      body: { ...update({ ncpus: 8 }), boot_disk: 'web-1-boot' },
    })
    expect(res.body.message).toBe('instance must be stopped to change CPU or memory')
    const del = await api('DELETE', `/v1/instances/web-1?${P}`)
    expect(del.body.message).toBe(
      'cannot delete instance: instance is running or has not yet fully stopped',
    )
  })
})
