import type { AddressLotBlock, LoopbackAddress } from '@oxide/api'
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import type { Touches } from '~/api/change'
import { call, listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/**
 * Rack networking (system/networking): address lots and their blocks, loopback addresses,
 * switch port settings and the allow-list. Fleet viewers read; changes need the fleet roles in
 * `util/fleet-roles.ts` (`addressLotCreate`, `rackNetworking`).
 */
export const addressLotList = (page: PageParams) => listQ('networkingAddressLotList', {}, page)
/** Every lot, for pickers and the block index (a rack has a handful). */
export const allAddressLots = () =>
  q('networkingAddressLotList', { query: { limit: PICKER_LIMIT } })
/** A lot with all its blocks, in one answer. */
export const addressLotView = (addressLot: string) =>
  q('networkingAddressLotView', { path: { addressLot } })
export const addressLotBlocks = (addressLot: string, page: PageParams) =>
  listQ(
    'networkingAddressLotBlockList',
    { path: { addressLot } },
    { limit: page.limit, ...(page.pageToken ? { pageToken: page.pageToken } : {}) },
  )

/** A loopback address with a name for its row (menus, bulk runs): `<address> on <switch>`. */
export type LoopbackRow = LoopbackAddress & { name: string }

/**
 * The loopback addresses a page at a time, as list rows. Keyed apart from `q`'s raw answers
 * (the rows differ); `invalidate('networkingLoopbackAddressList')` still reaches it.
 */
export const loopbackAddressList = (page: PageParams) => {
  const query = { limit: page.limit, ...(page.pageToken ? { pageToken: page.pageToken } : {}) }
  return queryOptions({
    queryKey: ['networkingLoopbackAddressList', { query }, 'rows'] as const,
    queryFn: async ({ signal }) => {
      const result = await call('networkingLoopbackAddressList', { query }, signal)
      const items = result.items.map((l) => ({ ...l, name: `${l.address} on ${l.switchSlot}` }))
      return { ...result, items }
    },
    placeholderData: keepPreviousData,
  })
}
/** The racks, for the loopback form (a loopback address names its rack). */
export const allRacks = () => q('rackList', { query: { limit: PICKER_LIMIT } })

export const portSettingsList = (page: PageParams) =>
  listQ('networkingSwitchPortSettingsList', {}, page)
export const portSettingsView = (port: string) =>
  q('networkingSwitchPortSettingsView', { path: { port } })

export const allowListView = q('networkingAllowListView', {})

export type BlockInfo = { lot: string; block: AddressLotBlock }

/**
 * Which lot each block belongs to, read from every lot's view (blocks carry no lot id); a
 * loopback address names only its block. Undefined while the lots load.
 */
export function useBlockIndex(): Map<string, BlockInfo> | undefined {
  const lots = useQuery(allAddressLots()).data?.items
  const views = useQueries({ queries: (lots ?? []).map((l) => addressLotView(l.id)) })
  if (!lots || views.some((v) => v.isPending)) return undefined
  const index = new Map<string, BlockInfo>()
  for (const v of views)
    for (const block of v.data?.blocks ?? [])
      index.set(block.id, { lot: v.data?.lot.name ?? '', block })
  return index
}

export const deleteAddressLot = (lot: { id: string }) =>
  call('networkingAddressLotDelete', { path: { addressLot: lot.id } })

/** A loopback address is named by its rack, switch, address and prefix length. */
export function deleteLoopback(l: LoopbackAddress) {
  const [address = '', mask = ''] = l.address.split('/')
  return call('networkingLoopbackAddressDelete', {
    path: { rackId: l.rackId, switchSlot: l.switchSlot, address, subnetMask: Number(mask) },
  })
}

export const deletePortSettings = (s: { id: string }) =>
  call('networkingSwitchPortSettingsDelete', { query: { portSettings: s.id } })

/** Lots and loopback addresses and port settings reserve from one another's blocks. */
export const RACK_NETWORK_OPS = [
  'networkingAddressLotList',
  'networkingAddressLotView',
  'networkingAddressLotBlockList',
  'networkingLoopbackAddressList',
  'networkingSwitchPortSettingsList',
  'networkingSwitchPortSettingsView',
] as const satisfies Touches

export const ALLOW_LIST_OPS = ['networkingAllowListView'] as const satisfies Touches

/** Whether the services (console, API) take in the ICMP errors path MTU discovery needs. */
export const inboundIcmpView = q('networkingInboundIcmpView', {})
export const ICMP_OPS = ['networkingInboundIcmpView'] as const satisfies Touches
