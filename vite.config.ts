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
 * Ahead of MSW's own fetch listener: a request that is not the API's (the app's scripts,
 * styles, fonts, pages) never reaches the mock. MSW would send each one to the page and wait
 * for it to say "not mine" before fetching it; left to the browser, it is fetched at once, and
 * a script keeps its compiled code between loads (the code cache skips a worker's answers).
 */
const API_ONLY = `self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  const api = /^\\/(v1|experimental|device|login)\\//.test(url.pathname)
  if (url.origin !== self.location.origin || !api) event.stopImmediatePropagation()
})
`

/**
 * The MSW service worker ships only in mock builds and the mock dev server, never in the
 * production bundle, so it is served and emitted by this plugin rather than kept in public/.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () => API_ONLY + readFileSync(require.resolve(`msw/${WORKER}`), 'utf8')
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
 * main.tsx starts the app with dynamic imports: the in-browser mock first (mock builds), then
 * the app (router, providers), so the app never runs before the mock is ready. Two consequences
 * this plugin undoes without changing that order:
 * - the browser would discover those chunks only once the entry had downloaded and run, so
 *   index.html preloads them (fetched alongside the entry; nothing runs earlier);
 * - the app's own modules were spread over a dozen small shared chunks that every page loads
 *   anyway; they become one chunk (fewer requests, and it compresses better as a whole). Only
 *   modules nothing before the app needs join it, so loading the mock never runs the app.
 */
function startupChunks(app: string, before: string[]) {
  const appOnly = new Set<string>()
  /** The JS every page has loaded before any route's import: no preload list needs to name it. */
  const loaded = new Set<string>()
  /** Each chunk's static imports, by file name. */
  const imports = new Map<string, string[]>()
  /** What a chunk has loaded by the time it runs: itself and its static imports, transitively. */
  const loadedBy = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into
    into.add(file)
    for (const dep of imports.get(file) ?? []) loadedBy(dep, into)
    return into
  }
  let base = '/'
  const plugin: Plugin = {
    name: 'startup-chunks',
    apply: 'build',
    // before Vite writes the preload lists (its generateBundle), which ask `loaded`
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      const add = (file: string) => {
        const chunk = bundle[file]
        if (loaded.has(file) || chunk?.type !== 'chunk') return
        loaded.add(file)
        for (const dep of chunk.imports) add(dep)
      }
      for (const chunk of chunks)
        if (chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith(app))) add(chunk.fileName)
      imports.clear()
      for (const chunk of chunks) imports.set(chunk.fileName, chunk.imports)
    },
    configResolved(config) {
      base = config.base
    },
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const find = (suffix: string) => ids.filter((id) => id.endsWith(suffix))
      const closure = (roots: string[]) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep)
        }
        for (const root of roots) visit(root)
        return seen
      }
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const earlier = closure([...entries, ...before.flatMap(find)])
      for (const id of closure(find(app))) if (!earlier.has(id)) appOnly.add(id)
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const entry = chunks.find((c) => c.isEntry)
        const starts = chunks.filter((c) =>
          c.moduleIds.some((id) => [app, ...before].some((m) => id.endsWith(m))),
        )
        const files = new Set<string>()
        const add = (file: string) => {
          const chunk = bundle[file]
          if (files.has(file) || chunk?.type !== 'chunk') return
          files.add(file)
          for (const dep of chunk.imports) add(dep)
        }
        for (const chunk of starts) add(chunk.fileName)
        if (entry) for (const file of [entry.fileName, ...entry.imports]) files.delete(file)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
  const group = {
    name: 'app',
    test: (id: string) => appOnly.has(id),
    // its dependencies shared with the entry or the mock stay where they are
    includeDependenciesRecursively: false,
  }
  /**
   * A dynamic import's preload list without what the app's start has loaded, nor what the
   * importing chunk has loaded to run at all: a file's name in a list is 7 bytes gzip cannot
   * shrink, and a route form's lists named 20 of its own files again.
   */
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const host = loadedBy(hostId)
    return deps.filter((dep) => !loaded.has(dep) && !host.has(dep))
  }
  return { plugin, group, resolveDependencies }
}

/**
 * Paths the platform API owns. GET navigations to /login/... and /device/... are console
 * pages, so only API methods and the /v1 tree are proxied, and SAML's start: the sign-in page
 * links to .../redirect, which the API answers with a redirect to the identity provider.
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
    // first: the first matching entry wins
    '^/login/[^/]+/saml/[^/]+/redirect(\\?|$)': api,
    '^/login/[^/]+/saml/': postOnly,
  }
}

export default defineConfig(({ command, mode }) => {
  const apiUrl = process.env.API_URL
  // The dev server mocks unless pointed at a rack; builds mock only in `--mode mock`.
  const mock = command === 'serve' ? !apiUrl && mode !== 'production' : mode === 'mock'
  const previewTarget = apiUrl ?? `http://localhost:${process.env.MOCK_API_PORT ?? 12220}`
  const startup = startupChunks('/src/app.tsx', ['/mock-api/browser.ts'])
  return {
    plugins: [react(), tailwindcss(), mockServiceWorker(mock), startup.plugin],
    resolve: {
      alias: {
        '~': fileURLToPath(new URL('./src', import.meta.url)),
        // the mock's cookie jar asks only a host's registrable domain: not the whole public
        // suffix list (mock-api/tldts-lite.ts)
        ...(mock && { tldts: fileURLToPath(new URL('./mock-api/tldts-lite.ts', import.meta.url)) }),
        // the package's exports name only its development build (warnings and all); builds
        // take the production one it ships beside it
        ...(command === 'build' && {
          'react-router': require
            .resolve('react-router/package.json')
            .replace(/package\.json$/, 'dist/production/index.mjs'),
        }),
      },
    },
    define: { 'import.meta.env.MOCK': JSON.stringify(mock) },
    server: {
      port: 4000,
      proxy: apiUrl ? apiProxy(apiUrl) : undefined,
    },
    preview: {
      port: 4000,
      // a mock build answers in the browser: the e2e suite's preview of one proxies nothing
      // (PREVIEW_PROXY=off), or the calls of a closing page show as refused connections
      proxy: process.env.PREVIEW_PROXY === 'off' ? undefined : apiProxy(previewTarget),
      headers: { 'Content-Security-Policy': CSP_HEADER },
    },
    build: {
      target: 'es2022',
      // maps without the comment naming them in each script: 35 bytes gzip cannot shrink, per
      // file (deploy/ names a script's map in a SourceMap header instead)
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 400,
      // every browser the console supports has modulepreload
      modulePreload: { polyfill: false, resolveDependencies: startup.resolveDependencies },
      // images are files of their own rather than bytes in every page's JS
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [startup.group] },
          // every chunk's name is listed in the chunks that load it (the preload lists of their
          // dynamic imports): the production build's are a letter and a hash, 1.8 KiB less on a
          // first load; the mock build keeps the names, which its tests and readers go by
          chunkFileNames: mock ? 'assets/[name]-[hash].js' : 'assets/c[hash].js',
        },
      },
    },
  }
})
