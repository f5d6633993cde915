import type { FleetRolePolicy, Group, Silo, SiloRolePolicy, User } from '@oxide/api'
import type { Json } from '../json'

/** The silo the console's users live in, and a second one for the system pages. */
export const silo: Json<Silo> = {
  id: '6d3a9c1e-2f41-4b7a-9c55-1f0e7a1c0a01',
  name: 'maple',
  description: 'Maple Systems engineering silo',
  discoverable: true,
  identity_mode: 'local_only',
  admin_group_name: 'silo-admins',
  mapped_fleet_roles: { admin: ['admin'] },
  time_created: '2025-03-02T09:14:00Z',
  time_modified: '2025-03-02T09:14:00Z',
}

export const otherSilo: Json<Silo> = {
  id: '6d3a9c1e-2f41-4b7a-9c55-1f0e7a1c0a02',
  name: 'partner-labs',
  description: 'Isolated silo for partner integration testing',
  discoverable: true,
  identity_mode: 'local_only',
  admin_group_name: null,
  mapped_fleet_roles: {},
  time_created: '2025-05-19T16:40:00Z',
  time_modified: '2025-05-19T16:40:00Z',
}

const user = (id: string, display_name: string, time: string): Json<User> => ({
  id,
  display_name,
  silo_id: silo.id,
  time_created: time,
  time_modified: time,
})

export const grace = user(
  'b2a4f1c0-7e0d-4c1b-8f2a-000000000001',
  'Grace Hopper',
  '2025-03-02T09:20:00Z',
)
export const alan = user(
  'b2a4f1c0-7e0d-4c1b-8f2a-000000000002',
  'Alan Turing',
  '2025-03-04T11:02:00Z',
)
export const margaret = user(
  'b2a4f1c0-7e0d-4c1b-8f2a-000000000003',
  'Margaret Hamilton',
  '2025-03-04T11:05:00Z',
)
export const katherine = user(
  'b2a4f1c0-7e0d-4c1b-8f2a-000000000004',
  'Katherine Johnson',
  '2025-04-11T08:30:00Z',
)
export const barbara = user(
  'b2a4f1c0-7e0d-4c1b-8f2a-000000000005',
  'Barbara Liskov',
  '2025-06-23T14:45:00Z',
)
export const edsger = user(
  'b2a4f1c0-7e0d-4c1b-8f2a-000000000006',
  'Edsger Dijkstra',
  '2025-09-01T10:00:00Z',
)
export const radia = user(
  'b2a4f1c0-7e0d-4c1b-8f2a-000000000007',
  'Radia Perlman',
  '2025-07-15T13:10:00Z',
)

/** The admin of the second silo, which has no projects yet: silos do not see each other. */
export const ivan: Json<User> = {
  id: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000101',
  display_name: 'Ivan Sutherland',
  silo_id: otherSilo.id,
  time_created: '2025-05-19T16:45:00Z',
  time_modified: '2025-05-19T16:45:00Z',
}

/**
 * Grace is the default session (silo admin, fleet admin through the silo's role mapping).
 * Katherine is a fleet viewer. Edsger is in no group and has no role: the 403 notice.
 */
export const users: Json<User>[] = [grace, alan, margaret, katherine, barbara, edsger, radia, ivan]

/** Local-login credentials (README: "Seeded users"). Never part of an API response. */
export const credentials = [
  { user_id: grace.id, username: 'grace', password: 'grace-pass' },
  { user_id: alan.id, username: 'alan', password: 'alan-pass' },
  { user_id: margaret.id, username: 'margaret', password: 'margaret-pass' },
  { user_id: katherine.id, username: 'katherine', password: 'katherine-pass' },
  { user_id: barbara.id, username: 'barbara', password: 'barbara-pass' },
  { user_id: edsger.id, username: 'edsger', password: 'edsger-pass' },
  { user_id: radia.id, username: 'radia', password: 'radia-pass' },
  { user_id: ivan.id, username: 'ivan', password: 'ivan-pass' },
]

const group = (id: string, display_name: string): Json<Group> => ({
  id,
  display_name,
  silo_id: silo.id,
  time_created: '2025-03-02T09:30:00Z',
  time_modified: '2025-03-02T09:30:00Z',
})

export const siloAdmins = group('c7e1d2a3-1111-4e0f-9a55-000000000001', 'silo-admins')
export const developers = group('c7e1d2a3-1111-4e0f-9a55-000000000002', 'developers')
export const sre = group('c7e1d2a3-1111-4e0f-9a55-000000000003', 'site-reliability')

export const groups: Json<Group>[] = [siloAdmins, developers, sre]

export const groupMembers = [
  { user_id: grace.id, group_id: siloAdmins.id },
  { user_id: alan.id, group_id: developers.id },
  { user_id: margaret.id, group_id: developers.id },
  { user_id: radia.id, group_id: sre.id },
  { user_id: katherine.id, group_id: sre.id },
]

export const siloPolicy: Json<SiloRolePolicy> = {
  role_assignments: [
    { identity_id: siloAdmins.id, identity_type: 'silo_group', role_name: 'admin' },
    { identity_id: developers.id, identity_type: 'silo_group', role_name: 'collaborator' },
    { identity_id: sre.id, identity_type: 'silo_group', role_name: 'viewer' },
  ],
}

export const fleetPolicy: Json<FleetRolePolicy> = {
  role_assignments: [
    { identity_id: katherine.id, identity_type: 'silo_user', role_name: 'viewer' },
  ],
}

export const otherSiloPolicy: Json<SiloRolePolicy> = {
  role_assignments: [{ identity_id: ivan.id, identity_type: 'silo_user', role_name: 'admin' }],
}
