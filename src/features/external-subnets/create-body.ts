import type { ExternalSubnetCreate } from '@oxide/api'
import type { NumberEntry } from '~/ui/number-input'

export type ExternalSubnetValues = {
  name: string
  description: string
  source: 'pool' | 'subnet'
  /** Empty: the silo's default subnet pool. */
  pool: string
  prefixLength: NumberEntry
  subnet: string
}

/**
 * The allocator the values ask for: the next free block of a prefix length from a pool (the
 * default pool is the API's default, so it is left out), or a block given by value, whose pool
 * follows from it.
 */
export function createBody({
  name,
  description,
  source,
  pool,
  prefixLength,
  subnet,
}: ExternalSubnetValues): ExternalSubnetCreate {
  if (source === 'subnet')
    return { name, description, allocator: { type: 'explicit', subnet: subnet.trim() } }
  const auto = { type: 'auto' as const, prefixLength: Number(prefixLength) }
  return {
    name,
    description,
    allocator: pool ? { ...auto, poolSelector: { type: 'explicit', pool } } : auto,
  }
}
