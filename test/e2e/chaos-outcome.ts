import type { Page, Request, Response } from '@playwright/test'
import { CHAOS_HEADER } from '../../mock-api/kit'
import { FORBIDDEN_MESSAGE, UNKNOWN_MESSAGE } from '../../src/api/errors'
import { pushRoute } from './nav'
import { COLD_LOAD_MS, expect } from './utils'

/**
 * What a user sees after chaos mode failed some of a page's calls, checked against which
 * failures the mock injected (it marks them with a header; the tests only listen, they never
 * intercept). The spec's outcomes: 401 -> login with the return path, 403 -> 'Action not
 * authorized' (or the no-groups notice), 404 -> 'Page not found', 500 -> an error message.
 */
export const INJECTED_MESSAGE: Record<number, string> = {
  403: 'Action not authorized',
  404: 'Not found (injected by chaos mode)',
  500: 'Internal Server Error (injected by chaos mode)',
}
const NO_GROUPS = 'You are not in any groups and have no role on the silo.'

/**
 * The reads a role comes from, where a 403 means "no role": the silo's and a project's policy,
 * and for the fleet role the system policy and the user's own silo (its role mapping), which
 * `api/fleet-permissions.ts` reads with `maybeQ(..., [403])`.
 */
const ROLE_READ =
  /^GET \/v1\/((projects\/[^/?]+\/)?policy|system\/policy|system\/silos\/[^/?]+)(\?|$)/
/** The user's own silo, read for its fleet role mapping: a 404 there is a "no role" too. */
const OWN_SILO_READ = /^GET \/v1\/system\/silos\/[^/?]+(\?|$)/

/**
 * The system navigation's issue count reads these in the background on every system page
 * (resources/system-issues): their failures are reported by its "checks failed" mark.
 */
const ISSUE_SOURCE =
  /^GET \/(v1\/system\/hardware\/(sleds|disks)|experimental\/v1\/system\/support-bundles|v1\/alert-receivers(\/[^/?]+\/deliveries)?|v1\/projects|v1\/instances)\?(.*&)?limit=(1000|1)(&|$)/

/**
 * Who the user is and their groups: side reads (layouts/auth-layout.tsx) whose failure the
 * console frame reports in its role notice; the pages outside the frame (the device pages)
 * do not use them, and carry on without.
 */
const SIDE_READ = /^GET \/v1\/me(\/groups)?(\?|$)/

const API = /^\/(v1|experimental|device\/(auth|confirm|token))\b/

type PageAnswer = { call: string; status: number; abandoned: boolean }

declare global {
  interface Window {
    __chaosAnswers?: PageAnswer[]
  }
}

/**
 * In the page (an init script, so it runs before the app): each answer the app's fetch got,
 * and whether the app gave it up before reading it, its signal aborted as a page being left
 * aborts its rows' reads. Such an answer reached the browser, so Playwright reports it, but
 * the console never saw its status (api/query.ts `call` rethrows an aborted read).
 */
function trackAnswers() {
  if (window.__chaosAnswers) return
  const answers: PageAnswer[] = []
  window.__chaosAnswers = answers
  const fetch0 = window.fetch
  window.fetch = async function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const request = input instanceof Request ? input : undefined
    const signal = init?.signal ?? request?.signal
    const url = new URL(request?.url ?? String(input), location.href)
    const call = `${(init?.method ?? request?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`
    const response = await fetch0.call(this, input, init)
    const answer = { call, status: response.status, abandoned: signal?.aborted ?? false }
    answers.push(answer)
    if (signal && !signal.aborted) {
      const onAbort = () => {
        answer.abandoned = true
      }
      signal.addEventListener('abort', onAbort, { once: true })
      // once the app has read the body, an abort takes nothing from it (the SDK reads text)
      const text = response.text.bind(response)
      response.text = () => text().finally(() => signal.removeEventListener('abort', onAbort))
    }
    return response
  }
}

/** Collects the page's API answers, marking the failures chaos injected. */
export async function watchChaos(page: Page) {
  await page.addInitScript(trackAnswers)
  await page.evaluate(trackAnswers).catch(() => undefined)
  let answers: { status: number; call: string; injected: boolean; request: Request }[] = []
  /** Calls answered well at least once in this page's life: the app holds their data. */
  const held = new Set<string>()
  /** Calls whose latest answer the app gave up before reading it (`trackAnswers`). */
  let abandoned = new Set<string>()
  page.on('response', (r: Response) => {
    const url = new URL(r.url())
    if (!API.test(url.pathname)) return
    const injected = r.headers()[CHAOS_HEADER] === 'injected'
    const call = `${r.request().method()} ${url.pathname}${url.search}`
    if (r.status() < 400) held.add(call)
    answers.push({ status: r.status(), call, injected, request: r.request() })
  })
  // a call whose request failed in the browser left the console no answer either
  page.on('requestfailed', (request: Request) => {
    answers = answers.filter((a) => a.request !== request)
  })
  // a 403 on a role read is the server saying the user holds no role there: the console
  // reads it so (controls disabled with the reason), an answer rather than a failure
  const answered = (a: { status: number; call: string }) =>
    a.status < 400 ||
    (a.status === 403 && ROLE_READ.test(a.call)) ||
    (a.status === 404 && OWN_SILO_READ.test(a.call))
  // a read that failed again after it once answered: the page keeps showing what it read
  // (a background refetch, e.g. of the page being left, or of a layout's data); a 401 is never
  // that, it ends the session
  const stale = (a: { call: string }) => /^(GET|HEAD) /.test(a.call) && held.has(a.call)
  const failures = () => answers.filter((a) => a.injected)
  /**
   * Failures the console never got past: the last answer to that request (a redirect, a
   * remount or a retry may simply ask again; then only the latest answer is on screen).
   */
  const unrecoveredCalls = () => {
    const last = new Map(answers.map((a) => [a.call, a]))
    return [...last.values()].filter(
      (a) =>
        a.injected && !answered(a) && !(a.status !== 401 && stale(a)) && !abandoned.has(a.call),
    )
  }
  return {
    /** Reads from the page which answers the app gave up (before `unrecovered`). */
    sync: async () => {
      const log = await page.evaluate(() => window.__chaosAnswers ?? []).catch(() => undefined)
      if (!log) return
      const latest = new Map(log.map((a) => [a.call, a.abandoned]))
      abandoned = new Set([...latest].filter(([, gaveUp]) => gaveUp).map(([call]) => call))
    },
    /** Every status chaos injected since the last reset. */
    statuses: () => new Set(failures().map((a) => a.status)),
    /**
     * The statuses injected into changes (any call but a GET): what a submit sent. A form
     * whose own checks stopped the submit sent none, whatever a background read met meanwhile.
     */
    changeStatuses: () =>
      new Set(
        failures()
          .filter((a) => !a.call.startsWith('GET '))
          .map((a) => a.status),
      ),
    /** The statuses of the failures the console never got past. */
    unrecovered: () => new Set(unrecoveredCalls().map((a) => a.status)),
    /** The same, each with its call. */
    unrecoveredCalls,
    /** For failure messages: which call failed how. */
    describe: () =>
      failures()
        .map((f) => `${f.status} ${f.call}`)
        .join(', ') || 'nothing',
    reset: () => {
      answers = []
    },
  }
}

export type Chaos = Awaited<ReturnType<typeof watchChaos>>

/** Console errors that are not the console's own log of a failed API call. */
export function watchConsole(page: Page) {
  const unexpected: string[] = []
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    const text = m.text()
    const ours =
      /^\w+ failed \(\d{3}\)/.test(text) || // api/errors.ts logs each failed call
      /^Failed to load resource: the server responded with a status of \d{3}/.test(text)
    if (!ours) unexpected.push(text)
  })
  return unexpected
}

export type Outcome = 'login' | 'not-found' | 'forbidden' | 'no-groups' | 'error' | 'page'

async function visible(page: Page, text: string) {
  return page
    .getByText(text, { exact: false })
    .first()
    .isVisible()
    .catch(() => false)
}

/** What the screen shows now, or undefined while it is still loading. */
export async function currentOutcome(page: Page): Promise<Outcome | undefined> {
  // a side modal hides the page behind it from the accessibility tree
  if (await page.getByRole('dialog').first().isVisible()) return 'page'
  const h1 = page.getByRole('heading', { level: 1 })
  if (!(await h1.first().isVisible())) return undefined
  // never waits: the heading may be gone by now (a navigation, a side modal opening), and a
  // read that waited for it would hang the poll that called this
  const title = (await h1.allTextContents())[0]?.trim()
  if (title === undefined) return undefined
  if (new URL(page.url()).pathname.startsWith('/login'))
    return title === 'Sign in' ? 'login' : undefined
  if (title === 'Page not found') return 'not-found'
  if (title === 'You have no access yet' && (await visible(page, NO_GROUPS))) return 'no-groups'
  if (title === 'Something went wrong') {
    if (await visible(page, NO_GROUPS)) return 'no-groups'
    if (await visible(page, 'Action not authorized')) return 'forbidden'
    return 'error'
  }
  return 'page'
}

/**
 * Wait until the screen settles on an outcome that the injected failures explain, and return
 * it. A 401 anywhere must end on the login page with `redirect_uri` holding where the user was.
 */
export async function expectOutcome(
  page: Page,
  path: string,
  chaos: Chaos,
  from?: string,
): Promise<Outcome> {
  let outcome: Outcome | undefined
  await expect(async () => {
    await chaos.sync()
    outcome = await currentOutcome(page)
    const seen = chaos.statuses()
    const why = `outcome ${outcome} after injected ${chaos.describe()} at ${path}`
    expect(outcome, why).toBeDefined()
    // a 401 the console asked past (a later answer to the same call came through) is no
    // signed-out session: the page may stand; one it never got past must end on login
    if (chaos.unrecovered().has(401) || outcome === 'login') {
      expect(seen.has(401), why).toBe(true)
      expect(outcome, why).toBe('login')
      // where the user was: the page, or, for a 401 while an in-app navigation still loaded
      // it, the page they were leaving (spec: the current path)
      const back = new URL(page.url()).searchParams.get('redirect_uri') ?? ''
      const ok = back.startsWith(path) || (from !== undefined && back === from)
      expect(ok, `redirect_uri ${back} for ${path}${from ? ` from ${from}` : ''}`).toBe(true)
      return
    }
    // spec section 2: a lookup that fails for any reason shows the not-found page
    if (outcome === 'not-found' && !path.startsWith('/lookup/'))
      expect(seen.has(404), why).toBe(true)
    if (outcome === 'forbidden' || outcome === 'no-groups') expect(seen.has(403), why).toBe(true)
    if (outcome === 'error') {
      // an injected 500, not a crash: the page names the failure
      expect(seen.has(500), why).toBe(true)
      expect(await visible(page, INJECTED_MESSAGE[500] ?? ''), why).toBe(true)
    }
    if (outcome === 'page') {
      // the page loaded anyway: any failure it did not get past is reported where it happened
      const marked = await page.getByTestId('issue-checks-failed').isVisible()
      const framed = (await page.getByRole('button', { name: /^User menu/ }).count()) > 0
      for (const { status, call } of chaos.unrecoveredCalls()) {
        if (marked && ISSUE_SOURCE.test(call)) continue
        if (!framed && SIDE_READ.test(call)) continue
        // a HEAD's answer has no body: the console knows its status, not the mock's words
        const head = status === 403 ? FORBIDDEN_MESSAGE : UNKNOWN_MESSAGE
        const message = call.startsWith('HEAD ') ? head : (INJECTED_MESSAGE[status] ?? '')
        expect(await visible(page, message), `${why}: ${status} ${call} unreported`).toBe(true)
      }
    }
    // a chaos load is a cold load: as long as `visit` gives one on a busy machine
  }).toPass({ timeout: COLD_LOAD_MS })
  return outcome ?? 'page'
}

/** Chaos off in this page's mock, without a reload. */
export const chaosOff = (page: Page) =>
  page.evaluate(() => window.oxideMock?.configure({ chaos: 0 }))

/**
 * Chaos on (seeded) and an in-app navigation to `path`, in one step of the page, so no call of
 * the page being left meets it. Returns the path left.
 */
export async function chaosNavigate(page: Page, path: string, rate: number, seed: number) {
  const url = new URL(page.url())
  const from = `${url.pathname}${url.search}`
  const announcer = page.getByTestId('route-announcer')
  const before = (await announcer.getAttribute('data-location')) ?? ''
  await pushRoute(page, path, { chaos: rate, chaosSeed: seed })
  // the router took it: a new location announced, or a 401 already on its way to sign-in
  await expect(async () => {
    const now = (await announcer.getAttribute('data-location').catch(() => before)) ?? ''
    expect(now !== before || page.url().includes('/login')).toBe(true)
  }).toPass({ timeout: COLD_LOAD_MS })
  return from
}

/** Dismiss every toast on screen, so the next page's failures are the only ones shown. */
export async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('region', { name: /notifications/i }).getByRole('button', {
    name: 'Dismiss',
  })
  // a closing toast stays a moment for its exit animation: clicking it again does nothing
  for (let i = 0; i < 12 && (await dismiss.count()) > 0; i++)
    await dismiss
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined)
  await expect(dismiss).toHaveCount(0)
}

/**
 * After any outcome the console is still usable: with chaos off, the error page's 'Back to
 * console' leads to the projects, and after a 401 signing in again returns to the page.
 */
export async function expectRecovery(page: Page, outcome: Outcome, path: string, from?: string) {
  await chaosOff(page)
  if (outcome === 'login') {
    const url = new URL(page.url())
    if (url.pathname === '/login') {
      await page.getByRole('textbox', { name: 'Silo' }).fill('maple')
      await page.getByRole('button', { name: 'Continue' }).click()
    }
    await page.getByRole('textbox', { name: 'Username' }).fill('grace')
    await page.getByLabel('Password').fill('grace-pass')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL((u) => !u.pathname.startsWith('/login'))
    await expect.poll(() => currentOutcome(page)).toBe('page')
    // back where the user was; a lookup goes on to the instance it found (spec section 2)
    const landed = new URL(page.url()).pathname
    if (path.startsWith('/lookup/'))
      expect(landed).toMatch(/^\/projects\/[^/]+\/instances\/[^/]+\//)
    else {
      const back = landed.startsWith(path) || from?.startsWith(landed) === true
      expect(back, `${landed} after signing in from ${path}`).toBe(true)
    }
    return
  }
  // the no-groups notice is the user's state, not a failure: it offers only signing out
  if (outcome === 'page' || outcome === 'no-groups') return
  // the error page's way out, unless the page got past the failure by itself meanwhile (a
  // read asked again once chaos was off); bounded, so a link that never holds fails this step
  const back = page.getByRole('link', { name: 'Back to console' })
  await expect
    .poll(async () => (await back.isVisible()) || (await currentOutcome(page)) === 'page', {
      timeout: 15_000,
    })
    .toBe(true)
  if (!(await back.isVisible())) return
  // from the keyboard, as a user without a pointer leaves (a role-read notice that failed late
  // once came in above the link and moved it under a click; it now comes after the page)
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1)).toBeVisible()
}
