import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '~/api/client'
import {
  appendCapped,
  type Connection,
  closeReason,
  initialOutput,
  pause as pauseOutput,
  REPLAY_BYTES,
  receive,
  resume as resumeOutput,
} from './session'

/** Where output goes: the terminal's `write`. */
export type Sink = (text: string) => void

/**
 * The serial console's stream: opens the WebSocket (while `enabled`), decodes what arrives,
 * keeps it in the capture buffer (which outlives reconnects) and hands it to the sink unless
 * paused. A reconnect asks for no replay, so the capture and the terminal do not repeat what
 * they already hold.
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
  const [connection, setConnection] = useState<Connection>({ status: 'connecting' })
  const [paused, setPaused] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const socket = useRef<WebSocket | null>(null)
  const capture = useRef('')
  const output = useRef(initialOutput)

  useEffect(() => {
    if (!enabled) return
    setConnection({ status: 'connecting' })
    const ws = api.ws.instanceSerialConsoleStream({
      host: window.location.host,
      secure: window.location.protocol === 'https:',
      path: { instance },
      query: { project, mostRecent: attempt === 0 ? REPLAY_BYTES : 0 },
    })
    ws.binaryType = 'arraybuffer'
    const decoder = new TextDecoder()
    socket.current = ws
    ws.addEventListener('open', () => setConnection({ status: 'connected' }))
    ws.addEventListener('message', ({ data }: MessageEvent<ArrayBuffer | string>) => {
      const text = typeof data === 'string' ? data : decoder.decode(data, { stream: true })
      capture.current = appendCapped(capture.current, text)
      const next = receive(output.current, text)
      output.current = next.output
      if (next.show) sink.current?.(next.show)
    })
    ws.addEventListener('close', ({ code, reason }) =>
      setConnection({ status: 'closed', reason: closeReason(code, reason) }),
    )
    return () => {
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
