import type { Page } from '@playwright/test'
import {
  type Chaos,
  chaosOff,
  currentOutcome,
  dismissToasts,
  expectRecovery,
  INJECTED_MESSAGE,
  watchChaos,
  watchConsole,
} from './chaos-outcome'
import { pushRoute } from './nav'
import { concrete, oneOfEachShape, shapeOf, valuesFor, walkRoutes, walkTest } from './route-walk'
import { row, rowAction } from './tables'
import { COLD_LOAD_MS, expect, test, toast, visit } from './utils'

/**
 * Chaos aimed at one step at a time: the page loads cleanly, then every call fails with one
 * status. Each status must show the spec's outcome in the right place, a failed submit must
 * keep what the user typed, and the console must carry on once chaos is off. The forms are
 * the -new, -add and /edit routes of the route table, one of each shape (route-walk.ts
 * `shapeOf`), creates apart from edits: a failed submit is the form shells' to handle
 * (components/form-guard.tsx), whichever change a form sends, so each shape of form proves it
 * (24 shapes of 45 forms: a create starts empty, an edit from the record it loaded).
 */
const forms = oneOfEachShape(
  (await walkRoutes()).filter((r) => r.form),
  (p) => `${shapeOf(p)} ${/-(new|add)$/.test(p) ? 'create' : 'edit'}`,
)

/** From now on every call of this page fails with `status`. */
const failEverything = (page: Page, status: number) =>
  page.evaluate((s) => window.oxideMock?.configure({ chaos: 1, chaosStatuses: [s] }), status)

test.describe('one status at a time, after the page loaded', () => {
  for (const status of [403, 404, 500] as const) {
    test(`${status} while opening a project shows the spec's outcome and the console recovers`, async ({
      page,
    }) => {
      const consoleErrors = watchConsole(page)
      await visit(page, '/projects')
      await failEverything(page, status)
      await page.getByRole('link', { name: 'web-frontend' }).click()
      const expected = ({ 403: 'forbidden', 404: 'not-found', 500: 'error' } as const)[status]
      await expect.poll(() => currentOutcome(page)).toBe(expected)
      // the layout is still there around the error: the user can navigate away
      await expect(page.getByRole('button', { name: /^User menu for/ })).toBeVisible()
      // on the error page itself (the role notice above it may name the same failure)
      const errorPage = page.getByRole('heading', { level: 1, name: 'Something went wrong' })
      if (status === 500)
        await expect(errorPage.locator('..').getByText(INJECTED_MESSAGE[500] ?? '')).toBeVisible()
      await expectRecovery(page, expected, '/projects')
      await page.getByRole('link', { name: 'web-frontend' }).click()
      await expect(page).toHaveURL('/projects/web-frontend/instances')
      expect(consoleErrors).toEqual([])
    })
  }

  test('401 while navigating goes to login with the return path, and back after signing in', async ({
    page,
  }) => {
    await visit(page, '/projects')
    await failEverything(page, 401)
    await page.getByRole('link', { name: 'web-frontend' }).click()
    // the user was still on /projects while the next page loaded (spec: the current path)
    await expect(page).toHaveURL(/\/login(\/maple\/local)?\?redirect_uri=%2Fprojects$/)
    await expectRecovery(page, 'login', '/projects')
  })

  test('a failed delete shows a toast titled with the action and keeps the row', async ({
    page,
  }) => {
    await visit(page, '/projects')
    await failEverything(page, 500)
    await rowAction(page, 'sandbox', 'Delete')
    await page
      .getByRole('dialog', { name: 'Delete project' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(toast(page, 'Delete project')).toBeVisible()
    await expect(toast(page, INJECTED_MESSAGE[500] ?? '')).toBeVisible()
    await chaosOff(page)
    await expect(row(page, 'sandbox')).toBeVisible()
  })
})

test.describe('a failed submit keeps the input', () => {
  test('project create, 403, 404 and 500 in turn', async ({ page }) => {
    await visit(page, '/projects-new')
    const dialog = page.getByRole('dialog', { name: 'Create project' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('kept-name')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Kept <b>description</b> 🔥')
    for (const status of [403, 404, 500]) {
      await failEverything(page, status)
      await dialog.getByRole('button', { name: 'Create project' }).click()
      await expect(dialog.getByRole('alert')).toContainText(INJECTED_MESSAGE[status] ?? '')
      // the summary takes focus, so a screen reader's user hears what went wrong
      await expect(dialog.getByRole('alert')).toBeFocused()
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('kept-name')
      await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Kept <b>description</b> 🔥',
      )
    }
    // the same input goes through once the API answers again
    await chaosOff(page)
    await dialog.getByRole('button', { name: 'Create project' }).click()
    await expect(page).toHaveURL('/projects/kept-name/instances')
    await expect(toast(page, 'Project kept-name created')).toBeVisible()
  })

  test('project create, 401: the dirty guard asks before the login redirect can drop the input', async ({
    page,
  }) => {
    await visit(page, '/projects-new')
    const dialog = page.getByRole('dialog', { name: 'Create project' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('kept-name')
    await failEverything(page, 401)
    await dialog.getByRole('button', { name: 'Create project' }).click()
    const discard = page.getByRole('dialog', { name: 'Discard changes?' })
    await expect(discard).toBeVisible()
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    await expect(page).toHaveURL('/projects-new')
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('kept-name')
  })
})

const walk = walkTest({ project: 'web-frontend', silo: 'maple' })

/** What a user types: a new valid name, and a description full of characters that matter. */
const TYPED: Record<string, string> = {
  Name: 'typed-by-user',
  Description: 'Typed by the user: <i>kept</i> ✓',
}

const CHUNKS = 4

/** What a user picks for a file input: a small file, which the server may well refuse. */
const CHOSEN = {
  name: 'chosen-by-user.zip',
  mimeType: 'application/zip',
  buffer: Buffer.from('chosen by the user'),
}

/**
 * To the next form in the app, as a link would, through the dirty-form guard the last one
 * left behind ("Discard changes?": discard).
 */
async function leaveTo(page: Page, path: string) {
  const announcer = page.getByTestId('route-announcer')
  const before = (await announcer.getAttribute('data-location')) ?? ''
  await pushRoute(page, path)
  const discard = page.getByRole('dialog').getByRole('button', { name: 'Discard', exact: true })
  await expect(async () => {
    if (await discard.isVisible()) await discard.click({ timeout: 2_000 })
    expect(await announcer.getAttribute('data-location')).not.toBe(before)
  }).toPass({ timeout: COLD_LOAD_MS })
  await expect(page.locator('#content')).toBeVisible()
}

/**
 * One form: it must show (a side modal or a whole-page form), take what the user types, fail
 * its submit with a 500 in the form itself, and keep every character.
 */
async function failSubmit(page: Page, chaos: Chaos) {
  // a side modal, or a form that needs the whole page (a new instance)
  const modal = page.getByRole('dialog').first()
  await expect(modal.or(page.locator('#content form')).first()).toBeVisible()
  const form = (await modal.isVisible()) ? modal : page.locator('#content')
  const submit = form.locator('button[type=submit]')
  if ((await submit.count()) === 0) {
    // nothing to send: a read-only view in a side modal (an image cannot be changed) holds
    // no form; a form whose change the resource's state forbids (no routes on a system
    // router) has its submit disabled (a disabled submit is a plain button) and says why
    if ((await form.locator('form').count()) > 0)
      await expect(form.locator('button[aria-disabled=true]').last()).toBeVisible()
    return
  }
  const typed: [string, string][] = []
  for (const [label, text] of Object.entries(TYPED)) {
    const box = form.getByRole('textbox', { name: label, exact: true })
    if ((await box.count()) === 1 && (await box.isEditable())) {
      await box.fill(text)
      typed.push([label, text])
    }
  }
  // a file the form needs (an upload): chosen as a user would, and kept like typed text
  const files = form.locator('input[type=file][required]')
  const fileCount = await files.count()
  for (let i = 0; i < fileCount; i++) await files.nth(i).setInputFiles(CHOSEN)
  await failEverything(page, 500)
  await submit.click()
  // the form stays, says what went wrong, and holds every character typed
  await expect(form.getByRole('alert')).toBeVisible()
  for (const [label, text] of typed)
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(text)
  for (let i = 0; i < fileCount; i++)
    expect(await files.nth(i).evaluate((f: HTMLInputElement) => f.files?.[0]?.name)).toBe(
      CHOSEN.name,
    )
  if (chaos.changeStatuses().has(500))
    await expect(form.getByRole('alert')).toContainText(INJECTED_MESSAGE[500] ?? '')
  await chaosOff(page)
}

/**
 * Every form, in chunks: the first loaded, each later one reached in the app from the last
 * (its failed input discarded on the way), as a cold load per form cost most of the walk.
 */
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = forms.filter((_, i) => i % CHUNKS === chunk)
  walk(`forms under chaos (${chunk + 1} of ${CHUNKS})`, async ({ page, values }) => {
    test.setTimeout(COLD_LOAD_MS + mine.length * 15_000)
    const consoleErrors = watchConsole(page)
    const chaos = await watchChaos(page)
    for (const [i, route] of mine.entries()) {
      await test.step(route.pattern, async () => {
        const path = concrete(route.pattern, valuesFor(route, values))
        chaos.reset()
        if (i === 0) await visit(page, path)
        else {
          await dismissToasts(page)
          await leaveTo(page, path)
        }
        await failSubmit(page, chaos)
      })
    }
    expect(consoleErrors).toEqual([])
  })
}
