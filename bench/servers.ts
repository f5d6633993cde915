import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ROOT } from './bundle'

/**
 * The servers the bench starts: the HTTP mock API and `vite preview`. Each runs in its own
 * process group so stopping it also stops whatever it spawned; `stopAll` runs on success,
 * failure, Ctrl-C and SIGTERM alike.
 */
const started: ChildProcess[] = []

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is already gone
  }
}

export async function stopAll() {
  const running = started.splice(0)
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          const force = setTimeout(() => killGroup(child, 'SIGKILL'), 3000)
          child.once('exit', () => {
            clearTimeout(force)
            resolve()
          })
          killGroup(child, 'SIGTERM')
        }),
    ),
  )
}

let hooked = false
/** Stop the servers however the process ends. */
function hookExit() {
  if (hooked) return
  hooked = true
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopAll().finally(() => process.exit(130))
    })
  }
  // last resort (e.g. process.exit elsewhere): synchronous kill of what is left
  process.once('exit', () => {
    for (const child of started) killGroup(child, 'SIGKILL')
  })
}

export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

/**
 * Resolves once the child announces `url` on its output (the mock API prints "listening on",
 * vite preview its "Local:" line), then checks the URL answers. No polling.
 */
function waitForAnnounce(url: string, child: ChildProcess, log: () => string) {
  const host = new URL(url).host
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server for ${url} did not start within 60 s:\n${log()}`)),
      60_000,
    )
    const done = (error?: Error) => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
      if (error) reject(error)
      else resolve()
    }
    const onData = () => {
      if (log().includes(host)) done()
    }
    const onExit = () => done(new Error(`server for ${url} exited early:\n${log()}`))
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
    onData()
  }).then(async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    await res.arrayBuffer()
  })
}

async function start(name: string, args: string[], env: Record<string, string>, url: string) {
  hookExit()
  // a rack URL in the environment would win over the mock API
  const { API_URL: _rack, ...inherited } = process.env
  const child = spawn(join(ROOT, 'node_modules/.bin', name), args, {
    cwd: ROOT,
    env: { ...inherited, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  await waitForAnnounce(url, child, () => output)
}

/** `npm run mock-api` on `port`, answering without delay. */
export function startMockApi(port: number, seed: 'demo' | 'large') {
  const env = { PORT: String(port), MOCK_DELAY: '0', MOCK_SEED: seed, MOCK_CHAOS: '0' }
  return start('tsx', ['mock-api/server.ts'], env, `http://localhost:${port}/v1/me`)
}

/** `vite preview` of `outDir` on `port`, proxying the API to the mock API on `apiPort`. */
export function startPreview(outDir: string, port: number, apiPort?: number) {
  const args = ['preview', '--outDir', outDir, '--port', String(port), '--strictPort']
  const env: Record<string, string> = apiPort ? { MOCK_API_PORT: String(apiPort) } : {}
  return start('vite', args, env, `http://localhost:${port}/`)
}
