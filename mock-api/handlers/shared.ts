import { reader } from './body'

type Assignment<R> = {
  identity_id: string
  identity_type: 'silo_user' | 'silo_group'
  role_name: R
}

/** The most role assignments one policy may hold. */
export const MAX_ROLE_ASSIGNMENTS = 64

/**
 * A policy body, read as the server's serde types do: each assignment well formed, at most 64
 * of them. The server checks neither that the identities exist nor that each holds one role
 * (real-api-behaviour.md row 23): a user's role is the strongest assigned (authz.ts).
 */
export function checkPolicy<R extends string>(
  body: unknown,
  roles: R[],
): { role_assignments: Assignment<R>[] } {
  const b = reader(body)
  const role_assignments = b.list('role_assignments').map((item, i) => {
    const a = reader(item, `role_assignments[${i}]`)
    return {
      identity_id: a.uuid('identity_id'),
      identity_type: a.enum('identity_type', ['silo_user', 'silo_group'] as const),
      role_name: a.enum('role_name', roles),
    }
  })
  if (role_assignments.length > MAX_ROLE_ASSIGNMENTS)
    throw b.fail(
      'role_assignments',
      `invalid length ${role_assignments.length}, expected a list of at most ${MAX_ROLE_ASSIGNMENTS} role assignments`,
    )
  return { role_assignments }
}
