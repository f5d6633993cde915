import type { Image } from '@oxide/api'
import type { Json } from '../json'
import { GiB, ID, uid } from './ids'
import { dataPipeline, webFrontend } from './projects'

const digest = (seed: string) => ({
  type: 'sha256' as const,
  value: Array.from({ length: 64 }, (_, i) =>
    ((seed.charCodeAt(i % seed.length) * (i + 7)) % 16).toString(16),
  ).join(''),
})

const image = (
  n: number,
  name: string,
  os: string,
  version: string,
  sizeGiB: number,
  description: string,
  projectId: string | null,
  day: string,
): Json<Image> => ({
  id: uid(ID.image, n),
  name,
  description,
  os,
  version,
  size: sizeGiB * GiB,
  block_size: 512,
  digest: digest(name),
  project_id: projectId,
  time_created: `${day}T12:00:00Z`,
  time_modified: `${day}T12:00:00Z`,
})

/** Silo images: visible to every project of the silo. */
export const ubuntu = image(
  1,
  'ubuntu-24-04',
  'ubuntu',
  '24.04 LTS',
  4,
  'Ubuntu Server 24.04 LTS (Noble Numbat), cloud image',
  null,
  '2025-03-03',
)
export const debian = image(
  2,
  'debian-12',
  'debian',
  '12 (bookworm)',
  2,
  'Debian 12 generic cloud image',
  null,
  '2025-03-03',
)
export const fedora = image(
  3,
  'fedora-41',
  'fedora',
  '41',
  5,
  'Fedora Cloud Base 41',
  null,
  '2025-03-10',
)
export const windows = image(
  4,
  'windows-server-2022',
  'windows',
  'Server 2022 Datacenter',
  20,
  'Windows Server 2022 Datacenter, sysprepped',
  null,
  '2025-04-01',
)
export const alpine = image(
  5,
  'alpine-3-20',
  'alpine',
  '3.20',
  1,
  'Alpine Linux 3.20 virt',
  null,
  '2025-04-22',
)

/** Project images: only visible inside their project. */
export const webBase = image(
  6,
  'web-base-2025-06',
  'ubuntu',
  '24.04 LTS',
  6,
  'Ubuntu with nginx, node 22 and the web tier agents',
  webFrontend.id,
  '2025-06-10',
)
export const etlGolden = image(
  7,
  'etl-golden',
  'debian',
  '12 (bookworm)',
  8,
  'Debian with Spark 3.5 and the ETL toolchain',
  dataPipeline.id,
  '2025-05-12',
)

export const images: Json<Image>[] = [ubuntu, debian, fedora, windows, alpine, webBase, etlGolden]
