import type {
  LinkSpeed,
  LldpLinkConfig,
  LldpNeighbor,
  SwitchPort,
  SwitchPortSettings,
  SwitchSlot,
  User,
} from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, parseUuid } from '../db'
import {
  conflict,
  errorResponse,
  internalError,
  invalidRequest,
  invalidValue,
  lookupNotFound,
} from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { stdIpText } from '../std-net'
import { uuidParseError } from '../uuid-text'
import { nameProblem, reader } from './body'
import { queryParseError } from './lookups'

/**
 * The rack switches' ports (data/rack-network.ts): the list, a port's link state as the switch
 * reports it, its LLDP configuration (a leaf of the port settings applied to it) and the LLDP
 * neighbors heard on it, and applying or clearing settings. Only `qsfp0` of each switch is
 * cabled (to the provider edge router): a port with settings there is up, any other is down.
 * Read nexus `app/switch_port.rs`, `app/lldp.rs` and `datastore/lldp.rs`, `switch_port.rs`.
 */
const SLOTS: readonly SwitchSlot[] = ['switch0', 'switch1']
const SEEN = '2025-02-20T12:05:00Z'

const requireFleetViewer = (user: Json<User>) => requireFleetRole(user, 'viewer')

const pathError = (detail: string) =>
  errorResponse(400, null, `bad parameter in URL path: ${detail}`)

const slotProblem = (value: string) =>
  `unknown variant \`${value}\`, expected \`switch0\` or \`switch1\``

/** A port's name in the path: dropshot reads it as a `Name`. */
function portName(port: string) {
  const problem = nameProblem(port)
  if (problem) throw pathError(problem)
  return port
}

/** The `?rack_id=&switch_slot=` every call on one port takes (`SwitchPortSelector`). */
function selector(query: { rackId?: string | null; switchSlot?: string | null }) {
  if (query.rackId == null) throw queryParseError('missing field `rack_id`')
  const rackId = parseUuid(query.rackId)
  if (!rackId) throw queryParseError(uuidParseError(query.rackId))
  if (query.switchSlot == null) throw queryParseError('missing field `switch_slot`')
  const slot = SLOTS.find((s) => s === query.switchSlot)
  if (!slot) throw queryParseError(slotProblem(query.switchSlot))
  return { rackId, slot }
}

/** `switch_port_get_id`: the port by rack, switch and name. */
function findPort(rackId: string, slot: SwitchSlot, port: string) {
  const found = db.switchPorts.find(
    (p) => p.rack_id === rackId && p.switch_slot === slot && p.port_name === port,
  )
  if (!found) throw lookupNotFound('switch-port', port, false)
  return found
}

/** The port a call names, parsed as dropshot does before the handler runs (400s). */
const target = (path: { port: string }, query: Parameters<typeof selector>[0]) => ({
  port: portName(path.port),
  ...selector(query),
})
const find = (t: ReturnType<typeof target>) => findPort(t.rackId, t.slot, t.port)

const settingsOf = (port: Json<SwitchPort>) =>
  db.switchPortSettings.find((s) => s.id === port.port_settings_id)

/** Only the uplink ports are cabled, to the provider edge router. */
const cabled = (port: Json<SwitchPort>) => port.port_name === 'qsfp0'

/** The link's LLDP config (`lldp_config_id_get`), with the server's refusals. */
function lldpOf(port: Json<SwitchPort>): Json<LldpLinkConfig> {
  if (!port.port_settings_id) throw invalidValue('settings', 'switch port not yet configured')
  const link = settingsOf(port)?.links[0]
  if (!link) throw lookupNotFound('switch-port-settings', port.port_settings_id, true)
  if (!link.lldp_link_config) throw invalidValue('settings', 'lldp not configured for this port')
  return link.lldp_link_config
}

const DPD_SPEED: Record<LinkSpeed, string> = {
  speed0_g: 'Speed0G',
  speed1_g: 'Speed1G',
  speed10_g: 'Speed10G',
  speed25_g: 'Speed25G',
  speed40_g: 'Speed40G',
  speed50_g: 'Speed50G',
  speed100_g: 'Speed100G',
  speed200_g: 'Speed200G',
  speed400_g: 'Speed400G',
}
const DPD_FEC = { rs: 'RS', firecode: 'Firecode', none: 'None' } as const

/**
 * `SwitchLinkState`: the switch daemon's link (dpd's `Link`) and its transceiver's monitors.
 * A port with no settings has no link in dpd, whose 404 Nexus answers as a 500.
 */
function linkState(port: Json<SwitchPort>, settings: Json<SwitchPortSettings>) {
  const link = settings.links[0]
  const up = cabled(port)
  const index = SLOTS.indexOf(port.switch_slot) * 32 + Number(port.port_name.slice(4))
  return {
    link: {
      address: { a: [0xa8, 0x40, 0x25, 0x00, SLOTS.indexOf(port.switch_slot), index] },
      asic_id: index,
      autoneg: link?.autoneg ?? false,
      enabled: true,
      fec: link?.fec ? DPD_FEC[link.fec] : null,
      fsm_state: up ? 'LinkUp' : 'Idle',
      ipv6_enabled: settings.interfaces.some((i) => i.v6_enabled),
      kr: false,
      link_id: 0,
      link_state: up ? 'up' : 'down',
      media: up ? 'Optical' : 'None',
      port_id: port.port_name,
      prbs: 'Mission',
      presence: up,
      speed: link ? DPD_SPEED[link.speed] : 'Speed0G',
      tofino_connector: index + 1,
    },
    monitors: up
      ? {
          aux_monitors: null,
          receiver_power: [0.82, 0.79, 0.85, 0.8].map((average) => ({ average })),
          supply_voltage: 3.29,
          temperature: 38.5,
          transmitter_bias_current: [6.9, 7.1, 7, 6.8],
          transmitter_power: [0.91, 0.88, 0.9, 0.93],
        }
      : null,
  }
}

/** What the provider edge router advertises on a cabled port with settings. */
function neighbors(port: Json<SwitchPort>): (Json<LldpNeighbor> & { id: string })[] {
  if (!cabled(port) || !port.port_settings_id) return []
  const s = SLOTS.indexOf(port.switch_slot)
  return [
    {
      id: `11d9e000-0000-4000-8000-${String(s + 1).padStart(12, '0')}`,
      local_port: `${port.port_name}/0`,
      first_seen: SEEN,
      last_seen: new Date().toISOString(),
      link_name: `Ethernet1/${s + 1}`,
      link_description: `to oxide rack ${port.switch_slot}`,
      chassis_id: `00:1b:21:3c:9d:0${s}`,
      system_name: 'pe-router-1',
      system_description: 'Provider edge router, uplink for AS 65001',
      management_ip: [
        {
          addr: { ip_addr: `172.20.15.${s === 0 ? 1 : 5}` },
          interface_num: { if_index: s + 1 },
          oid: null,
        },
      ],
    },
  ]
}

export const switchPortHandlers: HandlerMap = {
  /**
   * Every port, by id. The SDK's `switch_port_id` is parsed but, as in Nexus's
   * `switch_port_list`, selects nothing.
   */
  networkingSwitchPortList: ({ query, user }) => {
    requireFleetViewer(user)
    if (query.switchPortId != null && !parseUuid(query.switchPortId))
      throw queryParseError(uuidParseError(query.switchPortId))
    return paginated(query, db.switchPorts)
  },

  /**
   * Nexus asks the switch daemon directly (the rack id is not read): a name that is no QSFP
   * port is a 400; a port with no link (no settings) a 500, as dpd's 404 becomes.
   */
  networkingSwitchPortStatus: ({ path, query, user }) => {
    const t = target(path, query)
    requireFleetViewer(user)
    if (!/^qsfp([0-9]|[12][0-9]|3[01])$/.test(t.port))
      throw invalidRequest(`invalid port name: ${t.port}`)
    const port = db.switchPorts.find((p) => p.switch_slot === t.slot && p.port_name === t.port)
    const settings = port && settingsOf(port)
    if (!port || !settings) throw internalError()
    return linkState(port, settings)
  },

  networkingSwitchPortLldpConfigView: ({ path, query, user }) => {
    const t = target(path, query)
    requireFleetViewer(user)
    return lldpOf(find(t))
  },

  /** Every field is replaced; the body's id must be the link's config (`lldp_config_update`). */
  networkingSwitchPortLldpConfigUpdate: ({ path, query, body, user }) => {
    const t = target(path, query)
    const r = reader(body)
    const id = r.string('id')
    if (!parseUuid(id)) throw r.fail('id', uuidParseError(id))
    const enabled = r.bool('enabled')
    const text = (k: string) => r.optString(k) ?? null
    const givenIp = text('management_ip')
    // the `IpAddr` as std writes it
    const managementIp = givenIp === null ? null : stdIpText(givenIp)
    if (managementIp === undefined) throw r.fail('management_ip', 'invalid IP address syntax')
    requireFleetRole(user, 'admin')
    const config = lldpOf(find(t))
    if (config.id !== id)
      throw invalidRequest(`id (${config.id}) doesn't match provided config (${id})`)
    Object.assign(config, {
      enabled,
      link_name: text('link_name'),
      link_description: text('link_description'),
      chassis_id: text('chassis_id'),
      system_name: text('system_name'),
      system_description: text('system_description'),
      management_ip: managementIp,
    })
    return undefined
  },

  /** What lldpd heard on the port; a port it has no link for is a 404 (`lldp_neighbors_get`). */
  networkingSwitchPortLldpNeighbors: ({ path, query, user }) => {
    if (!parseUuid(path.rackId)) throw pathError(uuidParseError(path.rackId))
    if (!SLOTS.includes(path.switchSlot)) throw pathError(slotProblem(path.switchSlot))
    const name = portName(path.port)
    requireFleetViewer(user)
    const port = db.switchPorts.find(
      (p) =>
        p.rack_id === parseUuid(path.rackId) &&
        p.switch_slot === path.switchSlot &&
        p.port_name === name,
    )
    if (!port?.port_settings_id) throw lookupNotFound('switch-port', name, false)
    const page = paginated(query, neighbors(port))
    return { ...page, items: page.items.map(({ id: _, ...n }) => n) }
  },

  /**
   * Settings by name must exist; by id they are taken as given, as Nexus does. Settings with a
   * BGP peer of another ASN than one already configured on the switch are refused.
   */
  networkingSwitchPortApplySettings: ({ path, query, body, user }) => {
    const t = target(path, query)
    const r = reader(body)
    // a `NameOrId`: what is neither was refused by the body walk
    const wanted = r.string('port_settings')
    const id = parseUuid(wanted)
    requireFleetRole(user, 'admin')
    const port = find(t)
    const settings = id
      ? db.switchPortSettings.find((s) => s.id === id)
      : db.switchPortSettings.find((s) => s.name === wanted)
    if (!id && !settings) throw lookupNotFound('switch-port-settings', wanted, false)
    const asnOf = (s: Json<SwitchPortSettings> | undefined) => {
      const ref = s?.bgp_peers[0]?.bgp_config
      return db.bgpConfigs.find((c) => c.id === ref || c.name === ref)?.asn
    }
    const asn = asnOf(settings)
    if (asn !== undefined) {
      const others = db.switchPorts
        .filter((p) => p.switch_slot === port.switch_slot && p.port_settings_id)
        .map((p) => asnOf(settingsOf(p)))
      if (others.some((a) => a !== undefined && a !== asn))
        throw conflict('a different asn is already configured on this switch')
    }
    port.port_settings_id = settings?.id ?? id ?? null
    return undefined
  },

  networkingSwitchPortClearSettings: ({ path, query, user }) => {
    const t = target(path, query)
    requireFleetRole(user, 'admin')
    find(t).port_settings_id = null
    return undefined
  },
}
