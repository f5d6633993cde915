import { getResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { projectRole, siloRole } from '../../mock-api/authz'
import { configureMock } from '../../mock-api/config'
import { users } from '../../mock-api/data/silo'
import { db, resetDb } from '../../mock-api/db'
import { allHandlers } from '../../mock-api/handlers'
import { projectRoleOf, type Role, roleIn } from '../../src/util/roles'

/**
 * The console works out each seeded user's roles from what the API lets it read (/v1/me,
 * /v1/me/groups, /v1/policy, /v1/projects/{p}/policy), with src/util/roles.ts; the mock's
 * authz is what the server enforces. They must agree for every user and project, so no
 * control is disabled that the server would allow, nor enabled that it refuses.
 */
const origin = 'http://mock.test'

async function get(path: string, userId: string) {
  const request = new Request(origin + path, { headers: { cookie: `session=${userId}` } })
  const response = await getResponse(allHandlers, request, { baseUrl: origin })
  if (!response) throw new Error(`no handler for ${path}`)
  return { status: response.status, body: await response.json() }
}

type Policy = { role_assignments: { identity_id: string; role_name: Role }[] }
const camel = (p: Policy) => ({
  roleAssignments: p.role_assignments.map((a) => ({
    identityId: a.identity_id,
    roleName: a.role_name,
  })),
})

/** As api/permissions.ts reads a policy: a 403 is "no role here". */
async function policy(path: string, userId: string) {
  const { status, body } = await get(path, userId)
  if (status === 403) return null
  expect(status).toBe(200)
  return camel(body)
}

beforeAll(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

describe('console roles agree with the mock server', () => {
  it.each(users.map((u) => [u.display_name, u] as const))('%s', async (_, user) => {
    const me = await get('/v1/me', user.id)
    const groups = await get('/v1/me/groups', user.id)
    const ids: string[] = [me.body.id, ...groups.body.items.map((g: { id: string }) => g.id)]
    const silo = roleIn(await policy('/v1/policy', user.id), ids)
    expect(silo).toBe(siloRole(user))
    for (const project of db.projects) {
      const own = await get(`/v1/projects/${project.id}/policy`, user.id)
      // another silo's project does not exist for this user: no role, nothing to show
      if (own.status === 404) {
        expect(projectRole(user, project.id)).toBeNull()
        continue
      }
      const ownRole = own.status === 403 ? null : roleIn(camel(own.body), ids)
      expect([project.name, projectRoleOf(silo, ownRole)]).toEqual([
        project.name,
        projectRole(user, project.id),
      ])
    }
  })
})
