import type {
  AddressLot,
  AddressLotBlock,
  AllowList,
  BgpAnnouncement,
  BgpAnnounceSet,
  BgpConfig,
  BgpPeer,
  LoopbackAddress,
  SwitchPort,
  SwitchPortSettings,
  SwitchSlot,
} from '@oxide/api'
import type { Json } from '../json'
import { uid } from './ids'
import { RACK_ID } from './inventory'

/**
 * The rack's uplinks as rack setup leaves them (nexus app/rack.rs): the `initial-infra` lot for
 * the switches' own addresses; for the BGP config of AS 65002 a lot `as65002-lot`, an announce
 * set `as65002-announce` and the config `as65002`; one uplink per switch (`qsfp0`) with port
 * settings `default-uplink0` and `default-uplink1`, each link `phy0` with one address and a
 * BGP peer. Every switch has 32 QSFP ports; the other 30 have no settings yet.
 *
 * This file is the one seed of rack networking; each area's handlers own their rules.
 */
const SEEDED = { time_created: '2025-02-20T12:00:00Z', time_modified: '2025-02-20T12:00:00Z' }

export const NET_ID = {
  lot: '1a700000',
  block: '1b700000',
  settings: '5e770000',
  port: '5e7a0000',
  bgp: 'b9900000',
  announceSet: 'a5500000',
  loopback: '100b0000',
  lldp: '11d90000',
  iface: '1f000000',
} as const

export const ASN = 65002
const SLOTS: SwitchSlot[] = ['switch0', 'switch1']

export const addressLots: Json<AddressLot>[] = [
  {
    id: uid(NET_ID.lot, 1),
    name: 'initial-infra',
    description: 'Initial infrastructure address lot',
    kind: 'infra',
    ...SEEDED,
  },
  {
    id: uid(NET_ID.lot, 2),
    name: `as${ASN}-lot`,
    description: `Address lot for announce set in as ${ASN}`,
    kind: 'infra',
    ...SEEDED,
  },
]

/** Each lot's blocks, by lot id. */
export const addressLotBlocks: Record<string, Json<AddressLotBlock>[]> = {
  [uid(NET_ID.lot, 1)]: [
    { id: uid(NET_ID.block, 1), first_address: '172.20.15.10', last_address: '172.20.15.20' },
  ],
  [uid(NET_ID.lot, 2)]: [
    { id: uid(NET_ID.block, 2), first_address: '198.51.100.0', last_address: '198.51.100.255' },
  ],
}

export const bgpAnnounceSets: Json<BgpAnnounceSet>[] = [
  {
    id: uid(NET_ID.announceSet, 1),
    name: `as${ASN}-announce`,
    description: `Announce set for AS ${ASN}`,
    ...SEEDED,
  },
]

/** Each announce set's announcements, by set id. */
export const bgpAnnouncements: Record<string, Json<BgpAnnouncement>[]> = {
  [uid(NET_ID.announceSet, 1)]: [
    {
      announce_set_id: uid(NET_ID.announceSet, 1),
      address_lot_block_id: uid(NET_ID.block, 2),
      network: '198.51.100.0/24',
    },
  ],
}

export const bgpConfigs: Json<BgpConfig>[] = [
  {
    id: uid(NET_ID.bgp, 1),
    name: `as${ASN}`,
    description: `BGP config for AS ${ASN}`,
    asn: ASN,
    max_paths: 1,
    vrf: null,
    ...SEEDED,
  },
]

/** The announce set each BGP config was created with (BgpConfig does not show it). */
export const bgpConfigAnnounceSets: Record<string, string> = {
  [uid(NET_ID.bgp, 1)]: uid(NET_ID.announceSet, 1),
}

const peer = (n: number): Json<BgpPeer> => ({
  addr: { type: 'numbered', ip: `172.20.15.${n === 0 ? 1 : 5}` },
  bgp_config: `as${ASN}`,
  allowed_export: { type: 'no_filtering' },
  allowed_import: { type: 'no_filtering' },
  communities: [],
  connect_retry: 3,
  delay_open: 0,
  enforce_first_as: false,
  hold_time: 6,
  idle_hold_time: 3,
  keepalive: 2,
  local_pref: null,
  md5_auth_key: null,
  min_ttl: null,
  multi_exit_discriminator: null,
  remote_asn: 65001,
  vlan_id: null,
})

const uplinkSettings = (n: number): Json<SwitchPortSettings> => {
  const id = uid(NET_ID.settings, n + 1)
  return {
    id,
    name: `default-uplink${n}`,
    description: 'initial uplink configuration',
    port: { port_settings_id: id, geometry: 'qsfp28x1' },
    groups: [],
    links: [
      {
        port_settings_id: id,
        link_name: 'phy0',
        mtu: 1500,
        fec: 'rs',
        speed: 'speed100_g',
        autoneg: false,
        lldp_link_config: {
          id: uid(NET_ID.lldp, n + 1),
          enabled: true,
          link_name: `qsfp0-${SLOTS[n]}`,
          link_description: 'uplink to the provider edge',
          chassis_id: `oxide-${SLOTS[n]}`,
          system_name: `oxide-${SLOTS[n]}`,
          system_description: 'Oxide Sidecar',
          management_ip: null,
        },
        tx_eq_config: null,
      },
    ],
    interfaces: [
      {
        id: uid(NET_ID.iface, n + 1),
        port_settings_id: id,
        interface_name: 'phy0',
        kind: { type: 'primary' },
        v6_enabled: false,
      },
    ],
    addresses: [
      {
        port_settings_id: id,
        interface_name: 'phy0',
        address: `172.20.15.${n === 0 ? 2 : 6}/30`,
        address_lot_id: uid(NET_ID.lot, 1),
        address_lot_block_id: uid(NET_ID.block, 1),
        address_lot_name: 'initial-infra',
        vlan_id: null,
      },
    ],
    routes: [
      {
        port_settings_id: id,
        interface_name: 'phy0',
        dst: '0.0.0.0/0',
        gw: `172.20.15.${n === 0 ? 1 : 5}`,
        rib_priority: null,
        vlan_id: null,
      },
    ],
    bgp_peers: [peer(n)],
    ...SEEDED,
  }
}

export const switchPortSettings: Json<SwitchPortSettings>[] = [0, 1].map(uplinkSettings)

/** 32 QSFP ports per switch; `qsfp0` of each carries its uplink's settings. */
export const switchPorts: Json<SwitchPort>[] = SLOTS.flatMap((slot, s) =>
  Array.from({ length: 32 }, (_, p) => ({
    id: uid(NET_ID.port, s * 100 + p),
    port_name: `qsfp${p}`,
    rack_id: RACK_ID,
    switch_slot: slot,
    port_settings_id: p === 0 ? uid(NET_ID.settings, s + 1) : null,
  })),
)

export const loopbackAddresses: Json<LoopbackAddress>[] = SLOTS.map((slot, s) => ({
  id: uid(NET_ID.loopback, s + 1),
  rack_id: RACK_ID,
  switch_slot: slot,
  address: `172.20.15.${11 + s}/32`,
  address_lot_block_id: uid(NET_ID.block, 1),
}))

/** Rack setup leaves the allow-list open: any source may reach the rack's services. */
export const allowList: Json<AllowList> = { allowed_ips: { allow: 'any' }, ...SEEDED }

/** What the seed adds to the db (db.ts spreads it). */
export const rackNetworkSeed = () => ({
  addressLots,
  addressLotBlocks,
  bgpAnnounceSets,
  bgpAnnouncements,
  bgpConfigs,
  bgpConfigAnnounceSets,
  switchPortSettings,
  switchPorts,
  loopbackAddresses,
  allowList,
})
