import type { FloatingIpCreate } from '@oxide/api'

export type FloatingIpValues = {
  name: string
  description: string
  source: 'pool' | 'address'
  /** Empty: the silo's default pool. */
  pool: string
  ip: string
}

/** The allocator the values ask for; the default pool is the API's default, so it is left out. */
export function createBody({
  name,
  description,
  source,
  pool,
  ip,
}: FloatingIpValues): FloatingIpCreate {
  if (source === 'address')
    return { name, description, addressAllocator: { type: 'explicit', ip: ip.trim() } }
  if (!pool) return { name, description }
  return {
    name,
    description,
    addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool } },
  }
}
