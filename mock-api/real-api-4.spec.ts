import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db'
import { api, freshDemo, names } from './test-api'

/**
 * Issue 28, "what a real rack refuses": rows S4, S5 and N7 of real-api-behaviour.md, each as
 * the omicron source file named in its describe answers it. (Q1 is in quota-enforcement.spec.ts,
 * R1-R3 in silo-role-lists.spec.ts, R4 in unreadable.spec.ts.)
 */

beforeEach(freshDemo)

const GiB = 1024 ** 3
const P = 'project=web-frontend'

const snapshotOf = (disk: string) =>
  api('POST', `/v1/snapshots?${P}`, { body: { name: `${disk}-snap`, description: '', disk } })

describe('S4 snapshot of a local or read-only disk (nexus/src/app/snapshot.rs `snapshot_create`)', () => {
  it('refuses a local storage disk with 400', async () => {
    const made = await api('POST', `/v1/disks?${P}`, {
      body: {
        name: 'scratch-local',
        description: '',
        size: 8 * GiB,
        disk_backend: { type: 'local' },
      },
    })
    expect(made.status).toBe(201)
    const res = await snapshotOf('scratch-local')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: "can't create a snapshot of a local storage disk",
    })
  })

  it('refuses a read-only disk with 400', async () => {
    const snapshot = db.snapshots.find(
      (s) =>
        s.state === 'ready' &&
        db.projects.find((p) => p.id === s.project_id)?.name === 'web-frontend',
    )
    if (!snapshot) throw new Error('the seed has no ready snapshot in web-frontend')
    const made = await api('POST', `/v1/disks?${P}`, {
      body: {
        name: 'frozen',
        description: '',
        size: snapshot.size,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'snapshot', snapshot_id: snapshot.id, read_only: true },
        },
      },
    })
    expect(made.status).toBe(201)
    expect(made.body.read_only).toBe(true)
    const res = await snapshotOf('frozen')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: "can't create a snapshot of a read-only disk",
    })
  })
})

const V = `${P}&vpc=default`
const routeNames = async (router: string) =>
  names((await api('GET', `/v1/vpc-router-routes?${V}&router=${router}`)).body)

describe('N7 internet gateway delete (nexus/db-queries/src/db/datastore/vpc.rs)', () => {
  async function gatewayWithRoute(gateway: string) {
    await api('POST', `/v1/internet-gateways?${V}`, { body: { name: gateway, description: '' } })
    await api('POST', `/v1/vpc-routers?${V}`, { body: { name: 'out', description: '' } })
    const route = await api('POST', `/v1/vpc-router-routes?${V}&router=out`, {
      body: {
        name: `to-${gateway}`,
        description: '',
        destination: { type: 'ip_net', value: '10.0.0.0/8' },
        target: { type: 'internet_gateway', value: gateway },
      },
    })
    expect(route.status).toBe(201)
  }

  it('keeps the routes that target it without cascade (`vpc_delete_internet_gateway_no_cascade`)', async () => {
    await gatewayWithRoute('egress')
    expect((await api('DELETE', `/v1/internet-gateways/egress?${V}`)).status).toBe(204)
    expect(await routeNames('out')).toEqual(['to-egress'])
    const gone = await api('GET', `/v1/internet-gateways/egress?${V}`)
    expect(gone.status).toBe(404)
  })

  it('removes them with cascade (`vpc_delete_internet_gateway_cascade`)', async () => {
    await gatewayWithRoute('egress')
    const res = await api('DELETE', `/v1/internet-gateways/egress?${V}&cascade=true`)
    expect(res.status).toBe(204)
    expect(await routeNames('out')).toEqual([])
  })
})

const attach = (instance: string, disk: string) =>
  api('POST', `/v1/instances/${instance}/disks/attach?${P}`, { body: { disk } })

describe('S5 disk attach texts (nexus/db-queries/src/db/datastore/disk.rs `instance_attach_disk`)', () => {
  it('names a disk state no attach takes, before it looks at the instance', async () => {
    // web-restore is import_ready; web-3 is stopped, web-1 running
    for (const instance of ['web-3', 'web-1']) {
      const res = await attach(instance, 'web-restore')
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('cannot attach disk "web-restore": invalid state import_ready')
    }
  })

  it('refuses a failed instance with no VMM in its state’s name, one with a VMM as not stopped', async () => {
    const failed = await attach('queue-worker', 'web-scratch')
    expect(failed.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'cannot attach disk to instance in failed state',
    })
    const running = await attach('web-1', 'web-scratch')
    expect(running.body.message).toBe('cannot attach disk: instance is not fully stopped')
  })

  it('refuses a 13th disk without naming the instance', async () => {
    const disk = (name: string) =>
      api('POST', `/v1/disks?${P}`, {
        body: {
          name,
          description: '',
          size: GiB,
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
        },
      })
    // web-3 has its boot disk; eleven more make twelve
    for (let i = 0; i < 11; i++) {
      expect((await disk(`extra-${i}`)).status).toBe(201)
      expect((await attach('web-3', `extra-${i}`)).status).toBe(202)
    }
    const res = await attach('web-3', 'web-scratch')
    expect(res.body.message).toBe('cannot attach more than 12 disks to instance')
  })
})
