import type { Server } from 'node:http'
import { WebSocketServer } from 'ws'
import { openSerialConsole, STREAM_ERROR, serialEcho } from './handlers/serial-console'
import { sessionFrom } from './msw-cookies'

const STREAM = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

/**
 * The serial console's WebSocket over HTTP (`npm run mock-api`), the same stream the browser's
 * mock plays: the boot log, then an echo of what is typed. Other upgrade requests are refused.
 */
export function serveSerialConsole(server: Server) {
  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://mock')
    const instance = STREAM.exec(url.pathname)?.[1]
    if (!instance) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    sockets.handleUpgrade(req, socket, head, async (client) => {
      const opened = await openSerialConsole(
        decodeURIComponent(instance),
        url.searchParams.get('project') ?? undefined,
        url.searchParams.get('most_recent'),
        sessionFrom(req.headers.cookie),
      )
      if (!opened.ok) {
        client.close(STREAM_ERROR, opened.reason)
        return
      }
      client.send(opened.initial)
      // Nexus forwards binary frames to the guest and drops text frames
      client.on('message', (data, binary) => {
        if (binary) client.send(serialEcho(data.toString()))
      })
    })
  })
}
