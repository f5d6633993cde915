import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/*
 * Rack BGP and BFD (/v1/system/networking): fleet viewers read; fleet admins change BGP, and
 * any fleet viewer may enable or disable a BFD session (the server asks only ListChildren on
 * the Fleet there).
 */

export const bgpConfigList = (page: PageParams) => listQ('networkingBgpConfigList', {}, page)
/** Every config, for the edit form's lookup and the routes' ASN picker (a rack has few). */
export const bgpConfigsWhole = () =>
  q('networkingBgpConfigList', { query: { limit: PICKER_LIMIT } })
/** The API pages announce sets but answers a bare array: one page this large holds them all. */
export const announceSetsWhole = () =>
  q('networkingBgpAnnounceSetList', { query: { limit: PICKER_LIMIT } })
export const announcementList = (announceSet: string) =>
  q('networkingBgpAnnouncementList', { path: { announceSet } })
/** The address lots, whose blocks announcements are drawn from. */
export const addressLotsWhole = () =>
  q('networkingAddressLotList', { query: { limit: PICKER_LIMIT } })
export const addressLotBlocks = (addressLot: string) =>
  q('networkingAddressLotBlockList', { path: { addressLot }, query: { limit: PICKER_LIMIT } })

export const bgpStatus = () => q('networkingBgpStatus', {})
export const bgpExported = () => q('networkingBgpExported', {})
export const bgpImported = (asn: number) => q('networkingBgpImported', { query: { asn } })
export const bgpMessageHistory = (asn: number) =>
  q('networkingBgpMessageHistory', { query: { asn } })
export const bfdStatus = () => q('networkingBfdStatus', {})

/** A change to configs or announce sets: their lists, and what the switches then announce. */
export const BGP_OPS = [
  'networkingBgpConfigList',
  'networkingBgpAnnounceSetList',
  'networkingBgpAnnouncementList',
  'networkingBgpExported',
] as const satisfies Touches

export const BFD_OPS = ['networkingBfdStatus'] as const satisfies Touches
