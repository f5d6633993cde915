import type { Sled, SledProvisionPolicy } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** The rack's hardware (system/inventory), for fleet viewers. Sleds and disks go by id. */
export const sledList = (page: PageParams) => listQ('sledList', {}, page)
/** Every sled at once, for the rack elevation (a rack holds far fewer than a picker's page). */
export const allSleds = () => q('sledList', { query: { limit: PICKER_LIMIT } })
export const sledView = (sledId: string) => q('sledView', { path: { sledId } })
export const sledInstances = (sledId: string, page: PageParams) =>
  listQ('sledInstanceList', { path: { sledId } }, page)
/** A sled's instances, whole: the elevation counts them. */
export const allSledInstances = (sledId: string) =>
  q('sledInstanceList', { path: { sledId }, query: { limit: PICKER_LIMIT } })
export const sledDisks = (sledId: string) =>
  q('sledPhysicalDiskList', { path: { sledId }, query: { limit: PICKER_LIMIT } })
export const physicalDiskList = (page: PageParams) => listQ('physicalDiskList', {}, page)
/** Every physical disk, for the elevation's disk faults (16 sleds of 12 disks). */
export const allPhysicalDisks = () => q('physicalDiskList', { query: { limit: PICKER_LIMIT } })
export const switchList = (page: PageParams) => listQ('switchList', {}, page)
export const uninitializedSleds = () => q('sledListUninitialized', {})

export const setProvisionPolicy = (sled: Sled, state: SledProvisionPolicy) =>
  call('sledSetProvisionPolicy', { path: { sledId: sled.id }, body: { state } })

/** What a provision policy change makes stale. */
export const SLED_OPS = ['sledList', 'sledView'] as const satisfies Touches
