import type { CertificateCreate, FleetRole, SiloCreate, SiloRole } from '@oxide/api'
import type { NumberEntry } from '~/ui/number-input'
import { gibToBytes } from '~/util/units'

/** A fleet role for a silo role, or none. */
export type MappedRole = FleetRole | 'none'

export type CertificateValues = { name: string; description: string; cert: string; key: string }

export type SiloValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: 'local_only' | 'saml_jit'
  adminGroupName: string
  cpus: NumberEntry
  memoryGiB: NumberEntry
  storageGiB: NumberEntry
  tlsCertificates: CertificateValues[]
  fleetRoles: Record<SiloRole, MappedRole>
}

export const SILO_ROLES: SiloRole[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']

export const defaultSiloValues: SiloValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'local_only',
  adminGroupName: '',
  cpus: 0,
  memoryGiB: 0,
  storageGiB: 0,
  tlsCertificates: [],
  fleetRoles: { admin: 'none', collaborator: 'none', limited_collaborator: 'none', viewer: 'none' },
}

/** The field rules have run: a quota is a whole number by now. */
const count = (n: NumberEntry) => (typeof n === 'number' ? n : 0)

/**
 * The silo create body: quotas in bytes (GiB are 1024³, spec section 9), an empty admin group
 * name left out, certificates for the silo's API endpoint, and only the silo roles mapped to a
 * fleet role (a mapping needs the fleet admin role, so none is sent when none is chosen).
 */
export function siloCreateBody(v: SiloValues): SiloCreate {
  const mapped: Record<string, FleetRole[]> = {}
  for (const role of SILO_ROLES) {
    const fleet = v.fleetRoles[role]
    if (fleet !== 'none') mapped[role] = [fleet]
  }
  const tlsCertificates: CertificateCreate[] = v.tlsCertificates.map((c) => ({
    ...c,
    service: 'external_api',
  }))
  return {
    name: v.name,
    description: v.description,
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    ...(v.adminGroupName.trim() && { adminGroupName: v.adminGroupName.trim() }),
    quotas: {
      cpus: count(v.cpus),
      memory: gibToBytes(count(v.memoryGiB)),
      storage: gibToBytes(count(v.storageGiB)),
    },
    tlsCertificates,
    ...(Object.keys(mapped).length > 0 && { mappedFleetRoles: mapped }),
  }
}
