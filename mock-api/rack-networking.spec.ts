import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { RACK_ID } from './data/inventory'
import { db, resetDb } from './db'
import { MOCK_CLIENT_IP } from './handlers/allow-list'
import { api, names, PHY0_LINK } from './test-api'

/**
 * Address lots, loopback addresses, switch port settings and the allow-list, as
 * nexus/src/app/{address_lot,switch_interface,switch_port,allow_list}.rs and their datastore
 * functions answer.
 */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const N = '/v1/system/networking'
const lot = (name: string, blocks: [string, string][], kind = 'infra') =>
  api('POST', `${N}/address-lot`, {
    body: {
      name,
      description: '',
      kind,
      blocks: blocks.map(([first_address, last_address]) => ({ first_address, last_address })),
    },
  })
const loopback = (address: string, extra: Record<string, unknown> = {}) =>
  api('POST', `${N}/loopback-address`, {
    body: {
      address,
      mask: 32,
      address_lot: 'initial-infra',
      anycast: false,
      rack_id: RACK_ID,
      switch_slot: 'switch0',
      ...extra,
    },
  })

describe('address lots', () => {
  it('lists to fleet viewers only, creates with blocks, views, pages blocks', async () => {
    expect(names((await api('GET', `${N}/address-lot`)).body)).toEqual([
      'as65002-lot',
      'initial-infra',
    ])
    expect((await api('GET', `${N}/address-lot`, { as: 'katherine' })).status).toBe(200)
    expect((await api('GET', `${N}/address-lot`, { as: 'alan' })).status).toBe(403)
    const made = await lot('edge', [
      ['10.1.0.0', '10.1.0.255'],
      ['fd00::1', 'fd00::ff'],
    ])
    expect(made.status).toBe(201)
    expect(made.body.lot).toMatchObject({ name: 'edge', kind: 'infra' })
    expect(made.body.blocks).toHaveLength(2)
    const view = await api('GET', `${N}/address-lot/edge`)
    expect(view.body.blocks.map((b: { first_address: string }) => b.first_address)).toEqual([
      '10.1.0.0',
      'fd00::1',
    ])
    const page = await api('GET', `${N}/address-lot/edge/blocks?limit=1`)
    expect(page.body.items).toHaveLength(1)
    expect(page.body.next_page).toBeTruthy()
    expect((await api('GET', `${N}/address-lot/nope`)).body.message).toBe(
      'not found: address-lot with name "nope"',
    )
  })

  it("checks blocks in the server's words; a taken name updates that lot's blocks", async () => {
    expect((await lot('x', [['10.0.0.9', '10.0.0.1']])).body.message).toBe(
      'Invalid range, first must be <= last',
    )
    expect((await lot('x', [['10.0.0.1', 'fd00::1']])).body.message).toBe(
      'Block bounds must be in same address family',
    )
    expect((await lot('x', [['10.0.0.300', '10.0.0.1']])).body.message).toMatch(
      /^unable to parse JSON body: blocks\[0\]\.first_address: invalid IP address syntax/,
    )
    const first = await lot('x', [['10.0.0.1', '10.0.0.9']], 'pool')
    const again = await lot(
      'x',
      [
        ['10.0.0.1', '10.0.0.9'],
        ['10.0.1.1', '10.0.1.9'],
      ],
      'infra',
    )
    expect(again.status).toBe(201)
    expect(again.body.lot).toEqual(first.body.lot)
    expect(again.body.blocks[0].id).toBe(first.body.blocks[0].id)
    expect((await api('GET', `${N}/address-lot/x`)).body.blocks).toHaveLength(2)
    expect((await lot('y', [], 'infra')).status).toBe(201)
    const viewer = await api('POST', `${N}/address-lot`, {
      as: 'katherine',
      body: { name: 'z', description: '', kind: 'infra', blocks: [] },
    })
    expect(viewer.status).toBe(403)
  })

  it('refuses to delete a lot addresses are reserved from', async () => {
    const inUse = await api('DELETE', `${N}/address-lot/initial-infra`)
    expect(inUse.body).toMatchObject({ error_code: 'InvalidRequest', message: 'lot is in use' })
    expect((await api('DELETE', `${N}/address-lot/as65002-lot`, { as: 'katherine' })).status).toBe(
      403,
    )
    expect((await api('DELETE', `${N}/address-lot/as65002-lot`)).status).toBe(204)
    expect(db.addressLots.map((l) => l.name)).toEqual(['initial-infra'])
  })
})

describe('loopback addresses', () => {
  it('reserves from a block of the lot, once (anycast may share)', async () => {
    const made = await loopback('172.20.15.15')
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ address: '172.20.15.15/32', switch_slot: 'switch0' })
    expect((await loopback('172.20.15.99')).body.message).toBe('address not in lot')
    expect((await loopback('172.20.15.15', { switch_slot: 'switch1' })).body.message).toBe(
      'address unavailable',
    )
    expect((await loopback('172.20.15.16', { anycast: true })).status).toBe(201)
    expect((await loopback('172.20.15.16', { anycast: true, switch_slot: 'switch1' })).status).toBe(
      201,
    )
    expect((await loopback('172.20.15.16', { anycast: true })).body.message).toBe(
      'already exists: loopback-address "lo 172.20.15.16/32"',
    )
    expect((await loopback('172.20.15.17', { mask: 33 })).body.message).toBe('invalid address')
    expect((await loopback('172.20.15.17', { address_lot: 'nope' })).status).toBe(404)
    expect((await loopback('172.20.15.17', { rack_id: crypto.randomUUID() })).status).toBe(404)
  })

  it('deletes by rack, switch, address and mask', async () => {
    const path = `${N}/loopback-address/${RACK_ID}/switch0/172.20.15.11/32`
    expect((await api('DELETE', path, { as: 'katherine' })).status).toBe(403)
    expect((await api('DELETE', path)).status).toBe(204)
    const again = await api('DELETE', path)
    expect(again.status).toBe(404)
    expect(again.body.message).toContain('switch_slot = Switch0')
    expect((await loopback('172.20.15.11')).status).toBe(201)
  })
})

const settings = (name: string, address = '172.20.15.13/30') => ({
  name,
  description: 'd',
  port_config: { geometry: 'qsfp28x1' },
  links: [PHY0_LINK],
  interfaces: [{ link_name: 'phy0', v6_enabled: false, kind: { type: 'primary' } }],
  routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.14' }] }],
  addresses: [{ link_name: 'phy0', addresses: [{ address, address_lot: 'initial-infra' }] }],
})

describe('switch port settings', () => {
  const P = `${N}/switch-port-settings`
  it('creates, views, upserts by name, deletes', async () => {
    const made = await api('POST', P, { body: settings('uplink2') })
    expect(made.status).toBe(201)
    expect(made.body.addresses[0]).toMatchObject({
      address: '172.20.15.13/30',
      address_lot_name: 'initial-infra',
      interface_name: 'phy0',
    })
    expect(made.body.routes[0]).toMatchObject({ dst: '0.0.0.0/0', gw: '172.20.15.14' })
    expect((await api('POST', P, { body: settings('other') })).body.message).toBe(
      'address unavailable',
    )
    // the same address again under the same name: the old one is given back first
    const again = await api('POST', P, { body: settings('uplink2') })
    expect(again.body.id).toBe(made.body.id)
    expect((await api('GET', `${P}/uplink2`)).body.links[0].speed).toBe('speed100_g')
    expect(names((await api('GET', P)).body)).toContain('uplink2')
    expect((await api('DELETE', `${P}?port_settings=uplink2`, { as: 'katherine' })).status).toBe(
      403,
    )
    expect((await api('DELETE', P)).body.message).toBe('name or id required')
    expect((await api('DELETE', `${P}?port_settings=uplink2`)).status).toBe(204)
    expect((await api('DELETE', `${P}?port_settings=uplink2`)).body.message).toBe(
      'port settings not found',
    )
    expect((await api('GET', `${P}/uplink2`)).body.message).toBe(
      'not found: switch-port-settings with name "uplink2"',
    )
  })

  it("refuses an unknown lot, an address outside it; deleting one a port uses is the server's", async () => {
    const noLot = settings('x')
    noLot.addresses = [
      { link_name: 'phy0', addresses: [{ address: '1.2.3.4/24', address_lot: 'no' }] },
    ]
    expect((await api('POST', P, { body: noLot })).body.message).toBe('AddressLot not found')
    expect((await api('POST', P, { body: settings('x', '192.0.2.1/24') })).body.message).toBe(
      'address not in lot',
    )
    expect((await api('DELETE', `${P}?port_settings=default-uplink0`)).status).toBe(204)
  })
})

describe('allow-list', () => {
  const A = `${N}/allow-list`
  const put = (allowed_ips: unknown, as?: 'katherine') =>
    api('PUT', A, { body: { allowed_ips }, ...(as ? { as } : {}) })
  it('reads to viewers, refuses lists that lock the caller out', async () => {
    expect((await api('GET', A, { as: 'katherine' })).body.allowed_ips).toEqual({ allow: 'any' })
    expect((await put({ allow: 'list', ips: [] })).body.message).toMatch(
      /^unable to parse JSON body: allowed_ips\.ips: IP allowlist must not be empty/,
    )
    expect((await put({ allow: 'list', ips: ['0.0.0.0/8'] })).body.message).toMatch(
      /unspecified address/,
    )
    expect((await put({ allow: 'list', ips: ['10.0.0.0/0'] })).body.message).toBe(
      'Source IP allowlist entries may not have a netmask of /0.',
    )
    expect((await put({ allow: 'list', ips: ['192.0.2.0/24'] })).body.message).toMatch(
      /^The source IP allow list would prevent access from the current client!/,
    )
    const ok = { allow: 'list', ips: [`${MOCK_CLIENT_IP}/32`, '192.0.2.0/24'] }
    expect((await put(ok, 'katherine')).status).toBe(403)
    const saved = await put(ok)
    expect(saved.status).toBe(200)
    expect(saved.body.allowed_ips).toEqual(ok)
    expect((await put({ allow: 'any' })).body.allowed_ips).toEqual({ allow: 'any' })
  })
})

describe('inbound ICMP', () => {
  const I = `${N}/inbound-icmp`
  it('reads to viewers, changes for admins (204)', async () => {
    expect((await api('GET', I, { as: 'katherine' })).body).toEqual({ enabled: true })
    expect((await api('PUT', I, { as: 'katherine', body: { enabled: false } })).status).toBe(403)
    expect((await api('PUT', I, { body: { enabled: false } })).status).toBe(204)
    expect((await api('GET', I)).body).toEqual({ enabled: false })
    expect((await api('GET', I, { as: 'alan' })).status).toBe(403)
  })
})
