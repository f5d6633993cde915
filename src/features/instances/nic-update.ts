import type { InstanceNetworkInterface, InstanceNetworkInterfaceUpdate } from '@oxide/api'

export type NicEditValues = { name: string; description: string; primary: boolean }

/** Every transit network of an interface, both families of a dual stack. */
export function transitIpsOf(nic: InstanceNetworkInterface): string[] {
  const stack = nic.ipStack
  if (stack.type === 'dual_stack')
    return [...stack.value.v4.transitIps, ...stack.value.v6.transitIps]
  return stack.value.transitIps
}

/**
 * The update body of the edit form. The server writes `transit_ips` on every update, so leaving
 * them out would clear them: the interface's current ones go along unchanged. `primary: false`
 * asks for nothing (the server ignores it), so only a change to primary is sent
 * (real-api-behaviour.md row 11).
 */
export const nicUpdateBody = (
  nic: InstanceNetworkInterface,
  { name, description, primary }: NicEditValues,
): InstanceNetworkInterfaceUpdate => ({
  name,
  description,
  transitIps: transitIpsOf(nic),
  ...(primary && !nic.primary && { primary: true }),
})
