import type { Instance } from '@oxide/api'
import { ws } from 'msw'
import { authenticate } from '../authn'
import { actAs } from '../db'
import { invalidRequest, unauthorized } from '../errors'
import { queryUint } from '../int-params'
import type { Json } from '../json'
import { browserSession } from '../msw-cookies'
import { requireState } from './instance-state'
import { can, find } from './lookups'
import { attach, history, type StreamClient, typed } from './serial-streams'

/**
 * The serial console: the instance's output so far (serial-streams.ts), served by
 * `GET .../serial-console` (bytes from an offset) and by the stream's WebSocket, which replays
 * the recent output, then passes on what follows, the echo of what is typed included.
 */
const encoder = new TextEncoder()

type ConsoleQuery = {
  fromStart?: number | null
  mostRecent?: number | null
  maxBytes?: number | null
}

/** The query's byte counts, each an `Option<u64>` in serde_urlencoded's words. */
export const consoleCounts = (query: {
  fromStart?: unknown
  mostRecent?: unknown
  maxBytes?: unknown
}): ConsoleQuery => ({
  fromStart: queryUint(query.fromStart, 'u64'),
  mostRecent: queryUint(query.mostRecent, 'u64'),
  maxBytes: queryUint(query.maxBytes, 'u64'),
})

/** `InstanceSerialConsoleData`: bytes from `from_start`, or the last `most_recent` bytes. */
export function serialConsole(instance: Json<Instance>, query: ConsoleQuery) {
  const bytes = encoder.encode(history(instance))
  const { fromStart, mostRecent, maxBytes } = query
  if ((fromStart == null) === (mostRecent == null))
    throw invalidRequest('Exactly one of from_start or most_recent must be specified')
  const start = fromStart ?? Math.max(0, bytes.length - (mostRecent ?? 0))
  const end = maxBytes == null ? bytes.length : Math.min(bytes.length, start + maxBytes)
  const data = Array.from(bytes.slice(Math.min(start, bytes.length), end))
  return { data, last_byte_offset: Math.max(start, end) }
}

/** How Nexus closes a stream it cannot serve: `CloseCode::Error` (1011). */
export const STREAM_ERROR = 1011

/** Nexus's close reason is its error's Display text: "Invalid Request: <message>" for a 400. */
const DISPLAY_PREFIX: Record<string, string> = { InvalidRequest: 'Invalid Request: ' }

/**
 * A stream's opening, whatever carries it (MSW in the browser, `ws` in the HTTP server): the
 * log's last `most_recent` bytes (all of it without), then what follows; or, refused, the
 * socket closes with why (STREAM_ERROR, instance.rs `instance_serial_console_stream`). Returns
 * the instance that typed input goes to and what detaches the socket, unless refused.
 */
export async function connectSerialConsole(
  client: StreamClient,
  ...open: Parameters<typeof openSerialConsole>
): Promise<{ instanceId: string; leave: () => void } | undefined> {
  const opened = await openSerialConsole(...open)
  if (!opened.ok) {
    client.close(STREAM_ERROR, opened.reason)
    return undefined
  }
  client.send(opened.initial)
  const { instanceId } = opened
  return { instanceId, leave: attach(instanceId, client) }
}

async function openSerialConsole(
  instanceName: string,
  project: string | undefined,
  mostRecent: string | null,
  sessionCookie: string | undefined,
): Promise<{ ok: true; initial: Uint8Array; instanceId: string } | { ok: false; reason: string }> {
  try {
    // as every API call: the session (in its silo), and Modify on the instance (instance.rs)
    const { user } = authenticate(sessionCookie, null)
    if (!user) throw unauthorized()
    const instance = actAs(user.silo_id, () => find.instance(instanceName, project))
    can.write(user, instance.project_id)
    requireState(instance, 'serialConsole')
    const log = encoder.encode(history(instance))
    const recent = Number(mostRecent ?? log.length)
    return {
      ok: true,
      initial: log.slice(Math.max(0, log.length - recent)),
      instanceId: instance.id,
    }
  } catch (e) {
    const body: unknown = e instanceof Response ? await e.json() : undefined
    const field = (key: string) =>
      body && typeof body === 'object' && key in body
        ? String((body as Record<string, unknown>)[key])
        : ''
    const reason = `${DISPLAY_PREFIX[field('error_code')] ?? ''}${field('message') || 'error'}`
    // a close frame's reason holds at most 123 bytes
    return { ok: false, reason: reason.slice(0, 120) }
  }
}

/** The WebSocket stream in the browser (the HTTP server's is mock-api/serial-console-ws.ts). */
export const serialConsoleStream = ws
  .link('*/v1/instances/:instance/serial-console/stream')
  .addEventListener('connection', async ({ client, params }) => {
    const { searchParams } = client.url
    const live = await connectSerialConsole(
      {
        send: (bytes) => client.send(bytes),
        close: (code, reason) => client.close(code, reason),
      },
      String(params.instance),
      searchParams.get('project') ?? undefined,
      searchParams.get('most_recent'),
      browserSession(),
    )
    if (!live) return
    client.addEventListener('close', live.leave)
    // Nexus forwards binary frames to the guest and drops text frames (proxy_instance_serial_ws)
    client.addEventListener('message', async ({ data }) => {
      if (typeof data === 'string') return
      const input = data instanceof Blob ? await data.text() : new TextDecoder().decode(data)
      typed(live.instanceId, input)
    })
  })
