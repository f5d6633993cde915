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

/** Each key type's header (its name, and the start of the base64 that repeats it) and length. */
const TYPES = {
  ed25519: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI', 43],
  'sk-ed25519': ['sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAI', 60],
  rsa: ['ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ', 180],
  ecdsa: ['ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB', 88],
} as const

type Row = [{ id: string }, string, string, keyof typeof TYPES, string, string]

/** A key of `user`'s, its material made from its name; `comment` ends the public key. */
const key = ([user, name, description, type, comment, day]: Row, i: number): Json<SshKey> => {
  const [header, length] = TYPES[type]
  return {
    id: uid(ID.sshKey, i + 1),
    name,
    description,
    public_key: `${header}${material(name, length)} ${comment}`,
    silo_user_id: user.id,
    time_created: `${day}T15:00:00Z`,
    time_modified: `${day}T15:00:00Z`,
  }
}

export const sshKeys: Json<SshKey>[] = (
  [
    [grace, 'grace-laptop', 'Work laptop', 'ed25519', 'grace@laptop', '2025-03-02'],
    [grace, 'grace-yubikey', 'Hardware key, resident', 'sk-ed25519', 'grace@yubikey', '2025-05-20'],
    [alan, 'alan-workstation', '', 'rsa', 'alan@bletchley', '2025-03-04'],
    [margaret, 'margaret-mbp', 'MacBook Pro', 'ecdsa', 'margaret@mbp', '2025-03-05'],
    [radia, 'radia-desktop', 'Office desktop', 'ed25519', 'radia@desk', '2025-07-15'],
  ] satisfies Row[]
).map(key)

export const [graceLaptop, graceYubikey, alanWorkstation, margaretMbp] = sshKeys as [
  Json<SshKey>,
  Json<SshKey>,
  Json<SshKey>,
  Json<SshKey>,
]
