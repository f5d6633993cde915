import type { Server } from 'node:http'
import { WebSocketServer } from 'ws'
import { connectSerialConsole } from './handlers/serial-console'
import { typed } from './handlers/serial-streams'
import { sessionFrom } from './msw-cookies'

const STREAM = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

/**
 * The serial console's WebSocket over HTTP (`npm run mock-api`), the same stream the browser's
 * mock plays: the recent output, then what follows (the echo of what is typed included). Other upgrade requests are refused.
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
      const live = await connectSerialConsole(
        {
          send: (bytes) => client.send(bytes),
          close: (code, reason) => client.close(code, reason),
        },
        decodeURIComponent(instance),
        url.searchParams.get('project') ?? undefined,
        url.searchParams.get('most_recent'),
        sessionFrom(req.headers.cookie),
      )
      if (!live) return
      client.on('close', live.leave)
      // Nexus forwards binary frames to the guest and drops text frames
      client.on('message', (data, binary) => {
        if (binary) typed(live.instanceId, data.toString())
      })
    })
  })
}
