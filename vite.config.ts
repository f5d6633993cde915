import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { CSP_HEADER } from './src/csp.ts'

const require = createRequire(import.meta.url)
const WORKER = 'mockServiceWorker.js'

/**
 * The MSW service worker ships only in mock builds and the mock dev server, never in the
 * production bundle, so it is served and emitted by this plugin rather than kept in public/.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(require.resolve(`msw/${WORKER}`), 'utf8')
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(source())
      })
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: source() })
    },
  }
}

/**
 * Paths the platform API owns. GET navigations to /login/... and /device/... are console
 * pages, so only API methods and the /v1 tree are proxied.
 */
function apiProxy(target: string): Record<string, ProxyOptions> {
  const api: ProxyOptions = { target, changeOrigin: true, secure: true, ws: true }
  const postOnly: ProxyOptions = {
    ...api,
    bypass: (req) => (req.method === 'GET' || req.method === 'HEAD' ? req.url : undefined),
  }
  return {
    '/v1': api,
    '/experimental': api,
    '/device/auth': api,
    '/device/confirm': api,
    '/device/token': api,
    '^/login/[^/]+/saml/': postOnly,
  }
}

export default defineConfig(({ command, mode }) => {
  const apiUrl = process.env.API_URL
  // The dev server mocks unless pointed at a rack; builds mock only in `--mode mock`.
  const mock = command === 'serve' ? !apiUrl && mode !== 'production' : mode === 'mock'
  const previewTarget = apiUrl ?? `http://localhost:${process.env.MOCK_API_PORT ?? 12220}`
  return {
    plugins: [react(), tailwindcss(), mockServiceWorker(mock)],
    resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { 'import.meta.env.MOCK': JSON.stringify(mock) },
    server: {
      port: 4000,
      proxy: apiUrl ? apiProxy(apiUrl) : undefined,
    },
    preview: {
      port: 4000,
      proxy: apiProxy(previewTarget),
      headers: { 'Content-Security-Policy': CSP_HEADER },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 400,
    },
  }
})
