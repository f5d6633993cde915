import { freePort, productionBuild, serve, serveMockApi, stop, VITE } from './servers'
import { test as base } from './utils'

/**
 * The production build (no mock code), served by `vite preview`, which sends the CSP of
 * src/csp.ts and proxies the API to the HTTP mock API (`npm run mock-api`). The build is the
 * run's one (servers.ts `productionBuild`, made when a project first asks); the servers start
 * once per worker of the `csp` project, on free ports. `production.api` is the mock API's own
 * address, for tests that
 * play a client other than the browser (the command-line client of the device flow).
 */
export const test = base.extend<object, { production: { web: string; api: string } }>({
  production: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter's pattern, and this one needs none
    async ({}, use) => {
      const [apiPort, webPort] = [await freePort(), await freePort()]
      const outDir = await productionBuild()
      const api = await serveMockApi(apiPort)
      const web = await serve(
        [VITE, 'preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'],
        { MOCK_API_PORT: String(apiPort) },
        webPort,
      )
      await use({ web: `http://localhost:${webPort}`, api: `http://localhost:${apiPort}` })
      await stop(web, api)
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ production }, use) => use(production.web),
})
