import { GiB } from '../data/ids'
import { db } from '../db'
import { invalidRequest, invalidValue } from '../errors'
import type { Reader } from './body'

/** The sizes an instance may have, as the API server checks them (real-api-behaviour.md row 10). */
export const MAX_VCPUS = 254
export const MAX_MEMORY_GIB = 1536

export function checkCpus(ncpus: number) {
  if (ncpus < 1) throw invalidValue('ncpus', 'an instance needs at least 1 vCPU')
  if (ncpus > MAX_VCPUS)
    throw invalidRequest(`cannot have more than ${MAX_VCPUS} vCPUs per instance`)
  return ncpus
}

/** Memory errors name the field "size", as the server's check does. */
export function checkMemory(memory: number) {
  if (memory < GiB) throw invalidValue('size', 'memory must be at least 1 GiB')
  if (memory % GiB !== 0) throw invalidValue('size', 'memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY_GIB * GiB)
    throw invalidValue('size', `memory must be less than or equal to ${MAX_MEMORY_GIB} GiB`)
  return memory
}

/** RFC 1035: dot-separated labels of letters, digits and inner hyphens, 253 characters at most. */
export function readHostname(b: Reader) {
  const hostname = b.string('hostname')
  const label = /^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/
  if (hostname.length > 253 || !hostname.split('.').every((l) => label.test(l)))
    throw b.fail('hostname', `"${hostname}" is not a valid RFC 1035 hostname`)
  return hostname
}

/** Base64 (RFC 4648 section 4, with padding) of at most 32 KiB of data; absent or empty is none. */
export function readUserData(b: Reader) {
  const data = b.optString('user_data')
  if (!data) return undefined
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data))
    throw b.fail('user_data', 'not valid base64 (RFC 4648 section 4, with padding)')
  const bytes = (data.length / 4) * 3 - (data.match(/=+$/)?.[0].length ?? 0)
  if (bytes > 32 * 1024) throw invalidValue('user_data', 'user data must be at most 32 KiB')
  return data
}

export const CPU_PLATFORMS = ['amd_milan', 'amd_turin', 'amd_turin_v2'] as const
export const RESTART_POLICIES = ['never', 'best_effort'] as const

/**
 * Jumbo frames on an instance need the fleet-wide opt-in; turning them off never does
 * (`project_create_instance` and `instance_reconfigure` in nexus/src/app/instance.rs, each with
 * its own text).
 */
export function requireJumboOptIn(jumbo: boolean, on: 'create' | 'update') {
  if (!jumbo || db.networkingSettings.external_jumbo_frames_opt_in_enabled) return
  throw invalidRequest(
    on === 'create'
      ? 'enable_jumbo_frames may only be set on an instance when the fleet-wide jumbo-frames opt-in is enabled by a fleet administrator'
      : 'enable_jumbo_frames may only be set to true when the fleet-wide jumbo-frames opt-in is enabled by a fleet administrator',
  )
}
