import { db } from '../db'
import { invalidRequest } from '../errors'
import { reader } from './body'

type Assignment<R> = {
  identity_id: string
  identity_type: 'silo_user' | 'silo_group'
  role_name: R
}

/**
 * A policy body: known identities, known roles, and at most one assignment per identity
 * (spec section 5).
 */
export function checkPolicy<R extends string>(
  body: unknown,
  roles: R[],
): { role_assignments: Assignment<R>[] } {
  const b = reader(body)
  const list = b.value('role_assignments')
  if (!Array.isArray(list)) throw b.fail('role_assignments', 'invalid type, expected a sequence')
  const seen = new Set<string>()
  for (const a of list as Record<string, unknown>[]) {
    const id = a?.identity_id
    const type = a?.identity_type
    if (typeof id !== 'string' || (type !== 'silo_user' && type !== 'silo_group'))
      throw b.fail('role_assignments', 'invalid role assignment')
    if (!roles.includes(a.role_name as R))
      throw b.fail('role_assignments', `unknown variant \`${String(a.role_name)}\``)
    const known =
      type === 'silo_user' ? db.users.some((u) => u.id === id) : db.groups.some((g) => g.id === id)
    if (!known)
      throw invalidRequest(`no ${type === 'silo_user' ? 'user' : 'group'} with id "${id}"`)
    if (seen.has(id)) throw invalidRequest(`identity "${id}" has more than one role assignment`)
    seen.add(id)
  }
  return { role_assignments: list as Assignment<R>[] }
}
