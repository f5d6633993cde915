import type { FleetRole, SiloRole } from '@oxide/api'

/**
 * Fleet (system) roles and what the silo screens need of them, as the API's authz has it
 * (omicron.polar): fleet viewers read every silo; creating a silo is a fleet collaborator's, and
 * mapping silo roles to fleet roles a fleet admin's; deleting a silo or changing its policy is a
 * fleet collaborator's or the silo's own admins'; adding identity providers and local users is a
 * fleet admin's or the silo's own admins'. Pure: `api/fleet-permissions.ts` feeds it the user.
 */
const FLEET_ORDER: readonly FleetRole[] = ['viewer', 'collaborator', 'admin']

export const fleetAtLeast = (role: FleetRole | null, min: FleetRole) =>
  !!role && FLEET_ORDER.indexOf(role) >= FLEET_ORDER.indexOf(min)

/** The strongest of the roles given, or null when there is none. */
export function strongestFleetRole(...roles: (FleetRole | null | undefined)[]): FleetRole | null {
  let best: FleetRole | null = null
  for (const r of roles)
    if (r && (!best || FLEET_ORDER.indexOf(r) > FLEET_ORDER.indexOf(best))) best = r
  return best
}

/**
 * The user's fleet role: assigned in the fleet policy to them or a group of theirs, or conferred
 * by their silo role through their silo's `mapped_fleet_roles`. A fleet viewer whose fleet
 * policy could not be read counts as a viewer (the API says they are one, no more).
 */
export function fleetRoleOf({
  assigned,
  siloRole,
  mapped,
  fleetViewer,
}: {
  assigned: FleetRole | null
  siloRole: SiloRole | null
  mapped: Record<string, FleetRole[]> | undefined
  fleetViewer: boolean
}): FleetRole | null {
  const conferred = siloRole ? (mapped?.[siloRole] ?? []) : []
  const role = strongestFleetRole(assigned, ...conferred)
  return role ?? (fleetViewer ? 'viewer' : null)
}

export const FLEET_NEEDED = {
  siloCreate: 'collaborator',
  mapFleetRoles: 'admin',
  /** Delete a silo, change its policy; its own admins may too. */
  siloModify: 'collaborator',
  /** Identity providers and local users of a silo; its own admins may too. */
  siloAdminister: 'admin',
} as const satisfies Record<string, FleetRole>

export type FleetAction = keyof typeof FLEET_NEEDED

/**
 * Why the user may not do this, or undefined when they may. `ownSiloAdmin`: the user is an admin
 * of the silo acted on, which allows what a silo's own admins may do.
 */
export function fleetDenies(
  action: FleetAction,
  role: FleetRole | null,
  ownSiloAdmin = false,
): string | undefined {
  const min = FLEET_NEEDED[action]
  if (fleetAtLeast(role, min)) return undefined
  if (ownSiloAdmin && (action === 'siloModify' || action === 'siloAdminister')) return undefined
  const needed = min === 'admin' ? 'the fleet admin role' : `the fleet ${min} role or higher`
  const orSilo =
    action === 'siloModify' || action === 'siloAdminister' ? ' (or the silo’s admin role)' : ''
  return `Requires ${needed}${orSilo}; yours is ${role ? `fleet ${role}` : 'none'}`
}
