import type { SwitchPortSettings, SwitchPortSettingsIdentity } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, isUuid, now } from '../db'
import { invalidRequest, invalidValue, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { reserve } from './lot-reservations'
import { type PortSettingsBody, readPortSettings } from './port-settings-body'

/**
 * Switch port settings (nexus/src/app/switch_port.rs, datastore/switch_port.rs). Fleet viewers
 * read; creating and deleting take a fleet admin (Modify on the fleet). The create is an upsert
 * by name: settings of that name are replaced whole, keeping their id (what the old ones held
 * from address lots is given back first). The delete checks no switch port: a port that used
 * the settings keeps their id. The list's `port_settings` is a scan parameter the server never
 * reads, so it filters nothing here either.
 */
type Stored = Json<SwitchPortSettings>

const identity = (s: Stored): Json<SwitchPortSettingsIdentity> => ({
  id: s.id,
  name: s.name,
  description: s.description,
  time_created: s.time_created,
  time_modified: s.time_modified,
})

const byNameOrId = (selector: string) =>
  db.switchPortSettings.find((s) => (isUuid(selector) ? s.id === selector : s.name === selector))

/** `switch_port_settings_validate`: BGP peers' MD5 keys. */
function checkKeys(body: PortSettingsBody) {
  for (const { peer } of body.bgpPeers) {
    const key = peer.md5_auth_key
    if (!key) continue
    const who =
      peer.addr.type === 'numbered' ? `peer ${peer.addr.ip}` : `unnumbered peer ${peer.bgp_config}`
    if (key.length > 80)
      throw invalidValue('md5_auth_key', `md5 auth key for ${who} is longer than 80 characters`)
    if ([...key].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) > 0x7e))
      throw invalidValue('md5_auth_key', `md5 auth key for ${who} must be printable ascii`)
  }
}

/** `do_switch_port_settings_create`, in its order: links, interfaces, routes, peers, addresses. */
function build(id: string, body: PortSettingsBody): Stored {
  const ps = id
  const links = body.links.map((l) => ({
    port_settings_id: ps,
    link_name: l.link_name,
    mtu: l.mtu,
    fec: l.fec,
    speed: l.speed,
    autoneg: l.autoneg,
    lldp_link_config: { id: crypto.randomUUID(), ...l.lldp },
    tx_eq_config: l.tx_eq,
  }))
  const interfaces = body.interfaces.map((i) => ({
    id: crypto.randomUUID(),
    port_settings_id: ps,
    interface_name: i.link,
    kind: i.kind,
    v6_enabled: i.v6_enabled,
  }))
  const routes = body.routes.map(({ link, ...r }) => ({
    port_settings_id: ps,
    interface_name: link,
    ...r,
  }))
  const seen = new Set<string>()
  const bgpPeers = body.bgpPeers.map(({ link, peer }) => {
    const key = peer.addr.type === 'numbered' ? `address ${peer.addr.ip}` : `link ${link}`
    if (seen.has(key)) throw invalidRequest(`duplicate ${peer.addr.type} peer using ${key}`)
    seen.add(key)
    const config = peer.bgp_config
    if (!db.bgpConfigs.some((c) => (isUuid(config) ? c.id === config : c.name === config)))
      throw invalidRequest('BGP config not found')
    return peer
  })
  const addresses = body.addresses.map(({ link, address, lot: selector, vlan_id }) => {
    const lot = db.addressLots.find((l) =>
      isUuid(selector) ? l.id === selector : l.name === selector,
    )
    if (!lot) throw invalidRequest('AddressLot not found')
    const block = reserve(lot.id, address.text.split('/')[0] ?? '', false)
    return {
      port_settings_id: ps,
      interface_name: link,
      address: address.text,
      address_lot_id: lot.id,
      address_lot_block_id: block.id,
      address_lot_name: lot.name,
      vlan_id,
    }
  })
  return {
    id,
    name: body.name,
    description: body.description,
    time_created: now(),
    time_modified: now(),
    port: { port_settings_id: ps, geometry: body.geometry },
    groups: [],
    links,
    interfaces,
    routes,
    bgp_peers: bgpPeers,
    addresses,
  }
}

export const switchPortSettingsHandlers: HandlerMap = {
  networkingSwitchPortSettingsList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(query, db.switchPortSettings.map(identity))
  },

  networkingSwitchPortSettingsCreate: ({ body, user }) => {
    const parsed = readPortSettings(body)
    requireFleetRole(user, 'admin')
    checkKeys(parsed)
    const old = db.switchPortSettings.find((s) => s.name === parsed.name)
    // an update deletes and recreates in one transaction: the old addresses are free meanwhile
    const others = db.switchPortSettings.filter((s) => s !== old)
    const before = db.switchPortSettings
    db.switchPortSettings = others
    try {
      const settings = build(old?.id ?? crypto.randomUUID(), parsed)
      db.switchPortSettings = [...others, settings]
      return json(settings, 201)
    } catch (e) {
      db.switchPortSettings = before
      throw e
    }
  },

  networkingSwitchPortSettingsView: ({ path, user }) => {
    requireFleetRole(user, 'viewer')
    const found = byNameOrId(path.port)
    if (!found) throw lookupNotFound('switch-port-settings', path.port, isUuid(path.port))
    return found
  },

  networkingSwitchPortSettingsDelete: ({ query, user }) => {
    requireFleetRole(user, 'admin')
    if (!query.portSettings) throw invalidRequest('name or id required')
    const found = byNameOrId(query.portSettings)
    if (!found) throw invalidRequest('port settings not found')
    db.switchPortSettings = db.switchPortSettings.filter((s) => s !== found)
  },
}
