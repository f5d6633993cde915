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
   * `routes`: each page's modules from the route table (bench/route-loads.ts), which the
   * manifest cannot tell (which routes a page's is below); without them no module is a page.
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

  /** gzip JS a cold load of a page whose route module is `module` needs. */
  initialJs(module: string | undefined): number {
    return this.gzipOf(this.loadedWith(this.routeModule(module)))
  }

  /**
   * The JS loaded by the time a lazily loaded module has run. A page's: what its route loads
   * (`routes`: the shell, every route's module from the root to the page's, the table that
   * brings them, and what they import), of its routes the heaviest. Another module's (a modal, a
   * menu's popup): what the module that imports it had loaded, the lightest of them, and its
   * own imports.
   */
  loadedWith(key: string, seen = new Set<string>()): Set<string> {
    let heaviest: Set<string> | undefined
    for (const route of this.routes ?? []) {
      if (route.page !== key) continue
      const files = new Set(this.shell())
      for (const module of route.modules) this.closure(module, files)
      if (!heaviest || this.gzipOf(files) > this.gzipOf(heaviest)) heaviest = files
    }
    if (heaviest) return heaviest
    const own = this.closure(key, new Set(this.shell()))
    if (seen.has(key)) return own
    let lightest: Set<string> | undefined
    for (const importer of this.importers().get(key) ?? []) {
      const files = this.loadedWith(importer, new Set([...seen, key]))
      for (const f of own) files.add(f)
      if (!lightest || this.gzipOf(files) < this.gzipOf(lightest)) lightest = files
    }
    return lightest ?? own
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
   * Per lazily loaded module, the gzip JS a cold load through it fetches (`firstLoad`, what
   * `loadedWith` counts) and what of that is its own (`own`), the heaviest first. A `page` is a
   * route's module; the rest are parts a page loads once it shows (a modal, the serial console's
   * terminal, a menu's popup).
   */
  routeModules(): { module: string; own: number; firstLoad: number; page: boolean }[] {
    const shell = this.shell()
    const pages = new Set((this.routes ?? []).map((r) => r.page))
    return Object.entries(this.manifest)
      .filter(([key, c]) => c.isDynamicEntry && key.startsWith('src/') && !shell.has(c.file))
      .map(([module]) => {
        const own = [...this.closure(module)].filter((f) => !shell.has(f))
        return {
          module,
          own: this.gzipOf(own),
          firstLoad: this.gzipOf(this.loadedWith(module)),
          page: pages.has(module),
        }
      })
      .sort((a, b) => b.firstLoad - a.firstLoad)
  }
}

export const hasBuild = (outDir: string) => existsSync(join(outDir, '.vite/manifest.json'))
