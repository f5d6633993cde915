import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebSocket } from 'ws'
import { grace } from '../../mock-api/data/silo'
import { thisMachine } from '../../scripts/browser'
import { CSP_HEADER } from '../../src/csp'
import { freePort, productionBuild, root, serveMockApi, stop, watchCsp } from './servers'
import { test as base, expect } from './utils'

/**
 * Issue 8: the deployment in deploy/nginx, tested. Debian's nginx (installed the way chromium
 * is, when missing and this is root on Debian) runs the config as shipped, with three lines
 * pointed at this run: the listen port, the build's folder and the API upstream, here
 * `npm run mock-api`. Outside CI, a machine that cannot get nginx skips with one line.
 */
const CONF = join(root, 'deploy/nginx/oxide-console.conf')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Held by the worker installing nginx: dpkg takes one install at a time, the others wait. */
const INSTALL_LOCK = join(tmpdir(), 'oxide-console-nginx-install')
const STALE_LOCK_MS = 10 * 60_000

async function ensureNginx(): Promise<string | undefined> {
  if (existsSync(NGINX)) return NGINX
  const m = thisMachine()
  if (!m.isRoot || !m.isDebian) return undefined
  const age =
    Date.now() - (statSync(INSTALL_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
  if (age > STALE_LOCK_MS) rmSync(INSTALL_LOCK, { recursive: true, force: true })
  try {
    mkdirSync(INSTALL_LOCK)
  } catch {
    // another worker installs it: wait for it to finish
    while (existsSync(INSTALL_LOCK) && !existsSync(NGINX))
      await new Promise((r) => setTimeout(r, 500))
    return existsSync(NGINX) ? NGINX : undefined
  }
  try {
    await m.run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx',
    ])
  } finally {
    rmSync(INSTALL_LOCK, { recursive: true, force: true })
  }
  return existsSync(NGINX) ? NGINX : undefined
}

/** Replace a line of the shipped config that must be there exactly once. */
function point(conf: string, line: string, replacement: string) {
  const count = conf.split(line).length - 1
  if (count !== 1) throw new Error(`deploy config: expected "${line}" once, found ${count}`)
  return conf.replace(line, replacement)
}

async function listening(port: number, ms = 10_000) {
  const until = Date.now() + ms
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true))
      socket.once('error', () => resolve(false))
    })
    if (ok) return
    if (Date.now() > until) throw new Error(`nginx is not listening on ${port}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Where nginx listens, and the build folder it serves (relative to the root). */
type Deployed = { url: string; port: number; outDir: string }

const MISSING = `nginx not found at ${NGINX} and not installable here (Debian: apt-get install nginx)`

/** The deployment, or null where nginx is missing (outside CI: every test skips with one line). */
const test = base.extend<{ deployment: Deployed }, { deployed: Deployed | null }>({
  deployed: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter's pattern, and this one needs none
    async ({}, use) => {
      const nginx = await ensureNginx()
      if (!nginx) {
        if (process.env.CI) throw new Error(MISSING)
        await use(null)
        return
      }
      const [apiPort, webPort] = [await freePort(), await freePort()]
      const outDir = await productionBuild()
      const api = await serveMockApi(apiPort)
      const dir = await mkdtemp(join(tmpdir(), 'oxide-nginx-'))
      let site = await readFile(CONF, 'utf8')
      site = point(site, '    listen 80;', `    listen 127.0.0.1:${webPort};`)
      site = point(site, '    listen [::]:80;\n', '')
      site = point(site, 'root /var/www/oxide-console;', `root ${join(root, outDir)};`)
      site = point(site, 'server 127.0.0.1:12220;', `server 127.0.0.1:${apiPort};`)
      await writeFile(join(dir, 'site.conf'), site)
      const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`
      await writeFile(
        join(dir, 'nginx.conf'),
        [
          process.getuid?.() === 0 ? 'user root;' : '',
          `pid ${join(dir, 'nginx.pid')};`,
          `error_log ${join(dir, 'error.log')} warn;`,
          'events { worker_connections 256; }',
          'http {',
          '  include /etc/nginx/mime.types;',
          '  default_type application/octet-stream;',
          '  access_log off;',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
          `  include ${join(dir, 'site.conf')};`,
          '}',
        ].join('\n'),
      )
      const server: ChildProcess = spawn(
        nginx,
        ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      )
      await listening(webPort)
      await use({ url: `http://127.0.0.1:${webPort}`, port: webPort, outDir })
      await stop(server, api)
      await rm(dir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  deployment: async ({ deployed }, use) => {
    test.skip(!deployed, MISSING)
    if (deployed) await use(deployed)
  },
  baseURL: async ({ deployment }, use) => use(deployment.url),
})

test('console pages load, and deep links survive a reload, under the CSP', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await page.getByRole('link', { name: 'web-frontend', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible()

  await page.goto('/projects/web-frontend/instances/web-1/networking')
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible()
  await expect(page).toHaveTitle('Networking · web-1 · Instances · web-frontend · Oxide Console')

  await page.goto('/settings/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  expect(violations).toEqual([])
})

test('headers: CSP on every page, index never cached, hashed assets for a year, compressed', async ({
  request,
  deployment: deployed,
}) => {
  for (const path of ['/', '/projects', '/projects/web-frontend/instances', '/login/maple/local']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const h = res.headers()
    expect(h['content-type'], path).toContain('text/html')
    expect(h['content-security-policy'], path).toBe(CSP_HEADER)
    expect(h['cache-control'], path).toBe('no-store')
    expect(h['x-content-type-options'], path).toBe('nosniff')
    expect(h['x-frame-options'], path).toBe('DENY')
    expect(h['referrer-policy'], path).toBe('same-origin')
  }

  // the largest script: one under nginx's gzip_min_length (256 bytes) is sent as it is
  const dir = join(root, deployed.outDir, 'assets')
  const scripts = (await readdir(dir)).filter((f) => f.endsWith('.js'))
  const sizes = await Promise.all(scripts.map(async (f) => (await stat(join(dir, f))).size))
  const js = scripts[sizes.indexOf(Math.max(...sizes))]
  const res = await request.get(`/assets/${js}`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers()['content-encoding']).toBe('gzip')
  expect(res.headers().vary).toContain('Accept-Encoding')
  // its source map is named in a header, not in the script, and is there
  expect(await res.text()).not.toContain('sourceMappingURL')
  expect(res.headers().sourcemap).toBe(`/assets/${js}.map`)
  expect((await request.get(`/assets/${js}.map`)).status()).toBe(200)
  // a missing asset is a 404, not the console page
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404)
})

test('the API is proxied as the dev server proxies it, and nothing else', async ({ request }) => {
  const projects = await request.get('/v1/projects?limit=1')
  expect(projects.status()).toBe(200)
  expect(projects.headers()['content-type']).toContain('application/json')
  expect(projects.headers()['content-security-policy']).toBeUndefined()
  expect((await projects.json()).items).toHaveLength(1)

  // the device flow's calls reach the API: a bad code is the API's answer, not a page
  const confirm = await request.post('/device/confirm', { data: { user_code: 'NOPE-NOPE' } })
  expect(confirm.headers()['content-type']).toContain('application/json')

  // SAML: the sign-in's start and the identity provider's POST go to the API; a GET of the
  // provider's path is the console's sign-in page
  const start = await request.get('/login/maple/saml/okta/redirect?redirect_uri=%2Fprojects', {
    maxRedirects: 0,
  })
  expect(start.headers()['content-type'] ?? '').not.toContain('text/html')
  expect(start.headers()['content-security-policy']).toBeUndefined()
  const post = await request.post('/login/maple/saml/okta', { form: { SAMLResponse: 'x' } })
  expect(post.headers()['content-type'] ?? '').not.toContain('text/html')
  const get = await request.get('/login/maple/saml/okta')
  expect(get.headers()['content-type']).toContain('text/html')
  expect(get.headers()['content-security-policy']).toBe(CSP_HEADER)
})

test('the serial console’s WebSocket upgrade passes through', async ({ deployment: deployed }) => {
  // the stream signs the caller in as an API call does (Grace's session), and takes input as
  // binary frames, as Nexus does
  const socket = new WebSocket(
    `ws://127.0.0.1:${deployed.port}/v1/instances/web-1/serial-console/stream?project=web-frontend`,
    { headers: { cookie: `session=${grace.id}` } },
  )
  const first = await new Promise<string>((resolve, reject) => {
    socket.once('message', (data) => resolve(data.toString()))
    socket.once('error', reject)
  })
  expect(first).toContain('web-1 login: ')
  socket.send(Buffer.from('root\r'))
  const echo = await new Promise<string>((resolve) =>
    socket.once('message', (d) => resolve(d.toString())),
  )
  expect(echo).toBe('root\r\n')
  socket.close()
})
