import { describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { authenticated, unauthenticated } from './handlers'
import { KNOWN_DEVIATIONS } from './openapi/deviations'
import { answerViolations, type DocOperation, doc, operationId, operations } from './openapi/schema'
import { routes } from './routes'
import { api, checkedAnswers } from './test-api'

/**
 * Issue 28: the mock answers in the server's shape. Every GET the mock serves is called with
 * params derived from the seed (a list's first item names the record of the path below it:
 * `/v1/projects` -> `/v1/projects/{project}` -> `/v1/instances?project=…`), and `api` (test-api.ts)
 * checks each answer against the OpenAPI document's schema for its operation and status. The
 * other mock specs send the creates and updates; the same check runs on each of their answers
 * and fails their test on an answer off the schema, unless `KNOWN_DEVIATIONS` names it.
 * What no mock spec answers with a success, this one sends at its end (`CHANGES`). Left out:
 * bytes (support bundle downloads and HEADs) and `login_saml` (a redirect from the IdP).
 */

configureMock({ delay: 0, chaos: 0 })
resetDb()

/** The SDK's name of each operation the mock serves, by the document's operationId. */
const served = new Map(
  Object.keys(routes)
    .filter((op) => op in authenticated || op in unauthenticated)
    .map((op) => [operationId(op), op]),
)

/**
 * Params no list in the seed names, as the console would send them. The rest come from lists:
 * a list's first item gives the param of the path below it, and the same value serves as a
 * selector of that name (`?project=`, `?vpc=`) elsewhere.
 */
const CONSTANTS: Record<string, string> = {
  switch_slot: 'switch0',
  metric_name: 'virtual_disk_space_provisioned',
  asn: '65000',
}

/**
 * Selectors a list takes as optional query params, the most specific first: the server wants
 * the most specific one alone when it is an id (`?router=<id>`, not `?project=…&router=<id>`).
 */
const SELECTORS = ['router', 'gateway', 'vpc', 'instance', 'project', 'silo']

const hourAgo = new Date(Date.now() - 3600_000).toISOString()

/** Query params the document calls optional and the server needs all the same. */
const EXTRA_QUERY: Record<string, Record<string, string>> = {
  silo_metric: { start_time: hourAgo, end_time: new Date().toISOString() },
  system_metric: { start_time: hourAgo, end_time: new Date().toISOString() },
  audit_log_list: { start_time: hourAgo },
  instance_serial_console: { most_recent: '1024' },
}

/** Why a GET the mock serves is not walked. */
const NOT_WALKED: Record<string, string> = {
  instance_serial_console_stream: 'a WebSocket (serial-console-ws.spec.ts)',
  support_bundle_download: 'bytes, not JSON',
  support_bundle_download_file: 'bytes, not JSON',
  support_bundle_index: 'bytes, not JSON',
}

type Item = Record<string, unknown>
const lists = new Map<string, Item[]>()
const known = new Map<string, string>(Object.entries(CONSTANTS))

/**
 * The demo seed's first project (by name) holds few records; `web-frontend` holds one of each
 * kind, so the walk reads the project's resources there (silo-isolation.spec.ts does the same).
 * `northwind` is the silo with a SAML identity provider.
 */
const PREFERRED: Record<string, string> = { project: 'web-frontend', silo: 'northwind' }

const pick = (item: Item, param: string) => {
  const value = item[param] ?? item[`${param}_name`] ?? item.id ?? item.name
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/**
 * `/groups/{g}/members/instance/{instance}` and `/identity-providers/saml/{provider}`: the
 * list one level up, its items of that kind (`type` or `provider_type`), a member's `value`.
 */
function ofKind(path: string): Item[] | undefined {
  const kind = path.split('/').at(-1)
  const parent = lists.get(path.replace(/\/[^/]+$/, ''))
  return parent
    ?.filter((i) => i.type === kind || i.provider_type === kind)
    .map((i) => (typeof i.value === 'object' && i.value ? (i.value as Item) : i))
}

/** The op's URL with every param filled, or the name of the first param nothing gives. */
function urlOf(op: DocOperation): { url: string } | { missing: string } {
  let path = ''
  for (const part of op.path.split('/').slice(1)) {
    const param = /^\{(.+)\}$/.exec(part)?.[1]
    if (!param) {
      path += `/${part}`
      continue
    }
    const items = lists.get(path) ?? ofKind(path)
    const first = items?.find((i) => i.name === PREFERRED[param]) ?? items?.[0]
    const value = (first && pick(first, param)) ?? known.get(param)
    if (value === undefined) return { missing: param }
    if (!known.has(param)) known.set(param, value)
    path += `/${encodeURIComponent(value)}`
  }
  const query = new URLSearchParams()
  const inQuery = (op.parameters ?? []).filter((p) => p.in === 'query')
  for (const p of inQuery.filter((p) => p.required)) {
    const value = known.get(p.name)
    if (value === undefined) return { missing: p.name }
    query.set(p.name, value)
  }
  if (!op.path.includes('{')) {
    const names = new Set(inQuery.map((p) => p.name))
    const selector = SELECTORS.find((s) => names.has(s))
    if (selector && !query.has(selector)) {
      const value = known.get(selector)
      if (value === undefined) return { missing: selector }
      query.set(selector, value)
    }
  }
  for (const [name, value] of Object.entries(EXTRA_QUERY[op.operationId] ?? {}))
    query.set(name, value)
  const search = query.toString()
  return { url: search ? `${path}?${search}` : path }
}

/** Walks every GET the mock serves in rounds, until a round learns nothing new. */
async function walk() {
  const gets = [...operations.values()].filter(
    (op) => op.method === 'GET' && served.has(op.operationId) && !NOT_WALKED[op.operationId],
  )
  const done = new Map<string, { url: string; status: number }>()
  for (let round = 0; round < 8; round++) {
    let progress = false
    for (const op of gets) {
      if (done.has(op.operationId)) continue
      const target = urlOf(op)
      if (!('url' in target)) continue
      const res = await api('GET', target.url)
      done.set(op.operationId, { url: target.url, status: res.status })
      // a paged list's items, or a list the API gives whole (bgp-announce-set)
      const items = res.status === 200 ? (res.body?.items ?? res.body) : undefined
      if (Array.isArray(items)) lists.set(target.url.split('?')[0] ?? '', items)
      progress = true
    }
    if (!progress) break
  }
  const missed = gets
    .filter((op) => !done.has(op.operationId))
    .map((op) => {
      const target = urlOf(op)
      return `${op.operationId}: no value for ${'missing' in target ? target.missing : '?'}`
    })
  return { done, missed }
}

const { done, missed } = await walk()

const status = async (...args: Parameters<typeof api>) => (await api(...args)).status

/** Changes that only meet errors in the other mock specs (or none at all). */
const CHANGES: Record<string, () => Promise<number>> = {
  project_update: () =>
    status('PUT', '/v1/projects/web-frontend', { body: { description: 'the storefront' } }),
  floating_ip_update: () =>
    status('PUT', `/v1/floating-ips/${known.get('floating_ip')}`, {
      body: { description: 'front door' },
    }),
  policy_update: async () =>
    status('PUT', '/v1/policy', { body: (await api('GET', '/v1/policy')).body }),
  system_subnet_pool_update: async () => {
    const [pool] = (await api('GET', '/v1/system/subnet-pools')).body.items
    return status('PUT', `/v1/system/subnet-pools/${pool.id}`, { body: { description: 'v6 edge' } })
  },
  vpc_router_route_delete: async () => {
    const vpc = 'project=web-frontend&vpc=default'
    const at = `${vpc}&router=edge`
    await api('POST', `/v1/vpc-routers?${vpc}`, { body: { name: 'edge', description: '' } })
    await api('POST', `/v1/vpc-router-routes?${at}`, {
      body: {
        name: 'to-lan',
        description: '',
        destination: { type: 'ip_net', value: '10.9.0.0/16' },
        target: { type: 'drop' },
      },
    })
    return status('DELETE', `/v1/vpc-router-routes/to-lan?${at}`)
  },
}

type Key = string | number
/** The paths of an answer's non-null leaves, the first two items of each array. */
function leaves(value: unknown, at: Key[] = []): Key[][] {
  if (Array.isArray(value)) return value.slice(0, 2).flatMap((v, i) => leaves(v, [...at, i]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]))
  return value === null ? [] : [at]
}

describe('the mock answers in the shape of the server’s OpenAPI document', () => {
  it('is the document of the SDK’s version, and it has every operation the SDK calls', () => {
    expect(doc.info.version).toBe('2026073100.0.0')
    const off = Object.entries(routes).flatMap(([op, route]) => {
      const found = operations.get(operationId(op))
      const path = route.path.replace(/:(\w+)/g, '{$1}').toLowerCase()
      const same =
        found?.method === route.method &&
        found.path.replace(/_/g, '').toLowerCase() === path.replace(/_/g, '')
      return same ? [] : [`${op}: ${route.method} ${route.path}`]
    })
    expect(off).toEqual([])
  })

  it('finds what is wrong with an answer off the schema (so the walk cannot pass vacuously)', async () => {
    const view = checkedAnswers().find((a) => a.operation === 'project_view' && a.status === 200)
    const op = operations.get('project_view')
    if (!view || !op) throw new Error('the walk read no project')
    const res = await api('GET', view.url)
    const { id: _, ...noId } = res.body
    expect(answerViolations(op, 200, res.body)).toEqual([])
    expect(answerViolations(op, 200, noId)).not.toEqual([])
    expect(answerViolations(op, 200, { ...res.body, secret: 1 })).not.toEqual([])
    expect(answerViolations(op, 200, { ...res.body, time_created: 'now' })).not.toEqual([])
    expect(answerViolations(op, 404, { message: 'x' })).not.toEqual([])
    expect(answerViolations(op, 204, null)).not.toEqual([])
  })

  it('catches a typed value of any walked answer turned into another type', async () => {
    // every leaf of each 200 answer in turn: a string becomes a number, anything else a string;
    // what goes uncaught is a part the document leaves untyped (a TUF root's signed body, a
    // switch port's transceiver status, BGP message history)
    let tried = 0
    const missed = new Set<string>()
    for (const a of checkedAnswers().filter((a) => a.status === 200 && a.method === 'GET')) {
      const op = a.operation && operations.get(a.operation)
      const res = await api('GET', a.url)
      if (!op) continue
      for (const path of leaves(res.body)) {
        const copy = structuredClone(res.body)
        const parent = path.slice(0, -1).reduce((o, k) => o[k], copy)
        const key = path.at(-1) ?? ''
        parent[key] = typeof parent[key] === 'string' ? 12345 : 'not-a-value'
        tried++
        if (answerViolations(op, 200, copy).length === 0)
          missed.add(`${op.operationId} ${path.filter((k) => typeof k === 'string')[0]}`)
      }
    }
    console.info(`schema mutations: ${tried} tried, uncaught: ${[...missed].join(', ')}`)
    expect(tried).toBeGreaterThan(1000)
    expect(missed.size).toBeLessThan(10)
  })

  it('answers the changes no other mock spec sees succeed in the server’s shape', async () => {
    const statuses: Record<string, number> = {}
    for (const [op, run] of Object.entries(CHANGES)) statuses[op] = await run()
    expect(statuses).toEqual({
      project_update: 200,
      floating_ip_update: 200,
      policy_update: 200,
      system_subnet_pool_update: 200,
      vpc_router_route_delete: 204,
    })
  })

  it('walks the GETs the seed can satisfy, and says which it cannot', () => {
    const ok = [...done.values()].filter((d) => d.status === 200).length
    const failed = [...done].filter(([, d]) => d.status !== 200)
    const empty = [...lists].filter(([, items]) => items.length === 0).map(([path]) => path)
    console.info(
      `schema walk: ${done.size} GETs called, ${ok} answered 200; ` +
        `errors: ${failed.map(([op, d]) => `${op} ${d.status} ${d.url}`).join(', ') || 'none'}; ` +
        `not reached: ${missed.join(', ') || 'none'}; ` +
        `empty lists (their item schema unread): ${empty.join(', ') || 'none'}`,
    )
    // a floor, so the walk cannot quietly stop reaching things
    expect(ok).toBeGreaterThan(100)
  })

  it('every answer of the walk conforms (allow-listed deviations aside)', () => {
    const wrong = checkedAnswers().filter(
      (a) => a.violations.length > 0 && !KNOWN_DEVIATIONS[a.operation ?? ''],
    )
    expect(
      wrong.map((a) => `${a.method} ${a.url} ${a.status}: ${JSON.stringify(a.violations)}`),
    ).toEqual([])
  })
})
