import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { httpMockForTests } from './test-server'

/** `npm run mock-api` serves the serial console's WebSocket as the browser's mock does. */
const mock = httpMockForTests()
const base = () => `ws://localhost:${mock.port()}`

const stream = (instance: string) =>
  new WebSocket(`${base()}/v1/instances/${instance}/serial-console/stream?project=web-frontend`)

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())))

describe('serial console over HTTP', () => {
  it('plays a running instance’s boot log, then echoes what is typed', async () => {
    const socket = stream('web-1')
    expect(await nextMessage(socket)).toContain('web-1 login: ')
    socket.send('root\r')
    expect(await nextMessage(socket)).toBe('root\r\n')
    socket.close()
  })

  it('closes the stream of an instance that is not running, saying why', async () => {
    const socket = stream('web-3')
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.once('close', (c, r) => resolve([c, r.toString()])),
    )
    expect(code).toBe(4000)
    expect(reason).toMatch(/serial console/)
  })

  it('refuses an upgrade on any other path', async () => {
    const socket = new WebSocket(`${base()}/v1/projects`)
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve))
    expect(error.message).toMatch(/404/)
  })
})
