import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { configureMock, parseConfig } from './config'
import { resetDb } from './db'
import { routeNotFound } from './errors'
import { allHandlers } from './handlers'
import { serveSerialConsole } from './serial-console-ws'

/**
 * The mock API over HTTP, from the same handlers as the browser and the tests.
 * PORT (default 12220), MOCK_DELAY (`0`, `250`, `200-400`), MOCK_CHAOS (0..1), MOCK_CHAOS_SEED
 * (replays chaos), MOCK_SEED (`demo`, `large` or `hostile`), MOCK_TRANSITION (ms per instance
 * state step, default 2000). Requests without a session cookie act as the default user.
 */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v)
    else if (value !== undefined) headers.set(key, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && chunks.length > 0
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}

async function send(res: ServerResponse, response: Response) {
  // the mock's imitation of a server that stopped mid-request (errors.ts `serverCrash`)
  if (response.type === 'error') {
    res.destroy()
    return
  }
  res.statusCode = response.status
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  res.end(Buffer.from(await response.arrayBuffer()))
}

export function startServer(port: number) {
  const origin = `http://localhost:${port}`
  const server = createServer(async (req, res) => {
    try {
      const request = await toRequest(req, origin)
      const response =
        (await getResponse(allHandlers, request, { baseUrl: origin })) ?? routeNotFound()
      await send(res, response)
    } catch (e) {
      console.error(e)
      res.statusCode = 500
      res.end()
    }
  })
  serveSerialConsole(server)
  return new Promise<typeof server>((resolve) => server.listen(port, () => resolve(server)))
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))
if (isMain) {
  configureMock(parseConfig(process.env))
  resetDb()
  const port = Number(process.env.PORT ?? 12220)
  await startServer(port)
  console.log(`Mock API listening on http://localhost:${port}`)
}
