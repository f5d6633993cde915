import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api } from './test-api'

/**
 * Row 15 of ../shared/api/real-api-behaviour.md: endpoints the mock did not serve. Their rules
 * are tested in firewall-import.spec.ts and vpc-routers.spec.ts; this is the row's test.
 */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const P = 'project=web-frontend'
const GiB = 2 ** 30

describe('endpoints the mock now serves', () => {
  it('row 15: firewall rules replace, images from snapshots, disk import, VPC routers', async () => {
    const rule = {
      name: 'allow-web',
      description: '',
      status: 'enabled',
      direction: 'inbound',
      targets: [{ type: 'vpc', value: 'default' }],
      filters: { ports: ['443'], protocols: [{ type: 'tcp' }] },
      action: 'allow',
      priority: 100,
    }
    const rules = await api('PUT', `/v1/vpc-firewall-rules?${P}&vpc=default`, {
      body: { rules: [rule] },
    })
    expect(rules).toMatchObject({ status: 200, body: { rules: [{ name: 'allow-web' }] } })

    const disk = (await api('GET', `/v1/disks/web-1-boot?${P}`)).body
    const snap = await api('POST', `/v1/snapshots?${P}`, {
      body: { name: 'r15', description: '', disk: disk.id },
    })
    const image = await api('POST', `/v1/images?${P}`, {
      body: {
        name: 'r15',
        description: '',
        os: 'debian',
        version: '12',
        source: { type: 'snapshot', id: snap.body.id },
      },
    })
    expect(image).toMatchObject({ status: 201, body: { size: disk.size } })

    const imported = await api('POST', `/v1/disks?${P}`, {
      body: {
        name: 'r15-import',
        description: '',
        size: GiB,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'importing_blocks', block_size: 512 },
        },
      },
    })
    expect(imported.body.state).toEqual({ state: 'import_ready' })
    const step = (what: string, body?: object) =>
      api('POST', `/v1/disks/r15-import/${what}?${P}`, { body })
    expect((await step('bulk-write-start')).status).toBe(204)
    expect(
      (
        await step('bulk-write', {
          offset: 0,
          base64_encoded_data: Buffer.alloc(512).toString('base64'),
        })
      ).status,
    ).toBe(204)
    expect((await step('bulk-write-stop')).status).toBe(204)
    expect((await step('finalize', {})).status).toBe(204)
    expect((await api('GET', `/v1/disks/r15-import?${P}`)).body.state).toEqual({
      state: 'detached',
    })

    const routers = await api('GET', `/v1/vpc-routers?${P}&vpc=default`)
    expect(routers.body.items.map((r: { kind: string }) => r.kind)).toEqual(['system'])
    const created = await api('POST', `/v1/vpc-routers?${P}&vpc=default`, {
      body: { name: 'r15', description: '' },
    })
    expect(created).toMatchObject({ status: 201, body: { kind: 'custom' } })
  })
})
