import { beforeEach, describe, expect, it, vi } from 'vitest'
import { configureMock } from './config'
import { db } from './db'
import { api, diskFromSnapshot, freshDemo, names } from './test-api'

const GiB = 1024 ** 3
const P = 'project=web-frontend'

beforeEach(freshDemo)

const blank = (name: string, size = 10 * GiB) => ({
  name,
  description: '',
  size,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
})

describe('disks', () => {
  it('are created detached, listed, viewed and deleted', async () => {
    const created = await api('POST', `/v1/disks?${P}`, { body: blank('vol-a') })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ state: { state: 'detached' }, device_path: '/mnt/vol-a' })
    expect(names((await api('GET', `/v1/disks?${P}`)).body)).toContain('vol-a')
    expect((await api('GET', `/v1/disks/${created.body.id}`)).body.name).toBe('vol-a')
    expect((await api('DELETE', `/v1/disks/vol-a?${P}`)).status).toBe(204)
  })

  it.each([
    [blank('small', GiB / 2), /total size must be at least 1 GiB/],
    [blank('odd', GiB + 4096), /multiple of 1 GiB/],
    [blank('huge', 2000 * GiB), /total size must be less than 1023 GiB/],
    [
      {
        ...blank('x'),
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 1000 } },
      },
      // `DiskBackend` is internally tagged: the error names its path only
      /^unable to parse JSON body: disk_backend: invalid block size 1000 at/,
    ],
    [blank('web-scratch'), /already exists: disk "web-scratch"/],
  ])('refuses a bad create: %j', async (body, message) => {
    const res = await api('POST', `/v1/disks?${P}`, { body })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.body.message).toMatch(message)
  })

  it('from an image, at least the image size, importing disks start import_ready', async () => {
    const ubuntu = db.images.find((i) => i.name === 'ubuntu-24-04')?.id
    const image = (size: number) => ({
      name: 'from-image',
      description: '',
      size,
      disk_backend: { type: 'distributed', disk_source: { type: 'image', image_id: ubuntu } },
    })
    expect((await api('POST', `/v1/disks?${P}`, { body: image(2 * GiB) })).status).toBe(400)
    expect((await api('POST', `/v1/disks?${P}`, { body: image(8 * GiB) })).body.image_id).toBe(
      ubuntu,
    )
    const importing = await api('POST', `/v1/disks?${P}`, {
      body: {
        ...blank('imp'),
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'importing_blocks', block_size: 512 },
        },
      },
    })
    expect(importing.body.state).toEqual({ state: 'import_ready' })
  })

  it('are deleted only when detached or faulted', async () => {
    for (const [disk, status] of [
      ['web-1-data', 400],
      ['web-cache-vol', 400],
      ['web-logs-old', 204],
      ['web-scratch', 204],
    ] as const) {
      const res = await api('DELETE', `/v1/disks/${disk}?${P}`)
      expect(res.status, disk).toBe(status)
    }
    expect((await api('DELETE', `/v1/disks/web-1-data?${P}`)).body.message).toBe(
      'disk cannot be deleted in state "attached"',
    )
  })

  it('attach and detach: disk states follow, the boot disk stays', async () => {
    const attach = await api('POST', `/v1/instances/web-3/disks/attach?${P}`, {
      body: { disk: 'web-scratch' },
    })
    expect(attach.status).toBe(202)
    const web3 = (await api('GET', `/v1/instances/web-3?${P}`)).body.id
    expect(attach.body.state).toEqual({ state: 'attached', instance: web3 })
    expect(names((await api('GET', `/v1/instances/web-3/disks?${P}`)).body)).toEqual([
      'web-3-boot',
      'web-scratch',
    ])
    const taken = await api('POST', `/v1/instances/notebook/disks/attach?project=ml-training`, {
      body: { disk: 'checkpoints' },
    })
    expect(taken.body.message).toMatch(/attached to another instance/)
    const boot = await api('POST', `/v1/instances/web-3/disks/detach?${P}`, {
      body: { disk: 'web-3-boot' },
    })
    expect(boot.body.message).toBe('boot disk cannot be detached')
    const detach = await api('POST', `/v1/instances/web-3/disks/detach?${P}`, {
      body: { disk: 'web-scratch' },
    })
    expect(detach.body.state).toEqual({ state: 'detached' })
    const faulted = await api('POST', `/v1/instances/web-3/disks/attach?${P}`, {
      body: { disk: 'web-logs-old' },
    })
    expect(faulted.body.message).toBe('cannot attach disk "web-logs-old": invalid state faulted')
  })
})

describe('images', () => {
  it('lists silo images without a project and project images with one', async () => {
    const silo = names((await api('GET', '/v1/images')).body)
    expect(silo).toEqual([
      'alpine-3-20',
      'debian-12',
      'fedora-41',
      'ubuntu-24-04',
      'windows-server-2022',
    ])
    expect(names((await api('GET', `/v1/images?${P}`)).body)).toEqual(['web-base-2025-06'])
    expect((await api('GET', '/v1/images/debian-12')).body.os).toBe('debian')
    expect((await api('GET', `/v1/images/web-base-2025-06?${P}`)).body.project_id).toEqual(
      expect.any(String),
    )
    expect((await api('GET', '/v1/images/web-base-2025-06')).status).toBe(404)
  })

  it('promotes a project image to the silo and demotes it back', async () => {
    const promoted = await api('POST', `/v1/images/web-base-2025-06/promote?${P}`)
    expect(promoted.body.project_id).toBeNull()
    expect(names((await api('GET', '/v1/images')).body)).toContain('web-base-2025-06')
    const demoted = await api('POST', '/v1/images/web-base-2025-06/demote?project=data-pipeline')
    expect(demoted.body.project_id).toBe((await api('GET', '/v1/projects/data-pipeline')).body.id)
    expect((await api('DELETE', '/v1/images/web-base-2025-06?project=data-pipeline')).status).toBe(
      204,
    )
  })
})

describe('SSH keys of the signed-in user', () => {
  const key =
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me@host'

  it('lists, creates, views and deletes only the user’s own keys', async () => {
    expect(names((await api('GET', '/v1/me/ssh-keys')).body)).toEqual([
      'grace-laptop',
      'grace-yubikey',
    ])
    expect(names((await api('GET', '/v1/me/ssh-keys', { as: 'alan' })).body)).toEqual([
      'alan-workstation',
    ])
    const created = await api('POST', '/v1/me/ssh-keys', {
      body: { name: 'new', description: '', public_key: key },
    })
    expect(created.status).toBe(201)
    expect((await api('GET', `/v1/me/ssh-keys/${created.body.id}`)).body.name).toBe('new')
    expect((await api('GET', '/v1/me/ssh-keys/new', { as: 'alan' })).status).toBe(404)
    expect((await api('DELETE', '/v1/me/ssh-keys/new')).status).toBe(204)
  })

  it('refuses duplicate names', async () => {
    const dup = await api('POST', '/v1/me/ssh-keys', {
      body: { name: 'grace-laptop', description: '', public_key: key },
    })
    expect(dup.status).toBe(400)
  })
})

describe('snapshots', () => {
  it('snapshots an attached disk, ready at once; a disk can be made from it', async () => {
    configureMock({ transitionMs: 1000 })
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const created = await api('POST', '/v1/snapshots?project=web-frontend', {
        body: { name: 'web-1-data-snap', description: '', disk: 'web-1-data' },
      })
      expect(created.status).toBe(201)
      expect(created.body.state).toBe('ready')
      const view = await api('GET', `/v1/snapshots/${created.body.id}`)
      expect(view.body.state).toBe('ready')
      const list = await api('GET', '/v1/snapshots?project=web-frontend')
      expect(list.body.items.map((s: { name: string }) => s.name)).toContain('web-1-data-snap')

      const disk = await api('POST', '/v1/disks?project=web-frontend', {
        body: diskFromSnapshot('from-snap', view.body),
      })
      expect(disk.status).toBe(201)
      expect(disk.body.snapshot_id).toBe(created.body.id)
      // a disk made from it does not hold the snapshot back (real-api-behaviour.md row 7)
      expect((await api('DELETE', `/v1/snapshots/${created.body.id}`)).status).toBe(204)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a disk in a state the spec does not allow, and a duplicate name', async () => {
    const faulted = await api('POST', '/v1/snapshots?project=web-frontend', {
      body: { name: 'nope', description: '', disk: 'web-logs-old' },
    })
    expect(faulted.status).toBe(400)
    expect(faulted.body.message).toMatch(/attached or detached/)
    await api('POST', '/v1/snapshots?project=web-frontend', {
      body: { name: 'twice', description: '', disk: 'web-scratch' },
    })
    const dup = await api('POST', '/v1/snapshots?project=web-frontend', {
      body: { name: 'twice', description: '', disk: 'web-scratch' },
    })
    expect(dup.status).toBe(400)
  })
})

describe('snapshots by disk id', () => {
  it('takes the disk by id, as the console sends it', async () => {
    const disk = (await api('GET', '/v1/disks/web-1-data?project=web-frontend')).body
    const created = await api('POST', '/v1/snapshots?project=web-frontend', {
      body: { name: 'by-id', description: '', disk: disk.id },
    })
    expect(created.status).toBe(201)
    expect(created.body.disk_id).toBe(disk.id)
    const elsewhere = await api('POST', '/v1/snapshots?project=data-pipeline', {
      body: { name: 'wrong-project', description: '', disk: disk.id },
    })
    expect(elsewhere.status).toBe(400)
  })
})
