import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'
import { credentials } from '../../mock-api/data/silo'
import { SESSION_COOKIE } from '../../mock-api/kit'
import { bodiesOffSchema, KEEP_BODIES } from './request-bodies'

/**
 * Shared fixtures. Every test starts from a fresh page load: a fresh mock database (it lives in
 * the page), no cookies, nothing in localStorage (the session and the mock's settings are
 * kept there), the mock API answering without delay unless the test asks for `mockDelay`; a
 * test fails if the page throws an uncaught exception or sends a body off the server's schema
 * (request-bodies.ts).
 *
 * The browser context is the worker's, reused from test to test (`sharedContext`): a new
 * context per test made every test pay for a cold browser profile, the mock's service worker
 * installed again and every script fetched and compiled again, about a second of the 2-core
 * machine's time a test. Between tests its pages are closed, its cookies, permissions and
 * localStorage cleared. A page kept open on the origin (`anchor`, a controlled client) keeps
 * MSW's worker registered, which unregisters itself when its last client closes. A retry, a
 * test that sets `freshContext` (a fake clock is the context's) and the projects that serve
 * other builds (another `baseURL`) get a context of their own.
 */
type Options = {
  mockDelay: number | [number, number]
  mockChaos: number
  /** ms per step of an instance state change; unset keeps the mock's default. */
  mockTransition: number | undefined
  /** A browser context of the test's own, not the worker's shared one. */
  freshContext: boolean
}

/** The projects whose tests all run against the mock build at baseURL. */
const SHARED_PROJECTS = new Set(['chromium', 'chaos'])

/** The context options of the project (its device and baseURL), for contexts made here. */
function contextOptions(use: {
  baseURL?: string
  viewport?: { width: number; height: number } | null
  userAgent?: string
  deviceScaleFactor?: number
  isMobile?: boolean
  hasTouch?: boolean
}) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = use
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch }
}

export const test = base.extend<
  Options & { pageErrors: Error[] },
  { sharedContext: { context: BrowserContext; anchor: Page } | undefined }
>({
  mockDelay: [0, { option: true }],
  mockChaos: [0, { option: true }],
  mockTransition: [undefined, { option: true }],
  freshContext: [false, { option: true }],
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      if (!SHARED_PROJECTS.has(workerInfo.project.name)) return use(undefined)
      const context = await browser.newContext(contextOptions(workerInfo.project.use))
      // a small document on the origin: claimed by the mock's worker once it activates
      const anchor = await context.newPage()
      await anchor.goto('/favicon.svg')
      await use({ context, anchor })
      await context.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, sharedContext, freshContext, baseURL }, use, testInfo) => {
    const shareable = baseURL === testInfo.project.use.baseURL
    if (!sharedContext || !shareable || freshContext || testInfo.retry > 0) {
      const own = await browser.newContext({ ...contextOptions(testInfo.project.use), baseURL })
      await use(own)
      await own.close()
      return
    }
    const { context, anchor } = sharedContext
    await use(context)
    for (const page of context.pages()) if (page !== anchor) await page.close()
    await context.clearCookies()
    await context.clearPermissions()
    await anchor.evaluate(() => localStorage.clear())
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = []
      page.on('pageerror', (e) => errors.push(e))
      await use(errors)
      expect(
        errors.map((e) => e.message),
        'uncaught exceptions in the page',
      ).toEqual([])
      expect(await bodiesOffSchema(page), 'request bodies off the server’s schema').toEqual([])
    },
    { auto: true },
  ],
  page: async ({ context, viewport, mockDelay, mockChaos, mockTransition }, use) => {
    const page = await context.newPage()
    // the shared context was made with the project's size; a test may ask for another
    if (viewport) await page.setViewportSize(viewport)
    await page.addInitScript(
      ([delay, chaos, transitionMs, [key, keep]]) => {
        localStorage.setItem(key, keep)
        const saved = JSON.parse(localStorage.getItem('oxide.mock') ?? '{}')
        const transition = transitionMs === null ? {} : { transitionMs }
        localStorage.setItem(
          'oxide.mock',
          JSON.stringify({ ...saved, delay, chaos, ...transition }),
        )
      },
      [mockDelay, mockChaos, mockTransition ?? null, KEEP_BODIES] as const,
    )
    await use(page)
  },
})

export { expect }

/** The toast region's toast with this title. */
export const toast = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('region', { name: /notifications/i }).getByText(title)

/**
 * A cold load (mock worker, app, loaders) is the slowest wait of a test: 3 to 5 s here alone,
 * over 15 s now and then when both workers' browsers are busy on the 2 cores. A hang still fails.
 */
export const COLD_LOAD_MS = 30_000

/** Go to a path and wait for the app to finish loading it. */
export async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('#content')).toBeVisible({ timeout: COLD_LOAD_MS })
}

/**
 * Be signed in as one of the mock's seeded users of silo maple (README), then load `path`. The
 * session is put where a sign-in leaves it (the mock's cookie store, MSW's, in localStorage),
 * by a script that runs before the app on the page's next load only (a reload after signing
 * out stays signed out): a session token the database never issued stands as a fresh session
 * of that user (mock-api/authn.ts), so a test pays one load, not the login form's two. The
 * login form itself is tested in auth.e2e.ts.
 */
export async function signInAs(page: Page, user: string, path = '/projects') {
  const known = credentials.find((c) => c.username === user)
  if (!known) throw new Error(`no seeded user ${user}`)
  const secret = Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16))
  const token = `${known.user_id}.${secret.join('')}`
  await page.addInitScript(
    ([name, value]) => {
      const once = `e2e-session-${value}`
      if (sessionStorage.getItem(once)) return
      sessionStorage.setItem(once, '1')
      const at = new Date().toISOString()
      const cookie = { key: name, value, domain: location.hostname, path: '/', httpOnly: true }
      const stored = [
        { ...cookie, hostOnly: true, creation: at, lastAccessed: at, sameSite: 'lax' },
      ]
      localStorage.setItem('__msw-cookie-store__', JSON.stringify(stored))
      localStorage.setItem('oxide.silo', 'maple')
    },
    [SESSION_COOKIE, token] as const,
  )
  await visit(page, path)
}

/** On /projects of a user who may not list the silo's projects (row R1): open one by name. */
export async function openProjectByName(page: Page, project: string) {
  await page.getByRole('textbox', { name: 'Project name' }).fill(project)
  await page.getByRole('button', { name: 'Open project' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances`)
}

/** Pick an option of the listbox field `field` (in `scope`, by default the open dialog). */
export async function choose(
  page: Page,
  field: string,
  option: string | RegExp,
  scope: Locator = page.getByRole('dialog'),
) {
  await scope.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}
