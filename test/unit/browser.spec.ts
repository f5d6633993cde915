import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DOWNLOAD_TRY,
  ensureBrowser,
  findBrowser,
  type Machine,
  NO_BROWSER,
  thisMachine,
} from '../../scripts/browser.ts'

/** Issue 8: `npm test` finds a browser, gets one, or stops with one clear line. */
const PW = '/pw/chromium-1/chrome'

function machine(over: Partial<Machine> & { files?: string[]; installs?: Record<string, string> }) {
  const files = new Set(over.files ?? [])
  const ran: string[] = []
  const m: Machine = {
    env: {},
    exists: (p) => files.has(p),
    playwrightPath: PW,
    run: async (cmd, args) => {
      const line = [cmd, ...args].join(' ')
      ran.push(line)
      const puts = Object.entries(over.installs ?? {}).find(([k]) => line.includes(k))?.[1]
      if (puts) files.add(puts)
      return puts !== undefined || line.includes('apt-get update')
    },
    isRoot: false,
    isDebian: false,
    log: () => {},
    ...over,
  }
  return { m, ran }
}

describe('findBrowser', () => {
  it('looks at CHROMIUM_PATH, then Playwright’s browser, then the system’s', () => {
    const all = ['/opt/c', PW, '/usr/bin/chromium']
    const exists = (have: string[]) => (p: string) => have.includes(p)
    expect(findBrowser({ CHROMIUM_PATH: '/opt/c' }, exists(all), PW)).toEqual({
      path: '/opt/c',
      source: 'CHROMIUM_PATH',
    })
    expect(findBrowser({ CHROMIUM_PATH: '/missing' }, exists(all), PW)?.source).toBe('playwright')
    expect(findBrowser({}, exists(['/usr/bin/chromium']), PW)).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    })
    // Debian's headless shell before its whole browser
    const both = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']
    expect(findBrowser({}, exists(both), PW)?.path).toBe('/usr/bin/chromium-headless-shell')
    expect(findBrowser({ SYSTEM_CHROMIUM: '/a:/b' }, exists(['/b']), PW)?.path).toBe('/b')
    expect(findBrowser({}, exists([]), PW)).toBeUndefined()
  })
})

describe('ensureBrowser', () => {
  it('uses what it finds and installs nothing', async () => {
    const { m, ran } = machine({ files: ['/usr/bin/chromium'] })
    expect((await ensureBrowser(m)).status).toBe('found')
    expect(ran).toEqual([])
  })

  it('downloads Playwright’s Chromium where the internet is reachable', async () => {
    const { m, ran } = machine({ installs: { 'playwright install chromium': PW } })
    expect(await ensureBrowser(m)).toEqual({
      status: 'installed',
      by: 'playwright',
      browser: { path: PW, source: 'playwright' },
    })
    expect(ran).toEqual(['npx playwright install chromium'])
  })

  it('installs Debian’s headless shell as root on Debian when the download fails', async () => {
    const shell = '/usr/bin/chromium-headless-shell'
    const { m, ran } = machine({
      isRoot: true,
      isDebian: true,
      installs: { 'apt-get install -y -qq chromium-headless-shell': shell },
    })
    expect(await ensureBrowser(m)).toEqual({
      status: 'installed',
      by: 'apt-get',
      browser: { path: shell, source: 'system' },
    })
    expect(ran.at(-1)).toContain('apt-get install -y -qq chromium-headless-shell')
  })

  it('installs Debian’s whole chromium where the release has no headless shell', async () => {
    const { m, ran } = machine({
      isRoot: true,
      isDebian: true,
      installs: { 'apt-get install -y -qq chromium': '/usr/bin/chromium' },
    })
    // the stand-in machine matches by substring: the shell's line "installs" chromium too,
    // so make the shell's install fail as a release without the package does
    const run = m.run
    m.run = async (cmd, args, opts) =>
      args.join(' ').includes('headless-shell') ? false : run(cmd, args, opts)
    expect(await ensureBrowser(m)).toMatchObject({
      status: 'installed',
      browser: { path: '/usr/bin/chromium' },
    })
    expect(ran.at(-1)).toMatch(/apt-get install -y -qq chromium$/)
  })

  it('gives up without root, or off Debian, or with --no-install', async () => {
    for (const over of [{ isDebian: true }, { isRoot: true }]) {
      const { m } = machine(over)
      expect((await ensureBrowser(m)).status).toBe('missing')
    }
    const { m, ran } = machine({ isRoot: true, isDebian: true })
    expect((await ensureBrowser(m, false)).status).toBe('missing')
    expect(ran).toEqual([])
  })
})

describe('a download without the internet', () => {
  it('is given up at its first failed try, not after five', async () => {
    // Playwright's installer as a machine without the internet sees it: a try, then another
    const installer = `console.log('Downloading Chrome for Testing 1 from x'); setTimeout(() => {
      console.log('Downloading Chrome for Testing 2 from y'); setTimeout(() => {}, 60000) }, 50)`
    const start = Date.now()
    const ok = await thisMachine().run(process.execPath, ['-e', installer], {
      retries: DOWNLOAD_TRY,
    })
    expect(ok).toBe(false)
    expect(Date.now() - start).toBeLessThan(10_000)
  })

  it('a command that succeeds in one try is true', async () => {
    const installer = "console.log('Downloading Chrome for Testing 1 from x')"
    expect(
      await thisMachine().run(process.execPath, ['-e', installer], { retries: DOWNLOAD_TRY }),
    ).toBe(true)
  })
})

describe('scripts/ensure-browser.ts, run as npm test runs it', () => {
  const run = (env: Record<string, string>) => {
    const { CHROMIUM_PATH: _, ...rest } = process.env
    const res = spawnSync('npx', ['tsx', 'scripts/ensure-browser.ts', '--no-install'], {
      env: { ...rest, ...env },
      encoding: 'utf8',
    })
    const lines = (s: string) => s.split('\n').filter((l) => l && !l.startsWith('npm warn'))
    return { status: res.status, out: lines(res.stdout), err: lines(res.stderr) }
  }
  const nowhere = () => mkdtempSync(join(tmpdir(), 'no-browser-'))

  it('with no browser anywhere: exit 1 and the one clear line', () => {
    const dir = nowhere()
    const r = run({ PLAYWRIGHT_BROWSERS_PATH: dir, SYSTEM_CHROMIUM: join(dir, 'chromium') })
    expect(r).toEqual({ status: 1, out: [], err: [NO_BROWSER] })
  }, 30_000)

  it('with CHROMIUM_PATH set to a binary: found', () => {
    const dir = nowhere()
    const r = run({
      CHROMIUM_PATH: process.execPath,
      PLAYWRIGHT_BROWSERS_PATH: dir,
      SYSTEM_CHROMIUM: join(dir, 'chromium'),
    })
    expect(r.status).toBe(0)
    expect(r.out).toEqual([
      `Chromium for the end-to-end tests: ${process.execPath}, found (CHROMIUM_PATH)`,
    ])
  }, 30_000)
})
