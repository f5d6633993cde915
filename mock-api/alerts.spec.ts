import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { legacySiem, opsChat, pagerBridge } from './data/alerts'
import { resetDb } from './db'
import { api, names } from './test-api'

/** Alert receivers as nexus/src/app/alert.rs and webhook.rs answer. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const RX = '/v1/alert-receivers'
const create = (name: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/v1/webhook-receivers', {
    body: {
      name,
      description: '',
      endpoint: 'https://hooks.example.com/x',
      secrets: ['s'],
      ...extra,
    },
  })

describe('alert classes', () => {
  it('lists the public classes in the server order, filtered by a glob', async () => {
    expect(names((await api('GET', '/v1/alert-classes')).body)).toEqual([
      'probe',
      'hardware.power_shelf.psu.insert',
      'hardware.power_shelf.psu.remove',
    ])
    const psu = await api('GET', '/v1/alert-classes?filter=hardware.*.psu.*')
    expect(names(psu.body)).toHaveLength(2)
    const page = await api('GET', '/v1/alert-classes?limit=2')
    expect(names(page.body)).toEqual(['probe', 'hardware.power_shelf.psu.insert'])
    const next = await api('GET', `/v1/alert-classes?limit=2&page_token=${page.body.next_page}`)
    expect(names(next.body)).toEqual(['hardware.power_shelf.psu.remove'])
  })

  it('refuses a filter as serde and Nexus do, and users who are no fleet viewers', async () => {
    const bad = await api('GET', '/v1/alert-classes?filter=foo*')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^unable to parse query string: alert subscription "foo\*"/)
    const unknown = await api('GET', '/v1/alert-classes?filter=nope')
    expect(unknown.body.message).toMatch(
      /^unsupported value for "alert_class": expected one of \[probe, test.foo/,
    )
    expect((await api('GET', '/v1/alert-classes?filter=probe')).body.message).toContain(
      "the 'probe' alert class is a synthetic alert",
    )
    expect((await api('GET', '/v1/alert-classes', { as: 'katherine' })).status).toBe(200)
    expect((await api('GET', '/v1/alert-classes', { as: 'alan' })).status).toBe(403)
  })
})

describe('receivers', () => {
  it('lists and views them with their secrets as ids only', async () => {
    const list = await api('GET', RX, { as: 'katherine' })
    expect(names(list.body)).toEqual(['legacy-siem', 'ops-chat', 'pager-bridge'])
    const rx = (await api('GET', `${RX}/legacy-siem`)).body
    // exact subscriptions first, then globs
    expect(rx.subscriptions).toEqual([
      'hardware.power_shelf.psu.insert',
      'hardware.power_shelf.*.remove',
    ])
    expect(rx.kind.kind).toBe('webhook')
    expect(Object.keys(rx.kind.secrets[0]).sort()).toEqual(['id', 'time_created'])
    expect(JSON.stringify(rx)).not.toContain('legacy-siem-key')
    expect((await api('GET', `${RX}/nope`)).body.message).toBe(
      'not found: alert-receiver with name "nope"',
    )
  })

  it('creates (a fleet collaborator), checks endpoint, subscriptions and name', async () => {
    const made = await create('fresh', { subscriptions: ['hardware.**'] })
    expect(made.status).toBe(201)
    expect(made.body.endpoint).toBe('https://hooks.example.com/x')
    expect(made.body.secrets).toHaveLength(1)
    expect((await create('fresh')).body.message).toBe('already exists: alert-receiver "fresh"')
    const relative = await create('rel', { endpoint: 'hooks/x' })
    expect(relative.body.message).toMatch(
      /^unable to parse JSON body: endpoint: relative URL without a base/,
    )
    const loop = await create('loop', { endpoint: 'http://127.0.0.1:8080/x' })
    expect(loop.body.message).toBe(
      'unsupported value for "endpoint": the URL \'http://127.0.0.1:8080/x\' contains an address that may not be used for a webhook receiver endpoint. IP addresses in URLs for external requests must be external to the underlay network: address 127.0.0.1 is a loopback address',
    )
    const glob = await create('g', { subscriptions: ['hardware.psu*'] })
    expect(glob.body.message).toMatch(
      /^unable to parse JSON body: subscriptions\[0\]: alert subscription/,
    )
    expect((await create('p', { subscriptions: ['probe'] })).status).toBe(400)
    const viewer = await api('POST', '/v1/webhook-receivers', {
      as: 'katherine',
      body: { name: 'kv', description: '', endpoint: 'https://a.example.com', secrets: [] },
    })
    expect(viewer.status).toBe(403)
  })

  it('updates (204) and deletes with what it holds', async () => {
    const put = await api('PUT', '/v1/webhook-receivers/ops-chat', {
      body: { name: 'team-chat', endpoint: 'https://chat.example.net/v2' },
    })
    expect(put.status).toBe(204)
    const rx = (await api('GET', `${RX}/team-chat`)).body
    expect(rx.kind.endpoint).toBe('https://chat.example.net/v2')
    expect(rx.description).toBe(opsChat.description)
    // a rename to a taken name meets the unique index, which Nexus reports as a 500
    const taken = await api('PUT', '/v1/webhook-receivers/team-chat', {
      body: { name: 'pager-bridge' },
    })
    expect(taken.status).toBe(500)
    expect((await api('DELETE', `${RX}/team-chat`, { as: 'katherine' })).status).toBe(403)
    expect((await api('DELETE', `${RX}/team-chat`)).status).toBe(204)
    expect((await api('GET', `/v1/webhook-secrets?receiver=${opsChat.id}`)).status).toBe(404)
  })
})

describe('subscriptions', () => {
  it('adds (201, twice is fine) and removes (204, absent is fine)', async () => {
    const add = () =>
      api('POST', `${RX}/ops-chat/subscriptions`, {
        body: { subscription: 'hardware.power_shelf.psu.insert' },
      })
    expect((await add()).status).toBe(201)
    expect((await add()).body).toEqual({ subscription: 'hardware.power_shelf.psu.insert' })
    expect((await api('GET', `${RX}/ops-chat`)).body.subscriptions).toHaveLength(2)
    const remove = () =>
      api('DELETE', `${RX}/ops-chat/subscriptions/hardware.power_shelf.psu.insert`)
    expect((await remove()).status).toBe(204)
    expect((await remove()).status).toBe(204)
    const bad = await api('DELETE', `${RX}/ops-chat/subscriptions/a..b`)
    expect(bad.body.message).toMatch(/^bad parameter in URL path: alert subscription "a..b"/)
    const viewer = await api('POST', `${RX}/ops-chat/subscriptions`, {
      as: 'katherine',
      body: { subscription: 'hardware.**' },
    })
    expect(viewer.status).toBe(403)
  })
})

const list = (rx: string, q = '') => api('GET', `${RX}/${rx}/deliveries${q}`)

describe('deliveries', () => {
  it('lists by time, with the state filters as the server reads them', async () => {
    const all = (await list('legacy-siem')).body.items
    expect(all.map((d: { state: string }) => d.state)).toEqual(['failed', 'failed', 'pending'])
    const failed = (await list('pager-bridge', '?failed=true')).body.items
    expect(failed).toHaveLength(1)
    expect(failed[0].attempts.webhook).toHaveLength(3)
    const two = (await list('pager-bridge', '?failed=true&pending=true')).body.items
    expect(two).toHaveLength(2)
    // only `false` flags: no state asked for, so none is filtered out
    expect((await list('pager-bridge', '?failed=false')).body.items).toHaveLength(5)
    const newest = (await list('pager-bridge', '?sort_by=time_and_id_descending&limit=1')).body
    expect(newest.items[0].state).toBe('pending')
    expect(newest.next_page).toBeTruthy()
  })

  it('resends a subscribed alert (201), refuses another, settles by the endpoint', async () => {
    const [failed] = (await list('legacy-siem', '?failed=true')).body.items
    const resend = await api('POST', `/v1/alerts/${failed.alert_id}/resend?receiver=legacy-siem`)
    expect(resend.status).toBe(201)
    expect(resend.body.delivery_id).toBeTruthy()
    const after = (await list('legacy-siem')).body.items
    expect(after).toHaveLength(4)
    // the mock's endpoint is unreachable: the resend fails after three attempts
    expect(after.at(-1).attempts.webhook.map((a: { result: string }) => a.result)).toEqual([
      'failed_unreachable',
      'failed_unreachable',
      'failed_unreachable',
    ])
    const notSubscribed = await api(
      'POST',
      `/v1/alerts/${failed.alert_id}/resend?receiver=${pagerBridge.id}`,
    )
    expect(notSubscribed.status).toBe(201)
    const ops = await api('POST', `/v1/alerts/${failed.alert_id}/resend?receiver=ops-chat`)
    expect(ops.body.message).toBe(
      "cannot resend alert: receiver is not subscribed to the 'hardware.power_shelf.psu.insert' alert class",
    )
    const viewer = await api('POST', `/v1/alerts/${failed.alert_id}/resend?receiver=legacy-siem`, {
      as: 'katherine',
    })
    expect(viewer.status).toBe(403)
  })
})

describe('probe', () => {
  it('answers the probe delivery; resend starts the failed alerts again on success', async () => {
    const probe = await api('POST', `${RX}/pager-bridge/probe?resend=true`, { as: 'katherine' })
    expect(probe.status).toBe(200)
    expect(probe.body.probe.state).toBe('delivered')
    expect(probe.body.probe.trigger).toBe('probe')
    expect(probe.body.probe.attempts.webhook[0].response.status).toBe(200)
    // alert 1 was delivered on a resend already: nothing is left to resend
    expect(probe.body.resends_started).toBe(0)
    const down = await api('POST', `${RX}/${legacySiem.name}/probe?resend=true`)
    expect(down.body.probe.state).toBe('failed')
    expect(down.body.probe.attempts.webhook[0].result).toBe('failed_unreachable')
    expect(down.body.resends_started).toBeNull()
    // probes are not listed with the deliveries
    expect((await list('pager-bridge')).body.items).toHaveLength(5)
  })
})

describe('secrets', () => {
  it('adds (201, id and time only), lists, deletes; never answers a value', async () => {
    const add = await api('POST', '/v1/webhook-secrets?receiver=pager-bridge', {
      body: { secret: 'new-value' },
    })
    expect(add.status).toBe(201)
    expect(Object.keys(add.body).sort()).toEqual(['id', 'time_created'])
    const listed = await api('GET', '/v1/webhook-secrets?receiver=pager-bridge', {
      as: 'katherine',
    })
    expect(listed.body.secrets).toHaveLength(2)
    expect(JSON.stringify(listed.body)).not.toContain('new-value')
    const del = (as?: 'katherine') => api('DELETE', `/v1/webhook-secrets/${add.body.id}`, { as })
    expect((await del('katherine')).status).toBe(403)
    expect((await del()).status).toBe(204)
    expect((await del()).body.message).toBe(`not found: webhook-secret with id "${add.body.id}"`)
    expect((await api('GET', '/v1/webhook-secrets')).body.message).toBe(
      'unable to parse query string: missing field `receiver`',
    )
  })
})
