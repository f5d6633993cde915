import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'
import type { Fault, MockConfig } from '../../mock-api/config'
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

export { expectNoA11yViolations } from './axe'
export { expect }

/** A table by its accessible name. */
export const table = (page: Page, name: string) => page.getByRole('table', { name })

/** The row of a table whose cells contain `text`. */
export const row = (page: Page, text: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) })

/** Open a row's actions menu and pick an action. */
export async function rowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/** A link of the navigation (side bar, tab bar) of this accessible name. */
export const navLink = (page: Page, nav: string, name: string) =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name })

/**
 * Close the open menu with Escape and wait until it is gone: a scan of the page while the
 * menu is still unmounting would read its focus guards (aria-hidden, yet focusable) as the
 * page's.
 */
export async function closeMenu(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
}

/**
 * A menu item or button that is visible, reachable, inert, and says why in its tooltip (which
 * closes again once the pointer leaves).
 */
export async function expectDisabledWith(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await control.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
}

/**
 * Open a row's menu and check its items, then close it: the `enabled` ones may be chosen, the
 * `disabled` ones are inert, the first saying why in its tooltip when there is a `reason`.
 */
export async function expectRowMenu(
  page: Page,
  rowName: string,
  items: { enabled?: string[]; disabled?: string[]; reason?: string },
) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click()
  for (const name of items.enabled ?? [])
    await expect(page.getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled', 'true')
  for (const [i, name] of (items.disabled ?? []).entries()) {
    const item = page.getByRole('menuitem', { name })
    if (items.reason && i === 0) await expectDisabledWith(page, item, items.reason)
    else await expect(item).toHaveAttribute('aria-disabled', 'true')
  }
  await closeMenu(page)
}

/** Why a fleet viewer (Katherine in the seed) may not make a change on a system page. */
export const FLEET_VIEWER_REASON = 'Requires the admin role on the fleet; yours is viewer'

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

/**
 * Sign in through the login form, as a user does: for tests of the form itself, of where it
 * lands (`redirect`), or of a user the test made (`inApp`: reached by in-app navigation, so the
 * in-browser database, which a page load resets, keeps that user). Lands wherever the form
 * sends the user; the test says where it expects.
 */
export async function signInWithForm(
  page: Page,
  {
    silo = 'maple',
    username = 'grace',
    password = `${username}-pass`,
    redirect,
    inApp = false,
  }: { silo?: string; username?: string; password?: string; redirect?: string; inApp?: boolean },
) {
  const path = `/login/${silo}/local${redirect === undefined ? '' : `?redirect_uri=${encodeURIComponent(redirect)}`}`
  if (inApp) await navigate(page, path)
  else await page.goto(path)
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** On /projects of a user who may not list the silo's projects (row R1): open one by name. */
export async function openProjectByName(page: Page, project: string) {
  await page.getByRole('textbox', { name: 'Project name' }).fill(project)
  await page.getByRole('button', { name: 'Open project' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances`)
}

/** A row's selection checkbox in a list with bulk actions. */
export const selectRow = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Select ${name}` })

/** The role assignments of an access page (project, silo or fleet). */
export const roleAssignments = (page: Page) => page.getByRole('table', { name: 'Role assignments' })

/** Change a user's role on an access page through its row menu; the toast says so. */
export async function changeRole(page: Page, user: string, role: string) {
  await roleAssignments(page)
    .getByRole('button', { name: `Actions for ${user}` })
    .click()
  await page.getByRole('menuitem', { name: 'Change role' }).click()
  const change = page.getByRole('dialog', { name: 'Change role' })
  await choose(page, 'Role', role, change)
  await change.getByRole('button', { name: 'Change role' }).click()
  await expect(toast(page, `${user} is now ${role}`)).toBeVisible()
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

/** The bar of actions on the selected rows of a list. */
export const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' })

/**
 * Delete the record a detail page shows with the header's Delete and the dialog `Delete <kind>`:
 * the toast says so, and the list the app goes back to no longer has it.
 */
export async function deleteFromPage(page: Page, kind: string, name: string, list: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('dialog', { name: `Delete ${kind}` })
    .getByRole('button', { name: 'Delete' })
    .click()
  const title = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${name} deleted`
  await expect(toast(page, title)).toBeVisible()
  await expect(page).toHaveURL(list)
  await expect(row(page, name)).toHaveCount(0)
}

/** Change the in-browser mock's settings without a reload (README: planned faults, delay). */
export const configureMock = (page: Page, settings: Partial<MockConfig>) =>
  page.evaluate((next) => window.oxideMock?.configure(next), settings)

/** The next `times` calls of each `op` fail with `status`; nothing else does. */
export const mockFaults = (page: Page, faults: Fault[]) => configureMock(page, { faults })

/** A call in the page, answered by the API the page talks to (the in-browser mock). */
export const apiCall = async <T = unknown>(
  page: Page,
  path: string,
  init?: { method: string; body?: unknown },
) => {
  const { status, body } = await page.evaluate(
    async ([p, i]) => {
      const res = await fetch(
        p,
        i === null
          ? undefined
          : {
              method: i.method,
              headers: { 'content-type': 'application/json' },
              body: i.body === undefined ? undefined : JSON.stringify(i.body),
            },
      )
      const text = await res.text()
      return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown }
    },
    [path, init ?? null] as const,
  )
  // what the test expects the API to have answered: read as that, checked by the test
  return { status, body: body as T }
}

/** Open jump-to-anything from the keyboard; returns its input. */
export async function openJump(page: Page) {
  // the keys are heard once the signed-in frame is on screen (its top bar has the button)
  await expect(page.getByRole('button', { name: /Jump to/ })).toBeVisible()
  await page.keyboard.press('Control+k')
  const input = page
    .getByRole('dialog', { name: 'Jump to' })
    .getByRole('combobox', { name: 'Jump to a project, resource or page' })
  await expect(input).toBeFocused()
  return input
}

/**
 * A history entry in React Router's shape and a popstate: a link's navigation, started from
 * outside the app. With `mock`, the mock's settings change in the same step (chaos turned on
 * exactly as the navigation starts).
 */
export async function pushRoute(
  page: Page,
  path: string,
  mock?: { chaos: number; chaosSeed: number },
) {
  await page.evaluate(
    ([to, settings]) => {
      if (settings) window.oxideMock?.configure(settings)
      const state = window.history.state as { idx?: number } | null
      const key = Math.random().toString(36).slice(2, 10)
      window.history.pushState({ usr: null, key, idx: (state?.idx ?? 0) + 1 }, '', to)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    },
    [path, mock ?? null] as const,
  )
}

/**
 * Go to a path in the app, as a link would (no reload: the mock keeps its data, the app its
 * cache), and wait until the router has the new page on screen. For walks over many pages in
 * one context, where a cold load per page would cost most of the walk's time. React Router
 * hears a popstate with a history entry of its own shape, so blockers (the dirty-form guard)
 * still apply.
 */
export async function navigate(page: Page, path: string) {
  const announcer = page.getByTestId('route-announcer')
  const before = (await announcer.getAttribute('data-location')) ?? ''
  await pushRoute(page, path)
  await expect(announcer).not.toHaveAttribute('data-location', before, { timeout: COLD_LOAD_MS })
  await expect(page.locator('#content')).toBeVisible()
}
