import { describe, expect, it } from 'vitest'
import { projectRole, siloRole } from './authz'
import { configureMock } from './config'
import { db, resetDb } from './db'
import { routes } from './routes'
import { api, type users } from './test-api'

/**
 * Issue 9: the mock never shows one silo's data to another. Every GET the mock serves is called
 * as Grace (an admin of `maple`) with the ids and names of maple's records, and then as Ivan
 * (the admin of `partner-labs`). Whatever Grace reads, Ivan must not: his answer is an error,
 * or holds none of the ids Grace's holds. System endpoints are fleet-wide by design and are
 * left out, as are the caller's own things (`/v1/me`...) and the session calls.
 */
type Who = keyof typeof users

/** The demo seed plus a snapshot (the seed has none); the probes only read. */
configureMock({ delay: 0, chaos: 0 })
resetDb()
const disk = db.disks.find((d) => d.name === 'web-1-boot')
const snap = await api('POST', '/v1/snapshots?project=web-frontend', {
  body: { name: 'iso-snap', description: '', disk: disk?.id },
})
if (snap.status !== 201) throw new Error(`snapshot: ${JSON.stringify(snap.body)}`)

const first = <T extends { id: string; name: string }>(items: T[], what: string) => {
  const item = items[0]
  if (!item) throw new Error(`the seed has no ${what}`)
  return item
}

/** maple's records, one of each kind a path can name. */
function mapleRecords() {
  const project = first(
    db.projects.filter((p) => p.name === 'web-frontend'),
    'web-frontend',
  )
  const inProject = <T extends { id: string; name: string; project_id: string }>(
    items: T[],
    what: string,
  ) =>
    first(
      items.filter((i) => i.project_id === project.id),
      what,
    )
  const instance = inProject(db.instances, 'instance')
  const vpc = inProject(db.vpcs, 'vpc')
  return {
    project,
    instance,
    disk: inProject(db.disks, 'disk'),
    snapshot: first(db.snapshots, 'snapshot'),
    image: inProject(
      db.images.flatMap((i) => (i.project_id ? [{ ...i, project_id: i.project_id }] : [])),
      'project image',
    ),
    vpc,
    subnet: first(
      db.vpcSubnets.filter((s) => s.vpc_id === vpc.id),
      'subnet',
    ),
    floatingIp: first(db.floatingIps, 'floating IP'),
    externalSubnet: inProject(db.externalSubnets, 'external subnet'),
    affinityGroup: first(db.affinityGroups, 'affinity group'),
    antiAffinityGroup: first(db.antiAffinityGroups, 'anti-affinity group'),
    interface: first(
      db.networkInterfaces.filter((n) => n.instance_id === instance.id),
      'network interface',
    ),
  }
}

const ids = (body: unknown): Set<string> => {
  const found = new Set<string>()
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'id' && typeof x === 'string') found.add(x)
        else walk(x)
      }
  }
  walk(body)
  return found
}

/**
 * Not per resource: the user's own (utilization is the silo's counts, no ids: utilization.spec.ts),
 * and the fleet's (system, experimental system; probes check the fleet role before the project,
 * so another silo's user without one meets a 403 first: operations.spec.ts), and the fleet's
 * alerts and multicast groups (app/multicast/mod.rs: any signed-in user of any silo reads them),
 * which live outside /v1/system but are fleet-wide all the same.
 */
const LEFT_OUT =
  /^(\/experimental)?\/v1\/(system|me|ping|login|logout|auth-settings|device|policy|users|groups|utilization|probes|alert-classes|alert-receivers|alerts|webhook-receivers|webhook-secrets|multicast-groups)\b|^\/(device|login|logout)\b|\/(metrics|timeseries)\b/

/** Each GET the mock serves, by id and (where a project names it) by name. */
function probes() {
  const r = mapleRecords()
  const byParam: Record<string, { id: string; name: string }> = r
  const out: string[] = []
  for (const route of Object.values(routes)) {
    if (route.method !== 'GET' || LEFT_OUT.test(route.path)) continue
    const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
    if (names.some((n) => !byParam[n])) continue
    const path = (key: 'id' | 'name') =>
      route.path.replace(/:(\w+)/g, (_, n: string) => byParam[n]?.[key] ?? '')
    // by name: the selectors a child needs (lists and views ignore the ones they do not)
    const selectors = `?project=${r.project.name}&vpc=${r.vpc.name}&instance=${r.instance.name}`
    out.push(path('id'))
    if (names.length === 0) out.push(`${route.path}${selectors}`)
    else if (names.includes('project')) out.push(path('name'))
    else out.push(`${path('name')}${selectors}`)
  }
  return out
}

describe('silo isolation', () => {
  const list = probes()

  it('probes the lists and views of every project resource', () => {
    for (const must of ['/v1/instances?', '/v1/disks?', '/v1/vpc-subnets?', '/v1/snapshots/'])
      expect(
        list.some((p) => p.startsWith(must)),
        must,
      ).toBe(true)
    expect(list.length).toBeGreaterThan(25)
  })

  it.each(list)('%s: what maple reads, partner-labs does not', async (path) => {
    const as = async (who: Who) => api('GET', path, { as: who })
    const grace = await as('grace')
    const ivan = await as('ivan' as Who)
    if (grace.status !== 200) return // a probe that needs more than the seed gives: nothing to leak
    const leaked = [...ids(grace.body)].filter((id) => ids(ivan.body).has(id))
    expect({ status: ivan.status, leaked }).toMatchObject({ leaked: [] })
    // not even a 403: the real API hides what a user cannot read behind the usual 404
    if (ivan.status !== 200)
      expect({ status: ivan.status, code: ivan.body?.error_code }).toEqual({
        status: 404,
        code: 'ObjectNotFound',
      })
    else expect(ids(grace.body).size).toBeGreaterThan(0)
  })

  it('the probes read data as Grace (the test would pass vacuously otherwise)', async () => {
    const unread: string[] = []
    for (const path of list) {
      const res = await api('GET', path, { as: 'grace' })
      if (res.status !== 200 || ids(res.body).size === 0) unread.push(path)
    }
    // the resources of a project, each by id and by name, all read
    for (const kind of ['instances', 'disks', 'snapshots', 'images', 'vpcs', 'vpc-subnets']) {
      const listOrView = new RegExp(`^/v1/${kind}(\\?|/[^/?]+($|\\?))`)
      expect(list.filter((p) => listOrView.test(p)).length, kind).toBeGreaterThanOrEqual(3)
      expect(
        unread.filter((p) => listOrView.test(p)),
        kind,
      ).toEqual([])
    }
    expect(list.length - unread.length).toBeGreaterThan(40)
  })

  it('a silo role gives no role on another silo’s projects', () => {
    const ivan = db.users.find((u) => u.display_name === 'Ivan Sutherland')
    const project = db.projects.find((p) => p.name === 'web-frontend')
    if (!ivan || !project) throw new Error('the seed lacks ivan or web-frontend')
    expect(siloRole(ivan)).toBe('admin')
    expect(projectRole(ivan, project.id)).toBeNull()
  })

  it('names are per silo: partner-labs may create a project maple already has', async () => {
    const res = await api('POST', '/v1/projects', {
      as: 'ivan' as Who,
      body: { name: 'web-frontend', description: 'ours' },
    })
    expect(res.status).toBe(201)
    const mine = await api('GET', '/v1/projects/web-frontend', { as: 'ivan' as Who })
    expect(mine.body.description).toBe('ours')
    const theirs = await api('GET', '/v1/projects/web-frontend', { as: 'grace' })
    expect(theirs.body.description).not.toBe('ours')
  })
})
