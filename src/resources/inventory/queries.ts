import type { Sled, SledProvisionPolicy } from '@oxide/api'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Touches } from '~/api/change'
import { call, listQ, maybeQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import type { SledLoad } from '~/util/fit'

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
export const physicalDiskView = (diskId: string) => q('physicalDiskView', { path: { diskId } })
export const switchList = (page: PageParams) => listQ('switchList', {}, page)
export const switchView = (switchId: string) => q('switchView', { path: { switchId } })
export const uninitializedSleds = () => q('sledListUninitialized', {})

export const setProvisionPolicy = (sled: Sled, state: SledProvisionPolicy) =>
  call('sledSetProvisionPolicy', { path: { sledId: sled.id }, body: { state } })

/** What a provision policy change makes stale. */
export const SLED_OPS = ['sledList', 'sledView'] as const satisfies Touches

/**
 * Every sled with what its instances use (one list per sled); undefined until all have come
 * (`failed` when one could not). `enabled: false` asks for the sleds only, and takes the lists
 * from the cache if they are there.
 */
export function useSledLoads(enabled = true) {
  const sledsQuery = useQuery(allSleds())
  const sleds = sledsQuery.data?.items
  const lists = useQueries({
    queries: (sleds ?? []).map((s) => ({ ...allSledInstances(s.id), enabled })),
  })
  const instancesOf = (i: number) => lists[i]?.data?.items
  const loads: SledLoad[] | undefined =
    sleds && lists.every((l) => l.data)
      ? sleds.map((sled, i) => {
          const items = instancesOf(i) ?? []
          return {
            sled,
            used: {
              cpus: items.reduce((sum, x) => sum + x.ncpus, 0),
              memory: items.reduce((sum, x) => sum + x.memory, 0),
            },
          }
        })
      : undefined
  const failed = sledsQuery.isError || lists.some((l) => l.isError)
  return { sleds: sleds ?? [], instancesOf, loads, failed }
}

/**
 * `useSledLoads` once the user asks (`ask`), or at once if the lists are in the cache: reading
 * what each sled runs is a request per sled, and nothing on a page's load grows with the fleet
 * (issue 29). `cost` says what asking costs: "each of the 16 sleds" (or "each sled" until the
 * list is in).
 */
export function useSledLoadsOnDemand() {
  const [asked, setAsked] = useState(false)
  const loads = useSledLoads(asked)
  const n = loads.sleds.length
  const sleds = n ? `each of the ${n} sleds` : 'each sled'
  return { ...loads, asked, ask: () => setAsked(true), cost: sleds }
}

/** The racks (one, today), whose membership the sleds tab shows. */
export const allRacks = () => q('rackList', { query: { limit: PICKER_LIMIT } })
export const rackList = (page: PageParams) => listQ('rackList', {}, page)
export const rackView = (rackId: string) => q('rackView', { path: { rackId } })
/** The rack's latest membership change; a rack with none answers 404. */
export const rackMembership = (rackId: string) =>
  maybeQ('rackMembershipStatus', { path: { rackId } }, [404])

export const addSledsToRack = (rackId: string, sleds: { part: string; serial: string }[]) =>
  call('rackMembershipAddSleds', {
    path: { rackId },
    body: { sledIds: sleds.map((s) => ({ partNumber: s.part, serialNumber: s.serial })) },
  })
export const abortMembershipChange = (rackId: string) =>
  call('rackMembershipAbort', { path: { rackId } })

/** What a membership change makes stale: the membership and, once it commits, the sleds. */
export const MEMBERSHIP_OPS = [
  'rackMembershipStatus',
  'sledList',
  'sledListUninitialized',
] as const satisfies Touches
