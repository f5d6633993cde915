import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { RACK_ID } from './data/inventory'
import { resetDb } from './db'
import { api } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const HW = '/v1/system/hardware'
const at = (port: string, slot = 'switch0', rest = '') =>
  `${HW}/switch-port/${port}${rest}?rack_id=${RACK_ID}&switch_slot=${slot}`

describe('switch ports', () => {
  it('lists the 64 ports by id, a page at a time, for fleet viewers', async () => {
    const first = await api('GET', `${HW}/switch-port?limit=50`, { as: 'katherine' })
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(50)
    const rest = await api('GET', `${HW}/switch-port?limit=50&page_token=${first.body.next_page}`)
    expect(rest.body.items).toHaveLength(14)
    const uplinks = [...first.body.items, ...rest.body.items].filter(
      (p: { port_settings_id: string | null }) => p.port_settings_id,
    )
    expect(uplinks.map((p: { port_name: string }) => p.port_name)).toEqual(['qsfp0', 'qsfp0'])
    expect((await api('GET', `${HW}/switch-port`, { as: 'alan' })).status).toBe(403)
  })

  it('reports the uplink up and a port with other settings down; no settings is a 500', async () => {
    const up = await api('GET', at('qsfp0', 'switch0', '/status'))
    expect(up.status).toBe(200)
    expect(up.body.link).toMatchObject({ link_state: 'up', speed: 'Speed100G', fec: 'RS' })
    expect(up.body.monitors.temperature).toBeGreaterThan(0)
    expect((await api('GET', at('qsfp5', 'switch0', '/status'))).status).toBe(500)
    const bad = await api('GET', at('qsfp40', 'switch0', '/status'))
    expect(bad.status).toBe(400)
    const noSlot = await api('GET', `${HW}/switch-port/qsfp0/status?rack_id=${RACK_ID}`)
    expect(noSlot.body.message).toBe('unable to parse query string: missing field `switch_slot`')
  })

  it('applies settings by name and clears them, for fleet admins only', async () => {
    const body = { port_settings: 'default-uplink0' }
    const viewer = await api('POST', at('qsfp5', 'switch0', '/settings'), { as: 'katherine', body })
    expect(viewer.status).toBe(403)
    const applied = await api('POST', at('qsfp5', 'switch0', '/settings'), { body })
    expect(applied.status).toBe(204)
    const status = await api('GET', at('qsfp5', 'switch0', '/status'))
    expect(status.body.link.link_state).toBe('down')
    const missing = await api('POST', at('qsfp5', 'switch0', '/settings'), {
      body: { port_settings: 'nope' },
    })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('not found: switch-port-settings with name "nope"')
    const noPort = await api('POST', at('qsfp77', 'switch0', '/settings'), { body })
    expect(noPort.body.message).toBe('not found: switch-port with name "qsfp77"')
    expect((await api('DELETE', at('qsfp5', 'switch0', '/settings'))).status).toBe(204)
    expect((await api('GET', at('qsfp5', 'switch0', '/status'))).status).toBe(500)
  })

  it('reads and replaces a port’s LLDP config; a port with no settings has none', async () => {
    const config = await api('GET', at('qsfp0', 'switch1', '/lldp/config'))
    expect(config.body).toMatchObject({ enabled: true, system_name: 'oxide-switch1' })
    const update = { id: config.body.id, enabled: false, system_name: 'rack-a' }
    const res = await api('POST', at('qsfp0', 'switch1', '/lldp/config'), { body: update })
    expect(res.status).toBe(204)
    const after = await api('GET', at('qsfp0', 'switch1', '/lldp/config'))
    expect(after.body).toMatchObject({ enabled: false, system_name: 'rack-a', chassis_id: null })
    const wrongId = { ...update, id: '11d90000-0000-4000-8000-000000000009' }
    const refused = await api('POST', at('qsfp0', 'switch1', '/lldp/config'), { body: wrongId })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      `id (${config.body.id}) doesn't match provided config (${wrongId.id})`,
    )
    const none = await api('GET', at('qsfp3', 'switch1', '/lldp/config'))
    expect(none.status).toBe(400)
    expect(none.body.message).toBe(
      'unsupported value for "settings": switch port not yet configured',
    )
  })

  it('hears the provider edge router on the uplinks', async () => {
    const url = (port: string) => `${HW}/rack-switch-port/${RACK_ID}/switch0/${port}/lldp/neighbors`
    const heard = await api('GET', url('qsfp0'), { as: 'katherine' })
    expect(heard.body.items).toHaveLength(1)
    expect(heard.body.items[0]).toMatchObject({ system_name: 'pe-router-1', local_port: 'qsfp0/0' })
    expect(heard.body.next_page).toBeTruthy()
    expect((await api('GET', url('qsfp4'))).status).toBe(404)
  })

  it('refuses settings of another ASN than the switch already peers with', async () => {
    const { db } = await import('./db')
    const other = structuredClone(db.switchPortSettings[0])
    if (!other) throw new Error('seed')
    db.bgpConfigs.push({
      ...structuredClone(db.bgpConfigs[0]),
      id: 'b9900000-0000-4000-8000-000000000009',
      name: 'as65100',
      asn: 65100,
    } as (typeof db.bgpConfigs)[number])
    other.id = '5e770000-0000-4000-8000-000000000009'
    other.name = 'other-asn'
    other.bgp_peers = other.bgp_peers.map((p) => ({ ...p, bgp_config: 'as65100' }))
    db.switchPortSettings.push(other)
    const res = await api('POST', at('qsfp1', 'switch0', '/settings'), {
      body: { port_settings: 'other-asn' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('a different asn is already configured on this switch')
  })
})
