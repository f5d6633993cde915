import type { Instance } from '@oxide/api'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import { instanceCan, isTransitional } from '~/util/instance-states'
import { pollWhile, pollWhileAny, pollWhileOrWaiting } from '~/util/poll'

export const instanceView = (project: string, instance: string) =>
  q('instanceView', { path: { instance }, query: { project } })

/** By id alone: the API refuses a project beside an id. */
export const instanceById = (id: string) => q('instanceView', { path: { instance: id } })

export const instanceList = (project: string, page: PageParams) =>
  listQ('instanceList', { query: { project } }, page)

/** A project's instances for a picker (add one to a group). */
export const projectInstances = (project: string) =>
  q('instanceList', { query: { project, limit: PICKER_LIMIT } })

/** refetchInterval for one instance: poll while it is creating, starting, stopping, rebooting. */
export const pollInstance = pollWhile<Instance>((i) => isTransitional(i.runState))

/**
 * refetchInterval for the serial console page: as `pollInstance`, and every 5 s while the
 * instance allows no console, so the page follows it back into a console state.
 */
export const pollInstanceForConsole = pollWhileOrWaiting<Instance>(
  (i) => isTransitional(i.runState),
  (i) => !instanceCan('serialConsole', i.runState),
  5000,
)

/** refetchInterval for a list: poll while any instance on the page is transitional. */
export const pollInstances = pollWhileAny<Instance>((i) => isTransitional(i.runState))

/** Everything that shows an instance's run state or its settings. */
export const INSTANCE_OPS = ['instanceList', 'instanceView'] as const satisfies Touches

/** The SSH keys an instance was given at creation. */
export const instanceSshKeys = (project: string, instance: string) =>
  q('instanceSshPublicKeyList', { path: { instance }, query: { project, limit: PICKER_LIMIT } })

/** An instance's network interfaces (at most eight). */
export const instanceNics = (project: string, instance: string) =>
  q('instanceNetworkInterfaceList', { query: { project, instance, limit: PICKER_LIMIT } })

/** One interface, by id (the API refuses an instance or project beside an id). */
export const instanceNic = (id: string) =>
  q('instanceNetworkInterfaceView', { path: { interface: id } })

/** What adding, editing or deleting a network interface makes stale. */
export const NIC_OPS = [
  'instanceNetworkInterfaceList',
  'instanceNetworkInterfaceView',
] as const satisfies Touches
