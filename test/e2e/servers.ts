import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

/**
 * Starting and stopping the servers the production-build projects run against (the CSP test,
 * the nginx deployment test): free ports, builds, and servers that announce themselves.
 */
export const root = fileURLToPath(new URL('../..', import.meta.url))
export const VITE = 'node_modules/vite/bin/vite.js'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * The children get a plain environment: not the test runner's loader hooks (NODE_OPTIONS) nor
 * its forced colours, which would put escape codes inside the "listening on" lines.
 */
function childEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _, FORCE_COLOR: __, ...env } = process.env
  return { ...env, NO_COLOR: '1', ...extra }
}

// node itself runs each tool, so the process a test stops is the server, not a wrapper
export const node = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawn(process.execPath, args, { cwd: root, env: childEnv(env) })

/** Run a process to completion; its output is shown only if it fails. */
export async function run(child: ChildProcess, what: string) {
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const [code] = await once(child, 'exit')
  if (code !== 0) throw new Error(`${what} failed:\n${output}`)
}

const buildProduction = (outDir: string) =>
  run(node([VITE, 'build', '--outDir', outDir, '--logLevel', 'error']), `vite build ${outDir}`)

/** Where global-setup.ts says this run's production build goes (under the root). */
export const PRODUCTION_DIR_ENV = 'E2E_PRODUCTION_DIR'

/**
 * The production bundle (no mock code), built once per run by the first worker that asks
 * (the csp and deploy projects' workers each asked for one of their own, four builds a run);
 * the others wait for it. global-setup.ts removes it after the run. Returns its folder,
 * relative to the root.
 */
export async function productionBuild(): Promise<string> {
  const outDir = process.env[PRODUCTION_DIR_ENV] ?? `.e2e-dist/production-${process.pid}`
  const dir = join(root, outDir)
  const [done, failed] = [`${dir}.done`, `${dir}.failed`]
  await mkdir(dirname(dir), { recursive: true })
  try {
    await mkdir(`${dir}.lock`)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    // another worker is building it
    for (const until = Date.now() + 120_000; Date.now() < until; await sleep(100)) {
      if (existsSync(done)) return outDir
      if (existsSync(failed)) throw new Error(await readFile(failed, 'utf8'))
    }
    throw new Error(`the production build in ${outDir} did not finish within 120 s`)
  }
  try {
    await buildProduction(outDir)
  } catch (e) {
    await writeFile(failed, String(e))
    throw e
  }
  await writeFile(done, '')
  return outDir
}

/** The files productionBuild leaves, for the global teardown. */
export const productionFiles = (outDir: string) =>
  ['', '.lock', '.done', '.failed'].map((end) => join(root, `${outDir}${end}`))

/** Start a server and resolve once it prints that it is listening on `port`. */
export async function serve(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<ChildProcess> {
  const child = node(args, env)
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d
      if (output.includes(`localhost:${port}`)) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)))
  })
  return child
}

/** The HTTP mock API, without delay. */
export const serveMockApi = (port: number) =>
  serve(['--import', 'tsx', 'mock-api/server.ts'], { PORT: String(port), MOCK_DELAY: '0' }, port)

export async function stop(...children: ChildProcess[]) {
  for (const child of children) {
    if (child.exitCode !== null) continue
    child.kill()
    await once(child, 'exit')
  }
}

/** Every CSP violation, from the page's own event and from the console. */
export async function watchCsp(page: Page) {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`)
    })
  })
  page.on('console', (m) => {
    const text = m.text()
    if (/CSP violation|Content Security Policy|Refused to/i.test(text)) violations.push(text)
  })
  return violations
}
