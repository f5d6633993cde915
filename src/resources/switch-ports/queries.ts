import type { SwitchPort, SwitchSlot } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** The rack's two switches, as the API names them. */
export const SWITCH_SLOTS = [
  { value: 'switch0', label: 'switch0' },
  { value: 'switch1', label: 'switch1' },
] as const satisfies { value: SwitchSlot; label: string }[]

/**
 * The rack switches' ports (system/inventory/switch-ports), for fleet viewers; applying
 * settings and the LLDP config, for fleet admins. A port is named by its rack, its switch's slot
 * and its name (`qsfp0`), which every call on it takes.
 */
type PortRef = Pick<SwitchPort, 'rackId' | 'switchSlot' | 'portName'>
const on = (p: PortRef) => ({
  path: { port: p.portName },
  query: { rackId: p.rackId, switchSlot: p.switchSlot },
})

export const switchPortList = (page: PageParams) => listQ('networkingSwitchPortList', {}, page)
/** Every port at once (a rack has 64): the port page finds its port here. */
export const allSwitchPorts = () =>
  q('networkingSwitchPortList', { query: { limit: PICKER_LIMIT } })
/** Every port settings object, to name the settings a port has and to pick new ones. */
export const allPortSettings = () =>
  q('networkingSwitchPortSettingsList', { query: { limit: PICKER_LIMIT } })
/** The link as the switch reports it; only a port with settings has one. */
export const switchPortStatus = (p: PortRef) => q('networkingSwitchPortStatus', on(p))
export const lldpConfig = (p: PortRef) => q('networkingSwitchPortLldpConfigView', on(p))
export const lldpNeighbors = (p: PortRef) =>
  q('networkingSwitchPortLldpNeighbors', {
    path: { rackId: p.rackId, switchSlot: p.switchSlot, port: p.portName },
    query: { limit: PICKER_LIMIT },
  })

export const applyPortSettings = (p: PortRef, portSettings: string) =>
  call('networkingSwitchPortApplySettings', { ...on(p), body: { portSettings } })
export const clearPortSettings = (p: PortRef) => call('networkingSwitchPortClearSettings', on(p))

/** What applying or clearing settings makes stale: the port, its link, LLDP and neighbors. */
export const SWITCH_PORT_OPS = [
  'networkingSwitchPortList',
  'networkingSwitchPortStatus',
  'networkingSwitchPortLldpConfigView',
  'networkingSwitchPortLldpNeighbors',
] as const satisfies Touches

/** What an LLDP config change makes stale (every port with the same settings shares it). */
export const LLDP_OPS = ['networkingSwitchPortLldpConfigView'] as const satisfies Touches
