import type { InstanceState } from '@oxide/api'

/**
 * Records the mock keeps beside the API's types. They never go on the wire as they are:
 * handlers turn them into the API's shapes.
 */

/** An instance's ephemeral or SNAT address: held by the instance, not a resource of its own. */
export type ExternalIpRecord = {
  id: string
  instance_id: string
  kind: 'ephemeral' | 'snat'
  ip: string
  ip_pool_id: string
  /** SNAT addresses are shared: each instance holds one block of 16384 source ports. */
  first_port: number
  last_port: number
}

/** An instance in an affinity or anti-affinity group. */
export type Membership = { group_id: string; instance_id: string }

/** A state an instance reaches at a time (ms since the epoch); see handlers/instance-state.ts. */
export type TransitionStep = { state: InstanceState; at: number }

/** SNAT port blocks per address, as the real API splits the 65536 ports. */
export const SNAT_BLOCK = 16384
