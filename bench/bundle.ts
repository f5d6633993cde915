import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { RouteLoad } from './route-loads'

/**
 * Builds the console with Vite (with a manifest) and reads its bundle: sizes, the app shell
 * every page loads, and what each route module adds. Used by the bench and by the bundle
 * budget check in `npm test`.
 */
export const ROOT = join(import.meta.dirname, '..')

export type Mode = 'production' | 'mock'

export function build(outDir: string, mode: Mode): Promise<void> {
  const args = ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--manifest']
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/vite'), [...args, '--logLevel', 'warn'], {
      cwd: ROOT,
      // under Vitest NODE_ENV is 'test', which would build React's development bundle
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite ${args.join(' ')} exited with ${code}:\n${output}`)),
    )
  })
}

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

export type Size = { raw: number; gzip: number }

/** Default zlib level, what a typical server's on-the-fly gzip sends. */
export const gzipSize = (bytes: Buffer) => gzipSync(bytes).length

export class Bundle {
  readonly manifest: Manifest
  /** size of every emitted file, by path relative to outDir ("assets/app-x.js") */
  readonly files = new Map<string, Size>()

  /**
   * `routes`: each page's modules from the route table (bench/route-loads.ts), for what a page's
   * cold load fetches; without them, `routeModules` tells pages from the manifest alone.
   */
  constructor(
    readonly outDir: string,
    readonly routes?: RouteLoad[],
  ) {
    this.manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
    const assets = join(outDir, 'assets')
    for (const name of readdirSync(assets)) {
      if (name.endsWith('.map')) continue
      const bytes = readFileSync(join(assets, name))
      this.files.set(`assets/${name}`, { raw: bytes.length, gzip: gzipSize(bytes) })
    }
  }

  total(ext: '.js' | '.css'): Size {
    let raw = 0
    let gzip = 0
    for (const [file, size] of this.files) {
      if (!file.endsWith(ext)) continue
      raw += size.raw
      gzip += size.gzip
    }
    return { raw, gzip }
  }

  /** Size of an URL path the browser fetched ("/assets/app-x.js"), if it is ours. */
  sizeOf(path: string): Size | undefined {
    return this.files.get(path.replace(/^\//, ''))
  }

  /** The JS files a manifest key loads statically (itself and its imports, transitively). */
  closure(key: string, into = new Set<string>()): Set<string> {
    const chunk = this.manifest[key]
    if (!chunk || into.has(chunk.file)) return into
    into.add(chunk.file)
    for (const dep of chunk.imports ?? []) this.closure(dep, into)
    return into
  }

  /**
   * What every page loads before its route module: the entry, and what main.tsx imports
   * dynamically at start (the app: router, providers; in mock builds also the mock).
   */
  shell(): Set<string> {
    const entry = Object.keys(this.manifest).find((k) => this.manifest[k]?.isEntry)
    if (!entry) throw new Error(`no entry in ${this.outDir}/.vite/manifest.json`)
    const shell = this.closure(entry)
    for (const key of this.manifest[entry]?.dynamicImports ?? []) this.closure(key, shell)
    return shell
  }

  gzipOf(files: Iterable<string>): number {
    let sum = 0
    for (const f of files) sum += this.files.get(f)?.gzip ?? 0
    return sum
  }

  /** The route module a page loads; a page without one, or one not in the build, is an error. */
  routeModule(module: string | undefined): string {
    if (module && this.manifest[module]) return module
    throw new Error(
      `no route module ${module ?? '(none given)'} in ${this.outDir}/.vite/manifest.json`,
    )
  }

  /** gzip JS of the shell and these modules with what they import. */
  loadOf(keys: string[]): number {
    const files = new Set(this.shell())
    for (const key of keys) this.closure(key, files)
    return this.gzipOf(files)
  }

  /** gzip JS a cold load of a page whose route module is `module` needs. */
  initialJs(module: string | undefined): number {
    return this.gzipOf(this.loadedWith(this.routeModule(module)))
  }

  /**
   * The JS loaded by the time a lazily loaded module runs: the shell, the modules that import it
   * (a route table of an area, which a page's route needs before its module; the page a modal
   * opens over), theirs in turn, the layouts of THROUGH, and its own closure. Of several
   * importers, the lightest. Not counted: a parent route's module. A side-modal form's route
   * (`/system/silos-new`) loads the list page under it too, which the manifest does not tell:
   * measured in the browser on 2026-11-28, such a form's cold load fetched 10 to 13 KiB more
   * than this counts (silo create 184.7 against 173.8).
   */
  loadedWith(key: string, seen = new Set<string>()): Set<string> {
    const own = this.closure(key, new Set(this.shell()))
    for (const layout of this.layoutsOf(key)) for (const f of this.closure(layout)) own.add(f)
    const file = this.manifest[key]?.file
    if (!file || this.shell().has(file) || seen.has(key)) return own
    let lightest: Set<string> | undefined
    for (const importer of this.importers().get(key) ?? []) {
      const files = this.loadedWith(importer, new Set([...seen, key]))
      for (const f of own) files.add(f)
      if (!lightest || this.gzipOf(files) < this.gzipOf(lightest)) lightest = files
    }
    return lightest ?? own
  }

  /** The lazily loaded layouts (and loaders) of THROUGH that a page's route passes through. */
  layoutsOf(key: string): string[] {
    const importers = this.importers().get(key) ?? []
    return THROUGH.filter((t) => t.page.test(key) || importers.some((i) => t.page.test(i))).flatMap(
      (t) => t.layouts,
    )
  }

  #importers?: Map<string, string[]>
  /** Per lazily loaded module, the manifest keys of the chunks that import it. */
  importers(): Map<string, string[]> {
    if (this.#importers) return this.#importers
    const importers = new Map<string, string[]>()
    for (const [key, chunk] of Object.entries(this.manifest))
      for (const dep of chunk.dynamicImports ?? [])
        importers.set(dep, [...(importers.get(dep) ?? []), key])
    this.#importers = importers
    return importers
  }

  /**
   * Per lazily loaded module, the gzip JS a cold load through it fetches (`firstLoad`: what
   * `loadedWith` counts: the shell, the area's route tables or the page it opens over, its chunk
   * and its deps) and what of that is its own (`own`), the heaviest first. A `page` is a route's
   * module (a route table imports it); the rest are parts a page loads once it shows (a modal,
   * the serial console's terminal, a menu's popup).
   */
  routeModules(): { module: string; own: number; firstLoad: number; page: boolean }[] {
    const shell = this.shell()
    const table = (key: string) => key.startsWith('src/route-table/') || key === 'src/routes.tsx'
    return Object.entries(this.manifest)
      .filter(([key, c]) => c.isDynamicEntry && key.startsWith('src/') && !shell.has(c.file))
      .map(([module]) => {
        const own = [...this.closure(module)].filter((f) => !shell.has(f))
        return {
          module,
          own: this.gzipOf(own),
          firstLoad: this.gzipOf(this.loadedWith(module)),
          page: (this.importers().get(module) ?? []).some(table),
        }
      })
      .sort((a, b) => b.firstLoad - a.firstLoad)
  }
}

/**
 * What the manifest cannot tell: the lazily loaded layouts and loaders a page's route passes
 * through before its own module (routes.tsx), by the page's module or the route table that
 * imports it. bundle-budgets.spec.ts checks that each is in the build.
 */
export const THROUGH: { page: RegExp; layouts: string[] }[] = [
  {
    // the system tables: system.tsx and the areas' (system-networking.tsx ...)
    page: /^src\/route-table\/system(-[\w-]+)?\.tsx$/,
    layouts: ['src/layouts/system-layout.tsx', 'src/layouts/system-loader.ts'],
  },
  { page: /^src\/features\/auth\/login-/, layouts: ['src/layouts/login-layout.tsx'] },
  { page: /^src\/features\/auth\/device-/, layouts: ['src/layouts/device-layout.tsx'] },
]

/** Of the route table's pages, what each one's cold load fetches (gzip), the heaviest first. */
export function pagesOf(bundle: Bundle): { module: string; firstLoad: number }[] {
  const heaviest = new Map<string, number>()
  for (const { page, modules } of bundle.routes ?? []) {
    const gzip = bundle.loadOf(modules)
    if (gzip > (heaviest.get(page) ?? 0)) heaviest.set(page, gzip)
  }
  return [...heaviest]
    .map(([module, firstLoad]) => ({ module, firstLoad }))
    .sort((a, b) => b.firstLoad - a.firstLoad)
}

export const hasBuild = (outDir: string) => existsSync(join(outDir, '.vite/manifest.json'))
