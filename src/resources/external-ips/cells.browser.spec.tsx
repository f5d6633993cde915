import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderInApp } from '../../../test/component/render'
import { ExternalIps } from './cells'

/** The external IP reads made so far (component tests answer `fetch` in the page). */
let asked: string[] = []
const reads = () => asked.filter((url) => new URL(url).pathname.endsWith('/external-ips')).length
const setupFetch = globalThis.fetch
beforeEach(() => {
  asked = []
  globalThis.fetch = (input, init) => {
    asked.push(new Request(input, init).url)
    return setupFetch(input, init)
  }
})
afterEach(() => {
  globalThis.fetch = setupFetch
})

describe('ExternalIps', () => {
  it('reads a row’s addresses once it is near the screen, not every row’s on load (issue 29)', async () => {
    // web-frontend's nine instances, each row taller than a third of the screen
    const rows = ['web-1', 'web-2', 'web-3', 'web-canary', 'api-gateway', 'batch-runner']
    rows.push('cache-1', 'db-replica', 'queue-worker')
    const { screen } = await renderInApp(
      <div>
        {rows.map((name) => (
          <div key={name} data-row={name} style={{ height: 400 }}>
            <ExternalIps project="web-frontend" instance={name} />
          </div>
        ))}
      </div>,
    )
    await expect.poll(reads).toBeGreaterThan(0)
    const onLoad = reads()
    expect(onLoad).toBeLessThan(rows.length / 2)
    screen.container.querySelector('[data-row="queue-worker"]')?.scrollIntoView()
    await expect.poll(reads).toBeGreaterThan(onLoad)
  })
})
