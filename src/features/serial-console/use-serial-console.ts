import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '~/api/client'
import {
  appendCapped,
  type Connection,
  closeReason,
  endResync,
  initialOutput,
  pause as pauseOutput,
  REPLAY_BYTES,
  RESTART_MARKER,
  type Resync,
  receive,
  resume as resumeOutput,
  resync,
  startResync,
} from './session'

/** How long a reconnect's replay may pause before it counts as ended. */
const REPLAY_QUIET_MS = 500

/** Where output goes: the terminal's `write`. */
export type Sink = (text: string) => void

/**
 * The serial console's stream: opens the WebSocket (while `enabled`), decodes what arrives,
 * keeps it in the capture buffer (which outlives reconnects and the instance's restarts) and
 * hands it to the sink unless paused. Every connection asks for the recent output; after the
 * first, the part the capture already holds is skipped (session.ts `resync`), so what came
 * while disconnected shows and nothing shows twice; after the instance was stopped and started
 * (the console unavailable meanwhile), its new VMM's output follows a marker.
 */
export function useSerialConsole({
  project,
  instance,
  enabled,
  sink,
}: {
  project: string
  instance: string
  enabled: boolean
  sink: React.RefObject<Sink | null>
}) {
  const [connection, setConnection] = useState<Connection>({ status: 'connecting', again: false })
  const [paused, setPaused] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const socket = useRef<WebSocket | null>(null)
  const capture = useRef('')
  const output = useRef(initialOutput)

  // set while the console is unavailable: the instance stopped, so its next VMM's history is new
  const restarted = useRef(false)

  useEffect(() => {
    if (!enabled) {
      if (capture.current) restarted.current = true
      return
    }
    setConnection({ status: 'connecting', again: attempt > 0 })
    const ws = api.ws.instanceSerialConsoleStream({
      host: window.location.host,
      secure: window.location.protocol === 'https:',
      path: { instance },
      query: { project, mostRecent: REPLAY_BYTES },
    })
    ws.binaryType = 'arraybuffer'
    const decoder = new TextDecoder()
    socket.current = ws
    let resyncing: Resync | null = restarted.current ? null : startResync(capture.current)
    const banner = restarted.current ? RESTART_MARKER : ''
    restarted.current = false
    let quiet: ReturnType<typeof setTimeout> | undefined
    const deliver = (text: string) => {
      if (!text) return
      capture.current = appendCapped(capture.current, text)
      const next = receive(output.current, text)
      output.current = next.output
      if (next.show) sink.current?.(next.show)
    }
    // the replay has paused: what it held is new, behind the gap marker
    const waitForReplay = () => {
      clearTimeout(quiet)
      quiet = setTimeout(() => {
        if (resyncing) deliver(endResync(resyncing))
        resyncing = null
      }, REPLAY_QUIET_MS)
    }
    ws.addEventListener('open', () => {
      setConnection({ status: 'connected' })
      deliver(banner)
      if (resyncing) waitForReplay()
    })
    ws.addEventListener('message', ({ data }: MessageEvent<ArrayBuffer | string>) => {
      const text = typeof data === 'string' ? data : decoder.decode(data, { stream: true })
      if (!resyncing) return deliver(text)
      const next = resync(resyncing, text)
      resyncing = next.state
      if (next.fresh === null) waitForReplay()
      else {
        clearTimeout(quiet)
        deliver(next.fresh)
      }
    })
    ws.addEventListener('close', ({ code, reason }) =>
      setConnection({ status: 'closed', reason: closeReason(code, reason) }),
    )
    return () => {
      clearTimeout(quiet)
      socket.current = null
      ws.close()
    }
  }, [project, instance, enabled, attempt, sink])

  /** Keystrokes go as binary frames: Nexus passes those to the guest and ignores text frames. */
  const send = useCallback((data: string) => {
    if (socket.current?.readyState === WebSocket.OPEN)
      socket.current.send(new TextEncoder().encode(data))
  }, [])

  const pause = useCallback(() => {
    output.current = pauseOutput(output.current)
    setPaused(true)
  }, [])

  const resume = useCallback(() => {
    const next = resumeOutput(output.current)
    output.current = next.output
    if (next.show) sink.current?.(next.show)
    setPaused(false)
  }, [sink])

  const reconnect = useCallback(() => setAttempt((n) => n + 1), [])

  /** Everything received so far (up to the cap). */
  const captured = useCallback(() => capture.current, [])

  return { connection, paused, pause, resume, reconnect, send, captured }
}
