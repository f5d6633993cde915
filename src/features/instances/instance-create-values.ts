import type { ExternalIpCreate, Image, InstanceCreate, InstanceDiskAttachment } from '@oxide/api'
import { BLANK_DISK_BACKEND, type DiskCreateValues, toDiskCreate } from '~/resources/disks/fields'
import { type AutoRestartChoice, autoRestartPolicyOf } from '~/resources/instances/fields'
import { generateName } from '~/util/generated-name'
import { gibToBytes } from '~/util/units'
import type { NicValues } from './nic-modals'

/** Sizes to pick from; "custom" opens the CPU and memory fields. */
export const PRESETS = [
  { id: 'small', label: 'Small', ncpus: 1, memory: 2 },
  { id: 'medium', label: 'Medium', ncpus: 2, memory: 8 },
  { id: 'large', label: 'Large', ncpus: 4, memory: 16 },
  { id: 'xlarge', label: 'X-Large', ncpus: 8, memory: 32 },
  { id: 'high-memory', label: 'High memory', ncpus: 4, memory: 64 },
  { id: 'high-cpu', label: 'High CPU', ncpus: 16, memory: 32 },
] as const

export type PresetId = (typeof PRESETS)[number]['id'] | 'custom'

export type BootSource = 'silo-image' | 'project-image' | 'disk' | 'blank'

/** A disk in the form: a new one as the disk form holds it (GiB), an existing one by name. */
export type DiskEntry = ({ type: 'create' } & DiskCreateValues) | { type: 'attach'; name: string }

export type InstanceCreateValues = {
  name: string
  description: string
  preset: PresetId
  ncpus: number
  memory: number
  bootSource: BootSource
  siloImage: string
  projectImage: string
  bootDisk: string
  bootDiskSize: number
  disks: DiskEntry[]
  network: 'default' | 'none' | 'custom'
  nics: NicValues[]
  jumboFrames: boolean
  ephemeralIp: boolean
  ephemeralPool: string
  floatingIps: string[]
  sshKeys: string[]
  userData: string
  autoRestartPolicy: AutoRestartChoice
  start: boolean
}

export const DEFAULT_BOOT_DISK_GIB = 10

/**
 * The first boot source with something to choose: a silo image, else one of the project's,
 * else a blank disk. A user without a silo role is not listed the silo's images (row R2), so
 * the form never opens on a picker it cannot fill.
 */
export const defaultBootSource = (siloImages: number, projectImages: number): BootSource =>
  siloImages > 0 ? 'silo-image' : projectImages > 0 ? 'project-image' : 'blank'

export const defaultValues = (
  sshKeys: string[],
  bootSource: BootSource = 'silo-image',
): InstanceCreateValues => ({
  name: '',
  description: '',
  preset: 'medium',
  ncpus: 2,
  memory: 8,
  bootSource,
  siloImage: '',
  projectImage: '',
  bootDisk: '',
  bootDiskSize: DEFAULT_BOOT_DISK_GIB,
  disks: [],
  network: 'default',
  nics: [],
  jumboFrames: false,
  ephemeralIp: true,
  ephemeralPool: '',
  floatingIps: [],
  // every key of the user goes to the instance unless they untick it
  sshKeys,
  userData: '',
  autoRestartPolicy: 'default',
  start: true,
})

/** Spec: user data is at most 32 KiB before encoding. */
export const MAX_USER_DATA_BYTES = 32 * 1024

export const utf8Length = (s: string) => new TextEncoder().encode(s).length

/** The API wants user data Base64-encoded (RFC 4648 section 4); text may be any Unicode. */
export function base64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function bootDisk(
  v: InstanceCreateValues,
  images: Image[],
  suffix?: string,
): InstanceDiskAttachment | null {
  if (v.bootSource === 'disk') return v.bootDisk ? { type: 'attach', name: v.bootDisk } : null
  const size = gibToBytes(v.bootDiskSize)
  if (v.bootSource === 'blank')
    return {
      type: 'create',
      name: generateName([v.name, 'boot'], suffix),
      description: `Boot disk of ${v.name}`,
      size,
      diskBackend: BLANK_DISK_BACKEND,
    }
  const imageId = v.bootSource === 'silo-image' ? v.siloImage : v.projectImage
  const image = images.find((i) => i.id === imageId)
  if (!image) return null
  return {
    type: 'create',
    // spec section 5: a generated name, parts cut to fit, a random hex suffix
    name: generateName([v.name, image.name], suffix),
    description: `Boot disk of ${v.name}, created from ${image.name}`,
    size,
    diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image.id } },
  }
}

const disk = (d: DiskEntry): InstanceDiskAttachment =>
  d.type === 'attach' ? d : { type: 'create', ...toDiskCreate(d) }

/** The create request for what the form holds. `suffix` pins generated names in tests. */
export function toInstanceCreate(
  v: InstanceCreateValues,
  images: Image[],
  suffix?: string,
): InstanceCreate {
  const preset = PRESETS.find((p) => p.id === v.preset)
  const ncpus = preset?.ncpus ?? v.ncpus
  const memory = gibToBytes(preset?.memory ?? v.memory)
  const externalIps: ExternalIpCreate[] = [
    ...(v.ephemeralIp
      ? [
          {
            type: 'ephemeral' as const,
            poolSelector: v.ephemeralPool
              ? { type: 'explicit' as const, pool: v.ephemeralPool }
              : { type: 'auto' as const },
          },
        ]
      : []),
    ...v.floatingIps.map((f) => ({ type: 'floating' as const, floatingIp: f })),
  ]
  return {
    name: v.name,
    description: v.description,
    hostname: v.name,
    ncpus,
    memory,
    bootDisk: bootDisk(v, images, suffix),
    disks: v.disks.map(disk),
    networkInterfaces:
      v.network === 'none'
        ? { type: 'none' }
        : v.network === 'custom'
          ? { type: 'create', params: v.nics }
          : { type: 'default_dual_stack' },
    // sent only when asked for, so a request without them reads as it always has
    ...(v.jumboFrames && { enableJumboFrames: true }),
    externalIps,
    sshPublicKeys: v.sshKeys,
    ...(v.userData && { userData: base64(v.userData) }),
    autoRestartPolicy: autoRestartPolicyOf(v.autoRestartPolicy),
    start: v.start,
  }
}
