import type { Disk } from '@oxide/api'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import { isDiskTransitional } from '~/util/disk-states'
import { pollWhileAny } from '~/util/poll'

/** The disks attached to an instance; an instance has few, so one page holds them all. */
export const instanceDisks = (project: string, instance: string) =>
  q('instanceDiskList', { path: { instance }, query: { project, limit: PICKER_LIMIT } })

export const diskList = (project: string, page: PageParams) =>
  listQ('diskList', { query: { project } }, page)

/** A project's disks for a picker (attach one, boot from one). */
export const projectDisks = (project: string) =>
  q('diskList', { query: { project, limit: PICKER_LIMIT } })

/** refetchInterval for a disk list: attaching and detaching settle on their own; poll until they do. */
export const pollDisks = pollWhileAny<Disk>((d) => isDiskTransitional(d.state.state))

/**
 * What creating, attaching or detaching a disk makes stale: the disk lists and views, and the
 * instance, whose boot disk may have changed with it.
 */
export const DISK_OPS = [
  'diskList',
  'diskView',
  'instanceDiskList',
  'instanceView',
] as const satisfies Touches
