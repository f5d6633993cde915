import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * Which Chromium the end-to-end tests and the benchmark drive. Playwright cannot download its
 * own browser on a machine without internet, so the tests look, in this order, at:
 *   1. CHROMIUM_PATH, when set;
 *   2. the Chromium `npx playwright install chromium` put in place (PLAYWRIGHT_BROWSERS_PATH);
 *   3. the system's Chromium: SYSTEM_CHROMIUM (paths separated by `:`), by default Debian's
 *      old headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell),
 *      then /usr/bin/chromium, then /usr/bin/chromium-browser.
 * The headless shell is what Playwright itself runs headless tests in: the same Chromium
 * without the desktop browser around it, about a sixth less CPU a test than /usr/bin/chromium
 * in its new headless mode on this 2-core machine, where the browser suites are CPU-bound.
 */
export type Source = 'CHROMIUM_PATH' | 'playwright' | 'system'
export type Found = { path: string; source: Source }

type Env = Record<string, string | undefined>
const DEFAULT_SYSTEM =
  '/usr/bin/chromium-headless-shell:/usr/bin/chromium:/usr/bin/chromium-browser'

export function candidates(env: Env, playwrightPath: string): Found[] {
  const system = (env.SYSTEM_CHROMIUM ?? DEFAULT_SYSTEM).split(':').filter(Boolean)
  return [
    ...(env.CHROMIUM_PATH ? [{ path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' as const }] : []),
    { path: playwrightPath, source: 'playwright' as const },
    ...system.map((path) => ({ path, source: 'system' as const })),
  ]
}

/** Playwright's own Chromium, where `playwright install` puts it (it may not be there). */
export const playwrightChromium = () => chromium.executablePath()

export function findBrowser(
  env: Env = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightPath: string = playwrightChromium(),
): Found | undefined {
  return candidates(env, playwrightPath).find((c) => exists(c.path))
}

/** The one line a machine that cannot get a browser prints. */
export const NO_BROWSER =
  'No Chromium for the end-to-end tests: install one (Debian: `apt-get install chromium`; with internet: `npx playwright install chromium`) or set CHROMIUM_PATH to a Chromium binary.'

export type Machine = {
  env: Env
  exists: (path: string) => boolean
  playwrightPath: string
  /**
   * Runs a command, showing its output; true when it exited 0. With `retries`, a line that
   * matches it starts another try of the same work: the command is stopped there, false.
   */
  run: (cmd: string, args: string[], opts?: { retries?: RegExp }) => Promise<boolean>
  isRoot: boolean
  isDebian: boolean
  log: (line: string) => void
}

export type Outcome =
  | { status: 'found'; browser: Found }
  | { status: 'installed'; browser: Found; by: 'playwright' | 'apt-get' }
  | { status: 'missing' }

/**
 * Playwright's installer tries a download five times, printing this line before each; a
 * second try means the first failed, which on a machine without the internet they all will.
 */
export const DOWNLOAD_TRY = /^Downloading /m

/**
 * Find a browser, else get one: Playwright's download where the internet is reachable (given
 * up at its first failed try), then Debian's package as root. Never throws.
 */
export async function ensureBrowser(m: Machine, install = true): Promise<Outcome> {
  const find = () => findBrowser(m.env, m.exists, m.playwrightPath)
  const first = find()
  if (first) return { status: 'found', browser: first }
  if (!install) return { status: 'missing' }

  m.log('No Chromium found; trying `npx playwright install chromium`')
  if (await m.run('npx', ['playwright', 'install', 'chromium'], { retries: DOWNLOAD_TRY })) {
    const browser = find()
    if (browser) return { status: 'installed', browser, by: 'playwright' }
  }
  if (m.isRoot && m.isDebian) {
    m.log('Playwright could not download Chromium; installing Debian’s with apt-get')
    const install = (pkg: string) =>
      m.run('sh', ['-c', `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`])
    // the headless shell (lighter), else the whole browser: an older release may lack the shell
    const ok =
      (await m.run('sh', ['-c', 'apt-get update -qq'])) &&
      ((await install('chromium-headless-shell')) || (await install('chromium')))
    const browser = ok ? find() : undefined
    if (browser) return { status: 'installed', browser, by: 'apt-get' }
  }
  return { status: 'missing' }
}

export const thisMachine = (): Machine => ({
  env: process.env,
  exists: existsSync,
  playwrightPath: playwrightChromium(),
  run: (cmd, args, opts) =>
    new Promise((resolve) => {
      // its own process group, so a stop reaches what npx started too
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      let tries = 0
      let stopped = false
      const show = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
        out.write(chunk)
        const text = chunk.toString()
        tries += opts?.retries
          ? (text.match(new RegExp(opts.retries.source, 'gm'))?.length ?? 0)
          : 0
        if (tries > 1 && !stopped) {
          stopped = true
          out.write('\nThe first try failed: no more tries.\n')
          if (child.pid) process.kill(-child.pid, 'SIGTERM')
        }
      }
      child.stdout.on('data', show(process.stdout))
      child.stderr.on('data', show(process.stderr))
      child.on('error', () => resolve(false))
      child.on('close', (code) => resolve(!stopped && code === 0))
    }),
  isRoot: process.getuid?.() === 0,
  isDebian: existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get'),
  log: (line) => console.log(line),
})
