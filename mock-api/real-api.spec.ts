import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, diskFromSnapshot } from './test-api'

/**
 * The rows of ../shared/api/real-api-behaviour.md this mock now answers as the API server
 * does, one test per row (the row's number leads the name).
 */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

describe('real API behaviour', () => {
  it('row 1: every non-empty page carries next_page; a scan ends with an empty page', async () => {
    const first = await api('GET', '/v1/projects?limit=100')
    expect(first.body.items.length).toBeGreaterThan(0)
    expect(first.body.items.length).toBeLessThan(100)
    expect(first.body.next_page).toEqual(expect.any(String))
    const end = await api('GET', `/v1/projects?limit=100&page_token=${first.body.next_page}`)
    expect(end.body).toEqual({ items: [], next_page: null })
  })
})

const P = 'project=web-frontend'
const act = (instance: string, action: string) =>
  api('POST', `/v1/instances/${instance}/${action}?${P}`)
const stateOf = async (instance: string) =>
  (await api('GET', `/v1/instances/${instance}?${P}`)).body.run_state

describe('instance state rules as the server has them', () => {
  it('row 2: start and stop are idempotent; start while stopping or creating is a 409', async () => {
    // web-1 runs, web-3 is stopped, cache-1 is creating, batch-runner is stopping
    const again = await act('web-1', 'start')
    expect(again.status).toBe(202)
    expect(again.body.run_state).toBe('running')
    const stopStopped = await act('web-3', 'stop')
    expect(stopStopped.status).toBe(202)
    expect(stopStopped.body.run_state).toBe('stopped')
    const early = await act('cache-1', 'start')
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'instance is in state creating but it must be stopped to be started' },
    })
    const stopping = await act('batch-runner', 'start')
    expect(stopping).toMatchObject({
      status: 409,
      body: { message: 'instance must finish stopping before it can be started' },
    })
  })

  it('row 4: the server’s texts and statuses for refused actions', async () => {
    const del = await api('DELETE', `/v1/instances/web-1?${P}`)
    expect(del.body.message).toBe(
      'cannot delete instance: instance is running or has not yet fully stopped',
    )
    expect((await api('DELETE', `/v1/instances/cache-1?${P}`)).body.message).toBe(
      'instance cannot be deleted in state "creating"',
    )
    expect((await act('web-3', 'reboot')).body.message).toBe(
      'cannot reboot an instance in state stopped with no VMM',
    )
    const resize = await api('PUT', `/v1/instances/web-1?${P}`, {
      body: {
        ncpus: 8,
        memory: 8 * 2 ** 30,
        boot_disk: null,
        auto_restart_policy: null,
        cpu_platform: null,
        enable_jumbo_frames: false,
      },
    })
    expect(resize).toMatchObject({
      status: 409,
      body: { message: 'instance must be stopped to change CPU or memory' },
    })
    const attach = await api('POST', `/v1/instances/web-1/disks/attach?${P}`, {
      body: { disk: 'web-3-boot' },
    })
    expect(attach.body.message).toMatch(
      /^cannot attach disk: instance is not fully stopped$|disk is attached to another instance/,
    )
  })

  it('row 5: detaching a detached disk answers with the disk (202)', async () => {
    const disks = (await api('GET', `/v1/disks?${P}`)).body.items as {
      name: string
      state: { state: string }
    }[]
    const detached = disks.find((d) => d.state.state === 'detached')
    if (!detached) throw new Error('the seed has no detached disk in web-frontend')
    const res = await api('POST', `/v1/instances/web-3/disks/detach?${P}`, {
      body: { disk: detached.name },
    })
    expect(res.status).toBe(202)
    expect(res.body.name).toBe(detached.name)
  })

  it('row 9: a new instance answers starting (or stopped), never creating', async () => {
    configureMock({ transitionMs: 60_000 }) // long enough that no step is due before the answer
    const body = (name: string, start: boolean) => ({
      name,
      description: '',
      hostname: name,
      ncpus: 1,
      memory: 2 ** 30,
      start,
    })
    const started = await api('POST', `/v1/instances?${P}`, { body: body('r9-a', true) })
    expect(started).toMatchObject({ status: 201, body: { run_state: 'starting' } })
    const stopped = await api('POST', `/v1/instances?${P}`, { body: body('r9-b', false) })
    expect(stopped).toMatchObject({ status: 201, body: { run_state: 'stopped' } })
  })

  it('row 10: up to 254 vCPUs and 1536 GiB; memory errors name "size"', async () => {
    const resize = (ncpus: number, gib: number) =>
      api('PUT', `/v1/instances/web-3?${P}`, {
        body: {
          ncpus,
          memory: gib * 2 ** 30,
          boot_disk: null,
          auto_restart_policy: null,
          cpu_platform: null,
          enable_jumbo_frames: false,
        },
      })
    expect((await resize(100, 1280)).status).toBe(200)
    expect((await resize(255, 8)).body.message).toBe('cannot have more than 254 vCPUs per instance')
    expect((await resize(2, 0)).body.message).toBe(
      'unsupported value for "size": memory must be at least 1 GiB',
    )
    expect(await stateOf('web-3')).toBe('stopped')
  })
})

describe('storage and addresses as the server has them', () => {
  const disk = async () => (await api('GET', `/v1/disks/web-1-boot?${P}`)).body.id as string

  it('row 8: a new snapshot is ready at once; row 7: only its state holds a delete back', async () => {
    const snap = await api('POST', `/v1/snapshots?${P}`, {
      body: { name: 's1', description: '', disk: await disk() },
    })
    expect(snap).toMatchObject({ status: 201, body: { state: 'ready' } })
    // a disk made from the snapshot does not stop its delete
    const fromSnap = await api('POST', `/v1/disks?${P}`, {
      body: diskFromSnapshot('from-s1', snap.body),
    })
    expect(fromSnap.status).toBe(201)
    expect((await api('DELETE', `/v1/snapshots/s1?${P}`)).status).toBe(204)
  })

  it('row 8: a disk of another project cannot be snapshotted', async () => {
    const other = (await api('GET', '/v1/disks?project=data-pipeline')).body.items[0]
    const res = await api('POST', `/v1/snapshots?${P}`, {
      body: { name: 's2', description: '', disk: other.id },
    })
    expect(res.body.message).toBe("can't create a snapshot of a disk in a different project")
  })

  it('row 6: detaching a floating IP that is not attached answers with it (202)', async () => {
    const ips = (await api('GET', `/v1/floating-ips?${P}`)).body.items as {
      name: string
      instance_id?: string | null
    }[]
    const loose = ips.find((f) => !f.instance_id)
    if (!loose) throw new Error('the seed has no unattached floating IP in web-frontend')
    const res = await api('POST', `/v1/floating-ips/${loose.name}/detach?${P}`)
    expect(res).toMatchObject({ status: 202, body: { name: loose.name } })
  })

  it('row 13: addresses change while rebooting; a VMM between states is a 503', async () => {
    const attach = (to: string) =>
      api('POST', `/v1/floating-ips/spare-ip/attach?${P}`, {
        body: { kind: 'instance', parent: to },
      })
    expect((await attach('api-gateway')).status).toBe(202) // rebooting
    expect((await api('POST', `/v1/floating-ips/spare-ip/detach?${P}`)).status).toBe(202)
    expect(await attach('web-canary')).toMatchObject({
      status: 503,
      body: { error_code: 'ServiceNotAvailable', message: 'Service Unavailable' },
    })
    expect((await attach('cache-1')).body.message).toBe(
      'cannot attach floating IP to instance in creating state',
    )
    const none = await api('DELETE', `/v1/instances/web-3/external-ips/ephemeral?${P}`)
    expect(none.body.message).toBe('instance does not have an ephemeral IP attached')
    const two = await api('POST', `/v1/instances?${P}`, {
      body: {
        name: 'r13',
        description: '',
        hostname: 'r13',
        ncpus: 1,
        memory: 2 ** 30,
        external_ips: [{ type: 'ephemeral' }, { type: 'ephemeral' }],
      },
    })
    expect(two.body.message).toBe(
      'when requesting two ephemeral IPs, IP version or explicit pool name must be specified on each',
    )
  })

  it('row 3: a taken name is a 400 ObjectAlreadyExists', async () => {
    const res = await api('POST', '/v1/projects', {
      body: { name: 'web-frontend', description: '' },
    })
    expect(res).toMatchObject({ status: 400, body: { error_code: 'ObjectAlreadyExists' } })
  })
})

describe('VPCs as the server has them', () => {
  it('row 16: firewall rules come ordered by name', async () => {
    const res = await api('GET', `/v1/vpc-firewall-rules?${P}&vpc=default`)
    expect(res.body.rules.map((r: { name: string }) => r.name)).toEqual([
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ])
  })
})

describe('network interfaces as the server has them', () => {
  it('row 11: an update without transit_ips clears them; primary:false is ignored', async () => {
    const url = `/v1/network-interfaces/net0?${P}&instance=web-3`
    const set = await api('PUT', url, { body: { transit_ips: ['10.9.0.0/16'] } })
    expect(set.body.ip_stack.value.transit_ips).toEqual(['10.9.0.0/16'])
    const renamed = await api('PUT', url, { body: { description: 'kept', primary: false } })
    expect(renamed).toMatchObject({ status: 200, body: { primary: true, description: 'kept' } })
    expect(renamed.body.ip_stack.value.transit_ips).toEqual([])
  })
})

describe('sign-in as the server has it', () => {
  it('an unknown silo is a 404 ObjectNotFound, not bad credentials', async () => {
    const res = await api('POST', '/v1/login/nosuchsilo/local', {
      body: { username: 'grace', password: 'grace-pass' },
    })
    expect(res).toMatchObject({
      status: 404,
      body: { error_code: 'ObjectNotFound', message: 'not found: silo with name "nosuchsilo"' },
    })
    const known = await api('POST', '/v1/login/maple/local', {
      body: { username: 'grace', password: 'wrong' },
    })
    expect(known.status).toBe(401)
  })
})
