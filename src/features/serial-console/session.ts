/**
 * The serial console's pure parts: the capture buffer, the output that pausing holds back, and
 * the connection's state. The hook (use-serial-console.ts) wires them to a WebSocket; these stay
 * free of the DOM so Vitest checks them without a browser.
 */

/** Everything received is kept up to this many characters (about 1 MiB of console text). */
export const CAPTURE_MAX = 1024 * 1024

/** How much recent output a new connection asks the server to replay (as the CLI does). */
export const REPLAY_BYTES = 256 * 1024

/** Appends to the capture, dropping its oldest text beyond `max` characters. */
export function appendCapped(buffer: string, chunk: string, max = CAPTURE_MAX): string {
  const all = buffer + chunk
  return all.length > max ? all.slice(all.length - max) : all
}

/** While paused, output is held back in `pending`; resuming shows it. */
export type Output = { paused: boolean; pending: string }

export const initialOutput: Output = { paused: false, pending: '' }

/** What reaches the terminal now (`show`) and what waits. */
export function receive(output: Output, chunk: string): { output: Output; show: string } {
  if (!output.paused) return { output, show: chunk }
  return { output: { paused: true, pending: appendCapped(output.pending, chunk) }, show: '' }
}

export const pause = (output: Output): Output => ({ ...output, paused: true })

export const resume = (output: Output): { output: Output; show: string } => ({
  output: initialOutput,
  show: output.pending,
})

export type Connection =
  /** `again`: after the user asked to reconnect. */
  | { status: 'connecting'; again: boolean }
  | { status: 'connected' }
  | { status: 'closed'; reason: string }

/** Why a stream closed, in words: the server's own reason when it gave one. */
export function closeReason(code: number, reason: string): string {
  if (reason) return reason
  if (code === 1000) return 'The connection was closed'
  if (code === 1006) return 'The connection was lost'
  return `The connection closed (code ${code})`
}

const ESC = String.fromCharCode(27)
const BEL = String.fromCharCode(7)
/** CSI sequences (colours, cursor), OSC sequences (titles) and two-character escapes. */
const ESCAPES = new RegExp(
  `${ESC}(?:\\[[0-?]*[ -/]*[@-~]|\\][^${BEL}${ESC}]*(?:${BEL}|${ESC}\\\\)|[@-Z\\\\-_])`,
  'g',
)

/** The capture as a plain text file: escape sequences dropped, line ends as typed by the guest. */
export const plainText = (capture: string) => capture.replace(ESCAPES, '').replace(/\r\n/g, '\n')

/** `<instance>-serial-<timestamp>.txt`, the timestamp in UTC without characters files avoid. */
export const logFileName = (instance: string, now: Date) =>
  `${instance}-serial-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.txt`

/**
 * A reconnect: the server replays its recent output, part of which the capture already holds.
 * The replay is held back until it contains the capture's last RESYNC_TAIL characters; what
 * follows them is new. When it never does (the instance restarted with a new history, or more
 * was missed than the replay holds), all of it is new, behind a marker saying output may be
 * missing.
 */
export type Resync = { tail: string; held: string }

export const RESYNC_TAIL = 512

export const GAP_MARKER = '\r\n[reconnected: some output may be missing]\r\n'

/** Where a new VMM's output begins in the capture (the instance was stopped and started). */
export const RESTART_MARKER = '\r\n[the instance restarted]\r\n'

export const startResync = (capture: string): Resync | null =>
  capture ? { tail: capture.slice(-RESYNC_TAIL), held: '' } : null

/** The next chunk while resyncing: `fresh` is what is new once it is known, else null. */
export function resync(
  state: Resync,
  chunk: string,
): { state: Resync | null; fresh: string | null } {
  const held = state.held + chunk
  const at = held.lastIndexOf(state.tail)
  if (at >= 0) return { state: null, fresh: held.slice(at + state.tail.length) }
  if (held.length > REPLAY_BYTES) return { state: null, fresh: GAP_MARKER + held }
  return { state: { ...state, held }, fresh: null }
}

/** The replay ended without the capture's tail in it. */
export const endResync = (state: Resync): string => (state.held ? GAP_MARKER + state.held : '')
