import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, users } from './test-api'

/** Firewall rule replacement, images made from snapshots and disk import, as the server has them. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const P = 'project=web-frontend'
const GiB = 2 ** 30
const FW = `/v1/vpc-firewall-rules?${P}&vpc=default`

const rule = (name: string, extra: object = {}) => ({
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: {},
  action: 'allow',
  priority: 65534,
  ...extra,
})

describe('firewall rules', () => {
  it('replace the VPC’s rules, sorted by name, with new ids; the GET reads them back', async () => {
    const before = (await api('GET', FW)).body.rules
    const res = await api('PUT', FW, { body: { rules: [rule('zeta'), rule('alpha')] } })
    expect(res.body.rules.map((r: { name: string }) => r.name)).toEqual(['alpha', 'zeta'])
    expect(res.body.rules[0]).toMatchObject({ vpc_id: before[0].vpc_id, filters: { hosts: null } })
    expect((await api('GET', FW)).body.rules).toEqual(res.body.rules)
    // an empty body clears them
    expect((await api('PUT', FW, { body: {} })).body.rules).toEqual([])
  })

  it('refuse duplicate names, too many rules, bad ports and other VPCs, in the server’s words', async () => {
    const put = async (rules: object[]) => (await api('PUT', FW, { body: { rules } })).body.message
    expect(await put([rule('a'), rule('a'), rule('b'), rule('b')])).toMatch(
      /^unsupported value for "rules": Rule names must be unique\. Duplicates: \["[ab]", "[ab]"\]$/,
    )
    expect(await put(Array.from({ length: 1025 }, (_, i) => rule(`r${i}`)))).toBe(
      'unsupported value for "rules": max length 1024',
    )
    expect(await put([rule('a', { filters: { ports: ['90-80'] } })])).toBe(
      'unsupported value for "l4_port_range": range has larger start value than end value',
    )
    expect(await put([rule('a', { filters: { ports: ['http'] } })])).toMatch(
      /^unable to parse JSON body: rules\[0\]\.filters\.ports\[0\]: "http" unparsable for type: invalid digit found in string at line 1 column \d+$/,
    )
    expect(await put([rule('a', { targets: [{ type: 'vpc', value: 'other' }] })])).toBe(
      'cross-VPC firewall target unsupported',
    )
    expect(await put([rule('a', { priority: 70000 })])).toMatch(/expected u16/)
  })

  it('take a network role: a viewer may not change them', async () => {
    const res = await api('PUT', FW, { body: { rules: [] }, as: 'barbara' })
    expect(res.status).toBe(403)
  })
})

describe('images from snapshots', () => {
  const snapshot = async (project: string, disk: string) =>
    (
      await api('POST', `/v1/snapshots?project=${project}`, {
        body: { name: `snap-${disk}`, description: '', disk },
      })
    ).body
  const create = (query: string, id: string, name = 'img') =>
    api('POST', `/v1/images${query}`, {
      body: {
        name,
        description: '',
        os: 'debian',
        version: '12',
        source: { type: 'snapshot', id },
      },
    })

  it('a project image needs the project’s snapshot; a silo image any of the silo’s', async () => {
    const theirs = (await api('GET', '/v1/disks?project=data-pipeline')).body.items.find(
      (d: { state: { state: string } }) => d.state.state === 'detached',
    )
    const snap = await snapshot('data-pipeline', theirs.name)
    expect((await create(`?${P}`, snap.id)).body.message).toBe(
      'snapshot does not belong to this project',
    )
    const silo = await create('', snap.id, 'golden')
    expect(silo).toMatchObject({ status: 201, body: { project_id: null, size: snap.size } })
    expect((await api('GET', '/v1/images/golden')).status).toBe(200)
    expect((await create('', snap.id, 'golden')).body.error_code).toBe('ObjectAlreadyExists')
  })

  it('a silo image made in another silo stays there', async () => {
    const ivan = 'b2a4f1c0-7e0d-4c1b-8f2a-000000000101'
    Object.assign(users, { ivan })
    const as = 'ivan' as keyof typeof users
    await api('POST', '/v1/projects', { as, body: { name: 'lab', description: '' } })
    const disk = await api('POST', '/v1/disks?project=lab', {
      as,
      body: {
        name: 'd',
        description: '',
        size: GiB,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
    })
    const snap = await api('POST', '/v1/snapshots?project=lab', {
      as,
      body: { name: 's', description: '', disk: disk.body.id },
    })
    const image = await api('POST', '/v1/images', {
      as,
      body: {
        name: 'lab-image',
        description: '',
        os: 'x',
        version: '1',
        source: { type: 'snapshot', id: snap.body.id },
      },
    })
    expect(image.status).toBe(201)
    expect((await api('GET', '/v1/images/lab-image', { as })).status).toBe(200)
    expect((await api('GET', '/v1/images/lab-image')).status).toBe(404)
    expect((await api('GET', `/v1/images/${image.body.id}`)).status).toBe(404)
  })
})

describe('disk import', () => {
  const newDisk = (name: string) =>
    api('POST', `/v1/disks?${P}`, {
      body: {
        name,
        description: '',
        size: GiB,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'importing_blocks', block_size: 512 },
        },
      },
    })
  const step = (disk: string, what: string, body?: object) =>
    api('POST', `/v1/disks/${disk}/${what}?${P}`, { body })

  it('refuses steps out of order with the server’s texts', async () => {
    await newDisk('imp')
    expect(
      (await step('imp', 'bulk-write', { offset: 0, base64_encoded_data: '' })).body.message,
    ).toBe('cannot import blocks with a bulk write for disk in state ImportReady')
    expect((await step('imp', 'bulk-write-stop')).body.message).toBe(
      'cannot set disk in state ImportReady to "import_ready"',
    )
    await step('imp', 'bulk-write-start')
    expect((await step('imp', 'bulk-write-start')).body.message).toBe(
      'cannot set disk in state ImportingFromBulkWrites to "importing_from_bulk_writes"',
    )
    expect(
      (await step('imp', 'bulk-write', { offset: 0, base64_encoded_data: 'A!' })).body.message,
    ).toBe('error base64 decoding data: Invalid symbol 33, offset 1.')
    expect((await step('imp', 'finalize', {})).body.message).toBe(
      'cannot finalize disk in state DiskState(ImportingFromBulkWrites)',
    )
    // an import-ready disk is no detached disk: it cannot be deleted yet
    expect((await api('DELETE', `/v1/disks/imp?${P}`)).status).toBe(400)
  })

  it('writes land aligned to the block size and inside the disk, as the pantry checks', async () => {
    await newDisk('imp')
    await step('imp', 'bulk-write-start')
    const write = async (offset: number, bytes: number) =>
      (
        await step('imp', 'bulk-write', {
          offset,
          base64_encoded_data: Buffer.alloc(bytes, 1).toString('base64'),
        })
      ).body?.message
    expect(await write(0, 512)).toBeUndefined()
    expect(await write(GiB - 1024, 1024)).toBeUndefined()
    expect(await write(100, 512)).toBe('offset not multiple of block size!')
    expect(await write(0, 100)).toBe('data length not multiple of block size!')
    expect(await write(GiB - 512, 1024)).toBe('offset + data length off end of region!')
  })

  it('finalize may take a snapshot of the imported disk', async () => {
    await newDisk('imp')
    const res = await step('imp', 'finalize', { snapshot_name: 'imported' })
    expect(res.status).toBe(204)
    const snap = (await api('GET', `/v1/snapshots/imported?${P}`)).body
    expect(snap.description).toMatch(/^snapshot of finalized disk /)
    expect(snap.disk_id).toBe((await api('GET', `/v1/disks/imp?${P}`)).body.id)
    expect((await api('GET', `/v1/disks/imp?${P}`)).body.state).toEqual({ state: 'detached' })
  })
})

describe('planned faults', () => {
  it('fail only the next calls of their operation, then are used up', async () => {
    configureMock({ faults: [{ op: 'diskView', status: 503, times: 2 }] })
    const view = () => api('GET', `/v1/disks/web-scratch?${P}`)
    expect((await api('GET', `/v1/disks?${P}`)).status).toBe(200)
    const first = await view()
    expect(first.status).toBe(503)
    expect(first.body.message).toBe('Service Unavailable (injected fault)')
    expect((await view()).status).toBe(503)
    expect((await view()).status).toBe(200)
    configureMock({ faults: [] })
  })
})
