import type { LinkFec, LinkSpeed, SwitchPortGeometry, SwitchPortSettingsCreate } from '@oxide/api'

/**
 * The switch port settings form's values and the body they make: one link (named like the
 * port's first lane, `phy0`) with its primary interface, LLDP, and the addresses and routes on
 * that link. BGP peers are left to the BGP screens' own step (the API takes them here too).
 */
export type SettingsValues = {
  name: string
  description: string
  geometry: SwitchPortGeometry
  linkName: string
  mtu: number | string | null
  speed: LinkSpeed
  /** 'auto' leaves it to the media (the API's null). */
  fec: LinkFec | 'auto'
  autoneg: boolean
  v6Enabled: boolean
  lldpEnabled: boolean
  lldpSystemName: string
  lldpLinkDescription: string
  addresses: { address: string; lot: string }[]
  routes: { dst: string; gw: string }[]
}

export const SETTINGS_DEFAULTS: SettingsValues = {
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  linkName: 'phy0',
  mtu: 1500,
  speed: 'speed100_g',
  fec: 'auto',
  autoneg: false,
  v6Enabled: false,
  lldpEnabled: false,
  lldpSystemName: '',
  lldpLinkDescription: '',
  addresses: [],
  routes: [],
}

const orNull = (text: string) => text.trim() || null

export function settingsBody(v: SettingsValues): SwitchPortSettingsCreate {
  const linkName = v.linkName.trim()
  return {
    name: v.name,
    description: v.description,
    portConfig: { geometry: v.geometry },
    links: [
      {
        linkName,
        mtu: Number(v.mtu),
        speed: v.speed,
        fec: v.fec === 'auto' ? null : v.fec,
        autoneg: v.autoneg,
        lldp: {
          enabled: v.lldpEnabled,
          systemName: orNull(v.lldpSystemName),
          linkDescription: orNull(v.lldpLinkDescription),
        },
      },
    ],
    interfaces: [{ linkName, kind: { type: 'primary' }, v6Enabled: v.v6Enabled }],
    addresses: v.addresses.length
      ? [
          {
            linkName,
            addresses: v.addresses.map((a) => ({ address: a.address.trim(), addressLot: a.lot })),
          },
        ]
      : [],
    routes: v.routes.length
      ? [{ linkName, routes: v.routes.map((r) => ({ dst: r.dst.trim(), gw: r.gw.trim() })) }]
      : [],
  }
}

export const SPEED_LABEL: Record<LinkSpeed, string> = {
  speed0_g: '0 Gbit/s',
  speed1_g: '1 Gbit/s',
  speed10_g: '10 Gbit/s',
  speed25_g: '25 Gbit/s',
  speed40_g: '40 Gbit/s',
  speed50_g: '50 Gbit/s',
  speed100_g: '100 Gbit/s',
  speed200_g: '200 Gbit/s',
  speed400_g: '400 Gbit/s',
}

export const GEOMETRY_LABEL: Record<SwitchPortGeometry, string> = {
  qsfp28x1: 'QSFP28 ×1 (one link of four lanes)',
  qsfp28x2: 'QSFP28 ×2 (two links of two lanes)',
  sfp28x4: 'SFP28 ×4 (four links of one lane)',
}

export const FEC_LABEL: Record<LinkFec | 'auto', string> = {
  auto: 'The media’s standard',
  none: 'None',
  firecode: 'Firecode',
  rs: 'Reed-Solomon',
}
