import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, names } from './test-api'

/** BGP and BFD as nexus/src/app/bgp.rs, bfd.rs and their datastore answer. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const N = '/v1/system/networking'
const config = (extra: Record<string, unknown> = {}) => ({
  name: 'as65010',
  description: '',
  asn: 65010,
  bgp_announce_set_id: 'as65002-announce',
  ...extra,
})

describe('BGP configs', () => {
  it('lists to fleet viewers and creates for fleet admins (max paths defaults to 1)', async () => {
    expect(names((await api('GET', `${N}/bgp`, { as: 'katherine' })).body)).toEqual(['as65002'])
    expect((await api('POST', `${N}/bgp`, { as: 'katherine', body: config() })).status).toBe(403)
    const made = await api('POST', `${N}/bgp`, { body: config() })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: 'as65010', asn: 65010, max_paths: 1, vrf: null })
    // the same again answers the same config
    expect((await api('POST', `${N}/bgp`, { body: config() })).body.id).toBe(made.body.id)
  })

  it('refuses a second config of an ASN, a taken name, and bad values', async () => {
    const sameAsn = await api('POST', `${N}/bgp`, { body: config({ name: 'x', asn: 65002 }) })
    expect(sameAsn.status).toBe(409)
    expect(sameAsn.body).toMatchObject({
      error_code: 'Conflict',
      message: 'cannot have more than one configuration per ASN',
    })
    const sameName = await api('POST', `${N}/bgp`, { body: config({ name: 'as65002' }) })
    expect(sameName.body.message).toBe(
      'a field that must be unique conflicts with an existing record',
    )
    const noSet = await api('POST', `${N}/bgp`, { body: config({ bgp_announce_set_id: 'nope' }) })
    expect(noSet.body.message).toBe('not found: bgp-announce-set with name "nope"')
    const big = await api('POST', `${N}/bgp`, { body: config({ asn: 2 ** 32 }) })
    expect(big.body.message).toMatch(/^unable to parse JSON body: asn: invalid value: integer/)
    const paths = await api('POST', `${N}/bgp`, { body: config({ max_paths: 33 }) })
    expect(paths.body.message).toMatch(/max_paths: max path value cannot be greater than 32/)
  })

  it('updates name, description, max paths and announce set; a taken name is a 500', async () => {
    await api('PUT', `${N}/bgp-announce-set`, {
      body: { name: 'other', description: '', announcement: [] },
    })
    const updated = await api('PUT', `${N}/bgp?name_or_id=as65002`, {
      body: { name: 'edge', max_paths: 4, bgp_announce_set_id: 'other' },
    })
    expect(updated.body).toMatchObject({ name: 'edge', max_paths: 4, asn: 65002 })
    // the old set is free now
    expect((await api('DELETE', `${N}/bgp-announce-set/as65002-announce`)).status).toBe(204)
    await api('POST', `${N}/bgp`, { body: config({ bgp_announce_set_id: 'other' }) })
    const taken = await api('PUT', `${N}/bgp?name_or_id=edge`, { body: { name: 'as65010' } })
    expect(taken.status).toBe(500)
  })

  it('refuses to delete a config port settings use', async () => {
    const inUse = await api('DELETE', `${N}/bgp?name_or_id=as65002`)
    expect(inUse.status).toBe(409)
    expect(inUse.body.message).toBe('BGP Config is in use and cannot be deleted')
    await api('POST', `${N}/bgp`, { body: config() })
    expect((await api('DELETE', `${N}/bgp?name_or_id=as65010`)).status).toBe(204)
    expect((await api('DELETE', `${N}/bgp?name_or_id=as65010`)).body.message).toBe(
      'not found: bgp-config with name "as65010"',
    )
  })
})

describe('announce sets', () => {
  it('creates or replaces by name, keeping a found set’s description', async () => {
    const body = (description: string, networks: string[]) => ({
      name: 'edge',
      description,
      announcement: networks.map((network) => ({ network, address_lot_block: 'whatever' })),
    })
    const made = await api('PUT', `${N}/bgp-announce-set`, { body: body('first', ['10.0.0.0/24']) })
    expect(made.status).toBe(200)
    const again = await api('PUT', `${N}/bgp-announce-set`, {
      body: body('second', ['10.0.1.0/24', '10.0.2.0/24']),
    })
    expect(again.body).toMatchObject({ id: made.body.id, description: 'first' })
    const list = await api('GET', `${N}/bgp-announce-set/edge/announcement`)
    expect(list.body.map((a: { network: string }) => a.network)).toEqual([
      '10.0.1.0/24',
      '10.0.2.0/24',
    ])
    // a bare array, no page
    expect((await api('GET', `${N}/bgp-announce-set`)).body).toHaveLength(2)
  })

  it('refuses to delete a set a config uses', async () => {
    const res = await api('DELETE', `${N}/bgp-announce-set/as65002-announce`)
    expect(res.body).toMatchObject({ error_code: 'Conflict', message: 'announce set in use' })
  })
})

describe('BGP status and routes', () => {
  it('has one established peer and one still connecting', async () => {
    const res = await api('GET', `${N}/bgp-status`, { as: 'katherine' })
    expect(res.body).toMatchObject([
      { switch: 'switch0', addr: '172.20.15.1', state: 'established', remote_asn: 65001 },
      { switch: 'switch1', addr: '172.20.15.5', state: 'active', remote_asn: 0 },
    ])
    expect(res.body[0].state_duration_millis).toBeGreaterThan(3 * 86400 * 1000)
  })

  it('exports the announce set to established peers and imports their routes', async () => {
    expect((await api('GET', `${N}/bgp-exported`)).body).toEqual([
      { peer_id: '172.20.15.1', switch: 'switch0', prefix: '198.51.100.0/24' },
    ])
    const missing = await api('GET', `${N}/bgp-imported`)
    expect(missing.body.message).toBe('unable to parse query string: missing field `asn`')
    const routes = await api('GET', `${N}/bgp-imported?asn=65002`)
    expect(routes.body.map((r: { prefix: string }) => r.prefix)).toContain('0.0.0.0/0')
  })

  it('gives each switch’s message history for the ASN', async () => {
    const res = await api('GET', `${N}/bgp-message-history?asn=65002`)
    const [first] = res.body.switch_histories
    expect(first.switch).toBe('switch0')
    expect(first.history['172.20.15.1'].sent[0].message.type).toBe('open')
    const none = await api('GET', `${N}/bgp-message-history?asn=1`)
    expect(none.body.switch_histories).toEqual([])
  })
})

describe('BFD', () => {
  it('enables, lists and disables sessions; a viewer may too, as on the server', async () => {
    const session = {
      remote: '172.20.15.5',
      switch_slot: 'switch1',
      detection_threshold: 3,
      required_rx: 300000,
      mode: 'single_hop',
    }
    expect((await api('POST', `${N}/bfd-enable`, { as: 'katherine', body: session })).status).toBe(
      204,
    )
    expect((await api('POST', `${N}/bfd-enable`, { body: session })).status).toBe(500)
    const status = await api('GET', `${N}/bfd-status`)
    expect(status.body.map((s: { peer: string }) => s.peer)).toEqual(['172.20.15.1', '172.20.15.5'])
    expect(status.body[0].state).toBe('up')
    expect((await api('POST', `${N}/bfd-enable`, { as: 'alan', body: session })).status).toBe(403)
    const off = { remote: '172.20.15.5', switch_slot: 'switch1' }
    expect((await api('POST', `${N}/bfd-disable`, { body: off })).status).toBe(204)
    expect((await api('POST', `${N}/bfd-disable`, { body: off })).status).toBe(204)
    const bad = await api('POST', `${N}/bfd-enable`, { body: { ...session, remote: 'x' } })
    expect(bad.body.message).toMatch(/remote: invalid IP address syntax/)
  })
})
