import type { Image } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { diskCreateDefaults } from '~/resources/disks/fields'
import { GiB } from '~/util/units'
import {
  base64,
  defaultBootSource,
  defaultValues,
  type InstanceCreateValues,
  toInstanceCreate,
} from './instance-create-values'

const image = {
  id: '0b6f6c2e-0000-4000-8000-000000000001',
  name: 'debian-12',
  size: 2.5 * GiB,
} as Image

const values = (change: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...defaultValues(['laptop']),
  name: 'web-1',
  siloImage: image.id,
  ...change,
})

describe('toInstanceCreate', () => {
  it('builds the default request: preset size, image boot disk with a generated name', () => {
    expect(toInstanceCreate(values(), [image], 'abc123')).toEqual({
      name: 'web-1',
      description: '',
      hostname: 'web-1',
      ncpus: 2,
      memory: 8 * GiB,
      bootDisk: {
        type: 'create',
        name: 'web-1-debian-12-abc123',
        description: 'Boot disk of web-1, created from debian-12',
        size: 10 * GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image.id } },
      },
      disks: [],
      networkInterfaces: { type: 'default_dual_stack' },
      externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto' } }],
      sshPublicKeys: ['laptop'],
      autoRestartPolicy: null,
      start: true,
    })
  })

  it('uses custom CPU and memory only for the custom preset', () => {
    const body = toInstanceCreate(values({ preset: 'custom', ncpus: 3, memory: 5 }), [image])
    expect(body.ncpus).toBe(3)
    expect(body.memory).toBe(5 * GiB)
    const preset = toInstanceCreate(values({ preset: 'large', ncpus: 3, memory: 5 }), [image])
    expect([preset.ncpus, preset.memory]).toEqual([4, 16 * GiB])
  })

  it('asks for jumbo frames only when chosen', () => {
    expect(toInstanceCreate(values(), [image])).not.toHaveProperty('enableJumboFrames')
    expect(toInstanceCreate(values({ jumboFrames: true }), [image]).enableJumboFrames).toBe(true)
  })

  it('attaches an existing boot disk by name, or creates a blank one', () => {
    expect(toInstanceCreate(values({ bootSource: 'disk', bootDisk: 'data' }), []).bootDisk).toEqual(
      { type: 'attach', name: 'data' },
    )
    const blank = toInstanceCreate(values({ bootSource: 'blank', bootDiskSize: 20 }), [], 'ffffff')
    expect(blank.bootDisk).toMatchObject({
      type: 'create',
      name: 'web-1-boot-ffffff',
      size: 20 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
    })
  })

  it('keeps generated boot disk names within 63 characters', () => {
    const long = 'a'.repeat(63)
    const body = toInstanceCreate(values({ name: long }), [{ ...image, name: `b${long}` }])
    expect(body.bootDisk?.name.length).toBeLessThanOrEqual(63)
    expect(body.bootDisk?.name).toMatch(/-[0-9a-f]{6}$/)
  })

  it('passes additional disks, custom interfaces and floating IPs', () => {
    const body = toInstanceCreate(
      values({
        disks: [
          { ...diskCreateDefaults, type: 'create', name: 'scratch', size: 5 },
          {
            ...diskCreateDefaults,
            type: 'create',
            name: 'restored',
            size: 20,
            source: 'snapshot',
            snapshot: 'snap-id',
          },
          { type: 'attach', name: 'archive' },
        ],
        network: 'custom',
        nics: [{ name: 'eth1', description: '', vpcName: 'default', subnetName: 'default' }],
        ephemeralIp: true,
        ephemeralPool: 'public-v4',
        floatingIps: ['www'],
      }),
      [image],
    )
    expect(body.disks).toEqual([
      {
        type: 'create',
        name: 'scratch',
        description: '',
        size: 5 * GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
      },
      {
        type: 'create',
        name: 'restored',
        description: '',
        size: 20 * GiB,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'snapshot', snapshotId: 'snap-id' },
        },
      },
      { type: 'attach', name: 'archive' },
    ])
    expect(body.networkInterfaces).toEqual({
      type: 'create',
      params: [{ name: 'eth1', description: '', vpcName: 'default', subnetName: 'default' }],
    })
    expect(body.externalIps).toEqual([
      { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'public-v4' } },
      { type: 'floating', floatingIp: 'www' },
    ])
  })

  it('sends no interfaces, no IPs, no keys when asked', () => {
    const body = toInstanceCreate(
      values({ network: 'none', ephemeralIp: false, sshKeys: [], start: false }),
      [image],
    )
    expect(body.networkInterfaces).toEqual({ type: 'none' })
    expect(body.externalIps).toEqual([])
    expect(body.sshPublicKeys).toEqual([])
    expect(body.start).toBe(false)
  })

  it('encodes user data as Base64 and sends the auto-restart policy', () => {
    const body = toInstanceCreate(
      values({ userData: '#cloud-config\nhostname: wéb', autoRestartPolicy: 'never' }),
      [image],
    )
    expect(body.userData).toBe(Buffer.from('#cloud-config\nhostname: wéb').toString('base64'))
    expect(body.autoRestartPolicy).toBe('never')
  })
})

describe('helpers', () => {
  it('base64 handles any Unicode', () => {
    expect(base64('héllo ✓')).toBe(Buffer.from('héllo ✓').toString('base64'))
  })
})

describe('the default boot source', () => {
  it('is a silo image when the silo has any to list', () => {
    expect(defaultBootSource(3, 1)).toBe('silo-image')
  })

  it("is the project's image, else a blank disk, when none are listed (no silo role: row R2)", () => {
    expect(defaultBootSource(0, 1)).toBe('project-image')
    expect(defaultBootSource(0, 0)).toBe('blank')
  })
})
