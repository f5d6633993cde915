import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { startServer } from './server'

/**
 * `npm run mock-api` on a free port for one spec file's tests, started before them and closed
 * after; `port()` is its port once they run.
 */
export function httpMockForTests() {
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  beforeAll(async () => {
    configureMock({ delay: 0, chaos: 0 })
    resetDb()
    server = await startServer(0)
  })
  afterAll(() => {
    server?.close()
  })
  return {
    port: () => {
      if (!server) throw new Error('the HTTP mock has not started')
      return (server.address() as AddressInfo).port
    },
  }
}
