import type { Browser, Page } from '@playwright/test'
import { concrete } from '../route-patterns'
import { navigate } from './nav'
import { routePatterns } from './route-table'
import { COLD_LOAD_MS, expect, test } from './utils'

export { concrete }

export type WalkRoute = {
  /** The route pattern as the table nests it, e.g. `/projects/:project/instances`. */
  pattern: string
  /** Create and edit forms (side modals or whole pages): the pattern ends in -new, -add or /edit. */
  form: boolean
}

const FORM = /(-new|-add|\/edit)$/

/**
 * A screen's shape: the layouts around it (the top of the path and each param on the way
 * down, e.g. a project's, then a VPC's) and what it is (a list, a detail page, a tab of one,
 * a form). Screens of one shape are built by one recipe (ARCHITECTURE.md) and fail alike.
 */
export function shapeOf(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean)
  const param = (s: string | undefined) => s?.startsWith(':') ?? false
  const kind = FORM.test(pattern)
    ? 'form'
    : param(segments.at(-1))
      ? 'detail'
      : param(segments.at(-2))
        ? 'tab'
        : 'list'
  return [segments[0], ...segments.filter(param), kind].join(' ')
}

/** The first route of each shape (`shapeOf`, or a finer one), in the table's order. */
export function oneOfEachShape(routes: WalkRoute[], shape = shapeOf): WalkRoute[] {
  const seen = new Set<string>()
  return routes.filter((r) => {
    const shape_ = shape(r.pattern)
    if (seen.has(shape_)) return false
    seen.add(shape_)
    return true
  })
}

/** The signed-in pages: the login pages make no API calls and have their own tests. */
export async function walkRoutes(): Promise<WalkRoute[]> {
  return (await routePatterns())
    .filter((p) => !p.startsWith('/login'))
    .map((pattern) => ({ pattern, form: FORM.test(pattern) }))
}

type Source = { path: (v: Record<string, string>) => string; pick: (body: unknown) => unknown }
const first = (field: 'name' | 'id') => (body: unknown) =>
  (body as { items?: Record<string, unknown>[] }).items?.[0]?.[field]
const q = encodeURIComponent

/**
 * Where a param's value comes from: the first record of the matching list call. In order, as
 * later params are listed under earlier ones (a rule under a VPC, a route under a router).
 */
const SOURCES: [string, Source][] = [
  ['multicastGroup', { path: () => '/v1/multicast-groups', pick: first('name') }],
  ['instance', { path: (v) => `/v1/instances?project=${q(v.project ?? '')}`, pick: first('name') }],
  ['instanceId', { path: (v) => `/v1/instances?project=${q(v.project ?? '')}`, pick: first('id') }],
  ['vpc', { path: (v) => `/v1/vpcs?project=${q(v.project ?? '')}`, pick: first('name') }],
  [
    'rule',
    {
      path: (v) => `/v1/vpc-firewall-rules?project=${q(v.project ?? '')}&vpc=${q(v.vpc ?? '')}`,
      pick: (b) => (b as { rules?: { name: string }[] }).rules?.[0]?.name,
    },
  ],
  [
    'subnet',
    {
      path: (v) => `/v1/vpc-subnets?project=${q(v.project ?? '')}&vpc=${q(v.vpc ?? '')}`,
      pick: first('name'),
    },
  ],
  [
    'router',
    {
      path: (v) => `/v1/vpc-routers?project=${q(v.project ?? '')}&vpc=${q(v.vpc ?? '')}`,
      pick: first('name'),
    },
  ],
  [
    'route',
    {
      path: (v) =>
        `/v1/vpc-router-routes?project=${q(v.project ?? '')}&vpc=${q(v.vpc ?? '')}&router=${q(v.router ?? '')}`,
      pick: first('name'),
    },
  ],
  [
    'gateway',
    {
      path: (v) => `/v1/internet-gateways?project=${q(v.project ?? '')}&vpc=${q(v.vpc ?? '')}`,
      pick: first('name'),
    },
  ],
  [
    'floatingIp',
    { path: (v) => `/v1/floating-ips?project=${q(v.project ?? '')}`, pick: first('name') },
  ],
  [
    'externalSubnet',
    { path: (v) => `/v1/external-subnets?project=${q(v.project ?? '')}`, pick: first('name') },
  ],
  ['snapshot', { path: (v) => `/v1/snapshots?project=${q(v.project ?? '')}`, pick: first('name') }],
  ['image', { path: (v) => `/v1/images?project=${q(v.project ?? '')}`, pick: first('name') }],
  ['siloImage', { path: () => '/v1/images', pick: first('name') }],
  [
    // spec section 2: affinity/{antiAffinityGroup}, anti-affinity unless ?kind=affinity
    'group',
    { path: (v) => `/v1/anti-affinity-groups?project=${q(v.project ?? '')}`, pick: first('name') },
  ],
  [
    // only a SAML silo has identity providers: the first such silo's first provider
    'samlSilo',
    {
      path: () => '/v1/system/silos?limit=1000',
      pick: (b) =>
        (b as { items?: { name: string; identity_mode: string }[] }).items?.find(
          (s) => s.identity_mode !== 'local_only',
        )?.name,
    },
  ],
  [
    'provider',
    {
      path: (v) => `/v1/system/identity-providers?silo=${q(v.samlSilo ?? '')}`,
      pick: first('name'),
    },
  ],
  ['sledId', { path: () => '/v1/system/hardware/sleds', pick: first('id') }],
  ['diskId', { path: () => '/v1/system/hardware/disks', pick: first('id') }],
  ['switchId', { path: () => '/v1/system/hardware/switches', pick: first('id') }],
  ['rackId', { path: () => '/v1/system/hardware/racks', pick: first('id') }],
  // the first switch port (switch0's uplink, qsfp0, which has settings and a link)
  [
    'switchSlot',
    {
      path: () => '/v1/system/hardware/switch-port?limit=1',
      pick: (b) => (b as { items?: { switch_slot: string }[] }).items?.[0]?.switch_slot,
    },
  ],
  [
    'port',
    {
      path: () => '/v1/system/hardware/switch-port?limit=1',
      pick: (b) => (b as { items?: { port_name: string }[] }).items?.[0]?.port_name,
    },
  ],
  ['pool', { path: () => '/v1/system/ip-pools', pick: first('name') }],
  ['subnetPool', { path: () => '/v1/system/subnet-pools', pick: first('name') }],
  ['bgpConfig', { path: () => '/v1/system/networking/bgp', pick: first('name') }],
  [
    // the API answers announce sets as a bare array
    'announceSet',
    {
      path: () => '/v1/system/networking/bgp-announce-set',
      pick: (b) => (Array.isArray(b) ? (b[0] as { name?: string } | undefined)?.name : undefined),
    },
  ],
  ['addressLot', { path: () => '/v1/system/networking/address-lot', pick: first('name') }],
  [
    'portSettings',
    { path: () => '/v1/system/networking/switch-port-settings', pick: first('name') },
  ],
  ['sshKey', { path: () => '/v1/me/ssh-keys', pick: first('name') }],
  ['certificate', { path: () => '/v1/certificates', pick: first('name') }],
  // the first bundle by id is the seed's active one, whose page shows everything
  ['bundleId', { path: () => '/experimental/v1/system/support-bundles', pick: first('id') }],
  [
    'probe',
    { path: (v) => `/experimental/v1/probes?project=${q(v.project ?? '')}`, pick: first('name') },
  ],
  ['receiver', { path: () => '/v1/alert-receivers', pick: first('name') }],
  // the signed-in user's silo's (the silo pages'), and one of the walk's silo (the system page's)
  ['userId', { path: () => '/v1/users', pick: first('id') }],
  ['siloUserId', { path: (v) => `/v1/system/users?silo=${q(v.silo ?? '')}`, pick: first('id') }],
  ['groupId', { path: () => '/v1/groups', pick: first('id') }],
  ['builtinUser', { path: () => '/v1/system/users-builtin', pick: first('name') }],
]

/**
 * Values for every param, from the mock the page talks to (chaos must be off). A param with no
 * record gets `no-such-<param>`, which a built screen answers with 'Page not found': the walk
 * then fails and says which seed record is missing.
 */
export async function discoverParams(page: Page, fixed: Record<string, string>) {
  const values: Record<string, string> = { ...fixed }
  for (const [name, source] of SOURCES) {
    if (values[name]) continue
    const body = await page.evaluate(async (url) => {
      const res = await fetch(url)
      return res.ok ? ((await res.json()) as unknown) : null
    }, source.path(values))
    const picked = body === null ? undefined : source.pick(body)
    values[name] = typeof picked === 'string' ? picked : `no-such-${name}`
  }
  return values
}

/**
 * Params whose value depends on the route: silo images, lookups that take an id, and a SAML
 * provider (of a SAML silo).
 */
export function valuesFor(route: WalkRoute, values: Record<string, string>) {
  if (route.pattern.startsWith('/images/')) return { ...values, image: values.siloImage ?? '' }
  if (route.pattern.startsWith('/lookup/')) return { ...values, instance: values.instanceId ?? '' }
  if (route.pattern.includes('/idps/saml/')) return { ...values, silo: values.samlSilo ?? '' }
  return values
}

/** Param values per walk, discovered once per worker process (this module is one per worker). */
const discovered = new Map<string, Promise<Record<string, string>>>()

async function discover(
  browser: Browser,
  baseURL: string | undefined,
  fixed: Record<string, string>,
  start: string,
) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('oxide.mock', '{"delay":0}'))
  await page.goto(start)
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({
    timeout: COLD_LOAD_MS,
  })
  const values = await discoverParams(page, fixed)
  await context.close()
  return values
}

type WalkBody = (args: { page: Page; values: Record<string, string> }) => Promise<void> | void

/**
 * `test` with the walk's param values, discovered from a fresh mock (no delay, no chaos) after
 * loading `start` (e.g. `/projects?mock-seed=hostile`), once per worker. The tests are the
 * shared `test`'s, not an extension with a worker fixture of its own: Playwright runs each
 * set of worker fixtures in workers of its own, and every walk file started two more workers
 * (each importing the route table again).
 */
export const walkTest =
  (fixed: Record<string, string>, start = '/projects') =>
  (title: string, body: WalkBody) =>
    test(title, async ({ page, browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL
      const key = JSON.stringify([baseURL, fixed, start])
      let values = discovered.get(key)
      if (!values) {
        values = discover(browser, baseURL, fixed, start)
        discovered.set(key, values)
      }
      await body({ page, values: await values })
    })

/**
 * A walk over `pages` in `chunks` tests, each one browser context: a chunk's first page (and
 * any page `cold` names) is loaded, the others reached by in-app navigation, since a cold load
 * per page would be most of a walk's time. Each page is a step of soft checks, so one page's
 * failure does not hide the next: it must render (a heading, no error page), then pass `check`.
 * `watch` starts what the checks read across the chunk (e.g. dialogs opened).
 */
export function walkInChunks<W>(
  walk: ReturnType<typeof walkTest>,
  {
    title,
    pages,
    chunks,
    load,
    cold,
    watch,
    check,
  }: {
    title: string
    pages: WalkRoute[]
    chunks: number
    load: (page: Page, path: string) => Promise<void>
    cold?: (route: WalkRoute) => boolean
    watch: (page: Page) => W
    check: (page: Page, route: WalkRoute, watched: W, loaded: boolean) => Promise<void>
  },
) {
  for (let chunk = 0; chunk < chunks; chunk++) {
    const mine = pages.filter((_, i) => i % chunks === chunk)
    walk(`${title} (${chunk + 1} of ${chunks})`, async ({ page, values }) => {
      test.setTimeout(COLD_LOAD_MS + mine.length * 10_000)
      const watched = watch(page)
      for (const [i, route] of mine.entries()) {
        await test.step(route.pattern, async () => {
          const path = concrete(route.pattern, valuesFor(route, values))
          const loaded = i === 0 || (cold?.(route) ?? false)
          if (loaded) await load(page, path)
          else await navigate(page, path)
          await expect.soft(page.getByRole('heading').first(), route.pattern).toBeVisible()
          await expect
            .soft(
              page.getByRole('heading', {
                level: 1,
                name: /^(Something went wrong|Page not found)$/,
              }),
              `${route.pattern} renders`,
            )
            .toHaveCount(0)
          await check(page, route, watched, loaded)
        })
      }
    })
  }
}
