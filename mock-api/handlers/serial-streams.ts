import type { Instance } from '@oxide/api'
import { db } from '../db'
import type { Json } from '../json'
import { bootLog, rebootLog } from './serial-log'

/**
 * Each instance's serial port: the output of its current VMM (`db.serialHistory`, which the
 * history endpoint and a new stream's replay read) and the streams connected to it, which see
 * new output as it comes. As in propolis, a reboot keeps the VMM (and the streams); a stop ends
 * both, and the next start's VMM begins a new history.
 */
export type StreamClient = {
  send: (bytes: Uint8Array) => void
  close: (code: number, reason: string) => void
}

const live = new Map<string, Set<StreamClient>>()
const encoder = new TextEncoder()

/** The output so far of the instance's VMM, its boot log first. */
export function history(instance: Json<Instance>): string {
  db.serialHistory[instance.id] ??= bootLog(instance)
  return db.serialHistory[instance.id] ?? ''
}

function emit(instance: Json<Instance>, text: string) {
  db.serialHistory[instance.id] = history(instance) + text
  const bytes = encoder.encode(text)
  for (const client of live.get(instance.id) ?? []) client.send(bytes)
}

/** A stream joins the port; the returned function leaves it. */
export function attach(instanceId: string, client: StreamClient): () => void {
  const clients = live.get(instanceId) ?? new Set()
  live.set(instanceId, clients.add(client))
  return () => clients.delete(client)
}

/** Keystrokes reach the guest, whose terminal echoes them (a return as a new line). */
export function typed(instanceId: string, input: string) {
  const instance = db.instances.find((i) => i.id === instanceId)
  if (instance) emit(instance, input.replace(/\r/g, '\r\n'))
}

/** The guest reboots in the same VMM: its streams stay and see it go down and boot again. */
export const rebooted = (instance: Json<Instance>) =>
  emit(instance, `${rebootLog}\r\n${bootLog(instance)}`)

/** The VMM is gone: propolis closes its serial clients (Away, "VM stopped"; Nexus passes it on). */
export function vmmStopped(instance: Json<Instance>) {
  for (const client of live.get(instance.id) ?? []) client.close(1001, 'VM stopped')
  live.delete(instance.id)
  delete db.serialHistory[instance.id]
}
