import type { FleetRole } from '@oxide/api'
import { atLeast, ROLE_LABEL, type Role, roleIn, strongest } from './roles'

/**
 * The user's role on the fleet and what it allows (the system pages). Pure: `api/fleet-
 * permissions.ts` feeds it the fleet policy, the user's identities, their silo role and their
 * silo's mapping of silo roles to fleet roles (omicron.polar: a fleet role is assigned in the
 * fleet policy, or conferred by the silo role through `mapped_fleet_roles`).
 */

type Policy = Parameters<typeof roleIn>[0]

/** The fleet's roles, strongest first (spec section 6). */
export const FLEET_ROLES: readonly FleetRole[] = ['admin', 'collaborator', 'viewer']

export const isFleetRole = (role: Role): role is FleetRole =>
  (FLEET_ROLES as readonly string[]).includes(role)

/**
 * The strongest of the fleet roles assigned to the user or their groups and of those their
 * silo role confers (the mapping of the strongest silo role, as the mock's authz reads it).
 */
export function fleetRoleOf(
  policy: Policy,
  identities: readonly string[],
  siloRole: Role | null,
  mapped: Partial<Record<string, readonly string[]>> | undefined,
): FleetRole | null {
  const conferred = (siloRole ? (mapped?.[siloRole] ?? []) : []).filter((r): r is FleetRole =>
    (FLEET_ROLES as readonly string[]).includes(r),
  )
  const role = strongest(roleIn(policy, identities), ...conferred)
  return role && isFleetRole(role) ? role : null
}

/**
 * What each fleet action needs, as the server checks it: the fleet policy is its admins'
 * (ModifyPolicy on the Fleet); a silo's quotas are changed by modifying the silo, which the
 * fleet's collaborators may (a silo's own admins too, on their silo: `quotasDenied`).
 */
export const FLEET_ROLE_NEEDED = {
  fleetPolicyUpdate: 'admin',
  siloQuotasUpdate: 'collaborator',
  /** Creating a silo is CreateChild on the fleet; mapping its roles, ModifyPolicy on it. */
  siloCreate: 'collaborator',
  mapFleetRoles: 'admin',
  /** Deleting a silo or changing its policy: its `modify` (a silo's own admins too). */
  siloModify: 'collaborator',
  /** Its identity providers and local users: their lists' CreateChild (its own admins too). */
  siloAdminister: 'admin',
  /** Its SCIM client tokens: list and create them, the fleet's admins (its own admins too). */
  scimTokens: 'admin',
  /** A sled's provision policy: `modify` on it, the fleet's admins. */
  sledSetProvisionPolicy: 'admin',
  /** IP pools, their ranges and silo links: the fleet's admins ("modify" on IpPoolList). */
  ipPools: 'admin',
  /** Subnet pools, their members and silo links: the fleet's admins, as for IP pools. */
  subnetPools: 'admin',
  /** Applying or clearing a switch port's settings, its LLDP config: `modify` on the fleet. */
  switchPorts: 'admin',
  /**
   * Enabling a disk's adoption (Modify on the fleet) or disabling it (Delete on the fleet, the
   * same `modify`): nexus/db-queries/src/db/datastore/physical_disk.rs.
   */
  diskAdoption: 'admin',
  /** Adding sleds to the rack or aborting the change (`modify` on TrustQuorumConfig). */
  rackMembership: 'admin',
  /** BGP configs and announce sets: Modify on the Fleet (nexus/src/app/bgp.rs). */
  bgp: 'admin',
  /** A new address lot: CreateChild on the fleet. */
  addressLotCreate: 'collaborator',
  /**
   * The rest of rack networking: deleting a lot, loopback addresses (CreateChild on the lot),
   * switch port settings, the allow-list and the networking settings (Modify on the fleet).
   */
  rackNetworking: 'admin',
  /**
   * Support bundles, the target release and the trust store, networking probes: Modify on the
   * fleet (or TargetReleaseConfig), the fleet's admins.
   */
  supportBundles: 'admin',
  systemUpdate: 'admin',
  probes: 'admin',
  /** A new alert receiver: CreateChild on the fleet, its collaborators. */
  webhookCreate: 'collaborator',
  /**
   * A receiver's changes (edit, delete, subscriptions, secrets, resends): its `modify` and
   * `create_child`, the fleet's admins (omicron.polar `FleetChild`). A probe only reads.
   */
  webhooks: 'admin',
} as const satisfies Record<string, FleetRole>

export type FleetAction = keyof typeof FLEET_ROLE_NEEDED

/** Why the fleet role does not allow the action, or undefined when it does (or is unknown). */
export function fleetRoleDenies(
  action: FleetAction,
  role: FleetRole | null | undefined,
): string | undefined {
  const min = FLEET_ROLE_NEEDED[action]
  if (role === undefined || atLeast(role, min)) return undefined
  const needed = min === 'admin' ? 'the admin role' : `the ${ROLE_LABEL[min]} role or higher`
  const yours = role ? `yours is ${ROLE_LABEL[role]}` : 'you have none'
  return `Requires ${needed} on the fleet; ${yours}`
}

type Roles = { fleet: FleetRole | null | undefined; silo: Role | null | undefined }

const either = (fleet: FleetRole | null, silo: Role | null, needed: string) =>
  `Requires ${needed} on the fleet, or the admin role on the silo; yours are ${
    fleet ? ROLE_LABEL[fleet] : 'none'
  } and ${silo ? ROLE_LABEL[silo] : 'none'}`

/**
 * Certificates are the caller's silo's, read and changed by the admins of that silo or of the
 * fleet (omicron.polar, `Certificate` and `SiloCertificateList`).
 */
export function certificatesDenied({ fleet, silo }: Roles): string | undefined {
  if (fleet === undefined || silo === undefined) return undefined
  if (atLeast(fleet, 'admin') || atLeast(silo, 'admin')) return undefined
  return either(fleet, silo, 'the admin role')
}

/** A silo's quotas: the fleet's collaborators change any silo's, a silo's admins their own. */
export function quotasDenied({ fleet, silo }: Roles, ownSilo: boolean): string | undefined {
  if (fleet === undefined || silo === undefined) return undefined
  if (atLeast(fleet, 'collaborator') || (ownSilo && atLeast(silo, 'admin'))) return undefined
  if (!ownSilo) return fleetRoleDenies('siloQuotasUpdate', fleet)
  return either(fleet, silo, 'the collaborator role or higher')
}

/** The actions on a silo its own admins may take too (omicron.polar, `Silo`, `SiloUserList`). */
export type SiloAction = 'siloModify' | 'siloAdminister' | 'scimTokens'

/** Why the user may not act on this silo (`ownSilo`: it is their own), or undefined. */
export function siloActionDenied(
  { fleet, silo }: Roles,
  ownSilo: boolean,
  action: SiloAction,
): string | undefined {
  if (fleet === undefined || silo === undefined) return undefined
  const min = FLEET_ROLE_NEEDED[action]
  if (atLeast(fleet, min) || (ownSilo && atLeast(silo, 'admin'))) return undefined
  if (!ownSilo) return fleetRoleDenies(action, fleet)
  return either(fleet, silo, min === 'admin' ? 'the admin role' : 'the collaborator role or higher')
}
