import type { SshKey } from '@oxide/api'
import type { Json } from '../json'
import { ID, uid } from './ids'
import { alan, grace, margaret, radia } from './silo'

/** Deterministic base64 that looks like key material. */
const material = (seed: string, length: number) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  return Array.from(
    { length },
    (_, i) => alphabet[(seed.charCodeAt(i % seed.length) * 31 + i * 17) % 64],
  ).join('')
}

const key = (
  n: number,
  userId: string,
  name: string,
  description: string,
  publicKey: string,
  day: string,
): Json<SshKey> => ({
  id: uid(ID.sshKey, n),
  name,
  description,
  public_key: publicKey,
  silo_user_id: userId,
  time_created: `${day}T15:00:00Z`,
  time_modified: `${day}T15:00:00Z`,
})

export const graceLaptop = key(
  1,
  grace.id,
  'grace-laptop',
  'Work laptop',
  `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${material('grace-laptop', 43)} grace@laptop`,
  '2025-03-02',
)
export const graceYubikey = key(
  2,
  grace.id,
  'grace-yubikey',
  'Hardware key, resident',
  `sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAI${material('grace-yubikey', 60)} grace@yubikey`,
  '2025-05-20',
)
export const alanWorkstation = key(
  3,
  alan.id,
  'alan-workstation',
  '',
  `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${material('alan-workstation', 180)} alan@bletchley`,
  '2025-03-04',
)
export const margaretMbp = key(
  4,
  margaret.id,
  'margaret-mbp',
  'MacBook Pro',
  `ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${material('margaret-mbp', 88)} margaret@mbp`,
  '2025-03-05',
)
export const radiaDesktop = key(
  5,
  radia.id,
  'radia-desktop',
  'Office desktop',
  `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${material('radia-desktop', 43)} radia@desk`,
  '2025-07-15',
)

export const sshKeys: Json<SshKey>[] = [
  graceLaptop,
  graceYubikey,
  alanWorkstation,
  margaretMbp,
  radiaDesktop,
]
