import type {
  Group,
  SamlIdentityProvider,
  Silo,
  SiloRolePolicy,
  User,
  UserBuiltin,
} from '@oxide/api'
import type { Json } from '../json'
import { IDP_METADATA_XML } from './saml-metadata'

/**
 * The third silo: its users come from a SAML identity provider (JIT provisioning), so it has
 * no local users and takes no local sign-in. Beside `maple` and `partner-labs` (data/silo.ts).
 */
export const samlSilo: Json<Silo> = {
  id: '6d3a9c1e-2f41-4b7a-9c55-1f0e7a1c0a03',
  name: 'northwind',
  description: 'Northwind Traders, signed in through their Okta',
  discoverable: true,
  identity_mode: 'saml_jit',
  admin_group_name: 'northwind-admins',
  mapped_fleet_roles: {},
  time_created: '2025-08-04T10:00:00Z',
  time_modified: '2025-08-04T10:00:00Z',
}

/** A JIT user is named by the external id the IdP asserted (its email here). */
const jitUser = (n: number, email: string, time: string): Json<User> => ({
  id: `b2a4f1c0-7e0d-4c1b-8f2a-0000000002${String(n).padStart(2, '0')}`,
  display_name: email,
  silo_id: samlSilo.id,
  time_created: time,
  time_modified: time,
})

export const users: Json<User>[] = [
  jitUser(1, 'nancy.davolio@northwind.example', '2025-08-05T09:12:00Z'),
  jitUser(2, 'andrew.fuller@northwind.example', '2025-08-05T09:40:00Z'),
]

export const adminGroup: Json<Group> = {
  id: 'c7e1d2a3-1111-4e0f-9a55-000000000201',
  display_name: 'northwind-admins',
  silo_id: samlSilo.id,
  time_created: samlSilo.time_created,
  time_modified: samlSilo.time_created,
}

export const groupMembers = [{ user_id: users[0]?.id ?? '', group_id: adminGroup.id }]

/** The silo was made with an admin group name: that group holds the silo's admin role. */
export const policy: Json<SiloRolePolicy> = {
  role_assignments: [
    { identity_id: adminGroup.id, identity_type: 'silo_group', role_name: 'admin' },
  ],
}

/**
 * A stored SAML provider: the view's fields, the silo it belongs to, and what the server keeps
 * and never answers (the metadata document and the signing key).
 */
export type SamlProviderRecord = Json<SamlIdentityProvider> & {
  silo_id: string
  idp_metadata_document_string: string
  private_key: string | null
}

/** What the API answers of a stored provider. */
export const samlProviderView = ({
  silo_id: _,
  idp_metadata_document_string: __,
  private_key: ___,
  ...view
}: SamlProviderRecord): Json<SamlIdentityProvider> => view

export const samlProviders: SamlProviderRecord[] = [
  {
    id: '1d900000-0000-4000-8000-000000000001',
    name: 'okta',
    description: 'Northwind’s Okta tenant',
    silo_id: samlSilo.id,
    acs_url: 'https://northwind.sys.example.com/login/northwind/saml/okta',
    slo_url: 'https://northwind.sys.example.com/login/northwind/saml/okta/logout',
    idp_entity_id: 'https://idp.example.com/saml',
    sp_client_id: 'oxide-northwind',
    technical_contact_email: 'it@northwind.example',
    group_attribute_name: 'groups',
    public_cert: null,
    private_key: null,
    idp_metadata_document_string: IDP_METADATA_XML,
    time_created: '2025-08-04T10:05:00Z',
    time_modified: '2025-08-04T10:05:00Z',
  },
]

/** Nexus's built-in users (nexus/db-fixed-data/src/user_builtin.rs), in name order. */
const builtin = (id: string, name: string, description: string): Json<UserBuiltin> => ({
  id,
  name,
  description,
  time_created: '2025-02-20T12:00:00Z',
  time_modified: '2025-02-20T12:00:00Z',
})

export const usersBuiltin: Json<UserBuiltin>[] = [
  builtin(
    '001de000-05e4-4000-8000-000000000001',
    'db-init',
    'used for seeding initial database data',
  ),
  builtin(
    '001de000-05e4-4000-8000-000000000003',
    'external-authn',
    'used by Nexus when authenticating external requests',
  ),
  builtin(
    '001de000-05e4-4000-8000-000000000002',
    'internal-api',
    'used by Nexus when handling internal API requests',
  ),
  builtin(
    '001de000-05e4-4000-8000-000000004ead',
    'internal-read',
    'used by Nexus to read privileged control plane data',
  ),
  builtin('001de000-05e4-4000-8000-0000000000db', 'omdb', 'used by the omdb debug tool'),
  builtin(
    '001de000-05e4-4000-8000-000000003a8a',
    'saga-recovery',
    'used by Nexus when recovering sagas',
  ),
  builtin(
    '001de000-05e4-4000-8000-00000000bac3',
    'service-balancer',
    'used for Nexus-driven service balancing',
  ),
]
