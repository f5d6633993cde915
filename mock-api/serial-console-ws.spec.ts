import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { api, users } from './test-api'
import { httpMockForTests } from './test-server'

/** `npm run mock-api` serves the serial console's WebSocket as the browser's mock does. */
const mock = httpMockForTests()
const base = () => `ws://localhost:${mock.port()}`

const stream = (instance: string, as?: keyof typeof users) =>
  new WebSocket(`${base()}/v1/instances/${instance}/serial-console/stream?project=web-frontend`, {
    headers: as ? { cookie: `session=${users[as]}` } : {},
  })

const closed = (socket: WebSocket) =>
  new Promise<[number, string]>((resolve) =>
    socket.once('close', (c, r) => resolve([c, r.toString()])),
  )

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())))

describe('serial console over HTTP', () => {
  it('plays a running instance’s boot log, then echoes what is typed', async () => {
    const socket = stream('web-1')
    expect(await nextMessage(socket)).toContain('web-1 login: ')
    socket.send('ignored') // a text frame: Nexus passes only binary input on
    socket.send(Buffer.from('root\r'))
    expect(await nextMessage(socket)).toBe('root\r\n')
    socket.close()
  })

  it('closes the stream of an instance that is not running, saying why', async () => {
    const socket = stream('web-3')
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.once('close', (c, r) => resolve([c, r.toString()])),
    )
    expect(code).toBe(1011)
    expect(reason).toBe(
      'Invalid Request: instance is stopped and has no active serial console server',
    )
  })

  it('needs Modify on the instance, in the caller’s own silo, as Nexus does', async () => {
    expect(await closed(stream('web-1', 'barbara'))).toEqual([1011, 'Forbidden'])
    const [code, reason] = await closed(stream('web-1', 'ivan'))
    expect(code).toBe(1011)
    expect(reason).toMatch(/not found/)
    const socket = stream('web-1', 'radia')
    expect(await nextMessage(socket)).toContain('web-1 login: ')
    socket.close()
  })

  it('replays only the most recent bytes asked for', async () => {
    const socket = new WebSocket(
      `${base()}/v1/instances/web-2/serial-console/stream?project=web-frontend&most_recent=13`,
    )
    expect(await nextMessage(socket)).toBe('web-2 login: ')
    socket.close()
  })

  it('is one serial port: every stream sees what is typed, and the history keeps it', async () => {
    const [one, two] = [stream('web-2'), stream('web-2')]
    await Promise.all([nextMessage(one), nextMessage(two)])
    one.send(Buffer.from('admin\r'))
    expect(await nextMessage(two)).toBe('admin\r\n')
    const { body } = await api(
      'GET',
      '/v1/instances/web-2/serial-console?project=web-frontend&most_recent=20',
    )
    expect(Buffer.from(body.data).toString()).toBe('web-2 login: admin\r\n')
    one.close()
    two.close()
  })

  it('a reboot keeps the stream, which sees the guest boot again', async () => {
    const socket = stream('web-2')
    await nextMessage(socket)
    const output = nextMessage(socket)
    expect((await api('POST', '/v1/instances/web-2/reboot?project=web-frontend')).status).toBe(202)
    const text = await output
    expect(text).toContain('reboot: Restarting system')
    expect(text).toMatch(/Linux version[\s\S]*web-2 login: $/)
    socket.close()
  })

  it('a stop ends the VMM: its streams close as propolis closes them', async () => {
    const socket = stream('web-2')
    await nextMessage(socket)
    const close = closed(socket)
    expect((await api('POST', '/v1/instances/web-2/stop?project=web-frontend')).status).toBe(202)
    expect(await close).toEqual([1001, 'VM stopped'])
  })

  it('refuses an upgrade on any other path', async () => {
    const socket = new WebSocket(`${base()}/v1/projects`)
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve))
    expect(error.message).toMatch(/404/)
  })
})
