import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { rowAction } from './tables'
import { COLD_LOAD_MS, expect, signInAs, test, visit } from './utils'

/**
 * Issue 11: the activity panel lists this console's own changes in this browser, recorded where
 * every call goes through, kept across reloads per user, clearable; a failed one opens its error.
 */
async function openActivity(page: Page) {
  await page.getByRole('button', { name: 'Activity' }).click()
  const panel = page.getByRole('dialog', { name: 'Activity' })
  await expect(panel).toBeVisible()
  return panel
}

const changes = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Activity' })
    .getByRole('list', { name: 'Changes' })
    .getByRole('listitem')

async function createProject(page: Page, name: string) {
  await visit(page, '/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('button', { name: 'Create project' }).click()
  return dialog
}

test('a created project shows in the panel, and survives a reload', async ({ page }) => {
  await createProject(page, 'payments')
  await expect(page).toHaveURL('/projects/payments/instances')
  const panel = await openActivity(page)
  const entry = changes(page).first()
  await expect(entry).toContainText('Create project')
  await expect(entry).toContainText('payments')
  await expect(entry).toContainText('OK')
  await expect(entry).toContainText(/\d+ ms/)
  // the API's x-request-id of the answer
  await expect(entry).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/)
  await expectNoA11yViolations(page)
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Activity' })).toBeFocused()

  // the mock's database resets on reload; the log does not
  await page.reload()
  await expect(page.locator('#content')).toBeVisible({ timeout: COLD_LOAD_MS })
  await openActivity(page)
  await expect(changes(page).first()).toContainText('Create project')
})

test('a failed change appears as an error and opens its message', async ({ page }) => {
  const dialog = await createProject(page, 'web-frontend')
  await expect(dialog.getByRole('alert')).toContainText('Project name already exists')
  // the form keeps its (dirty) input; leave it by loading another page, once the log has it
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).join()))
    .toMatch(/oxide\.activity\./)
  await visit(page, '/projects')
  await openActivity(page)
  const entry = changes(page).first()
  await expect(entry).toContainText('Create project')
  await expect(entry).toContainText('web-frontend')
  await expect(entry).toContainText('Error')
  const show = entry.getByRole('button', { name: /Show error/ })
  await expect(show).toHaveAttribute('aria-expanded', 'false')
  await show.click()
  await expect(entry.getByRole('button', { name: /Hide error/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  const details = entry.getByRole('definition')
  await expect(details.nth(0)).toHaveText('Project name already exists')
  await expect(details.nth(1)).toHaveText('ObjectAlreadyExists')
  await expect(details.nth(2)).toHaveText('400')
  await expect(details.nth(3)).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/)
  await expect(details.nth(4)).toHaveText('POST /v1/projects')
  await expectNoA11yViolations(page)
})

test('menu actions are recorded too, with what they acted on', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances')
  await rowAction(page, 'web-1', 'Stop')
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Stop instance' })).toBeHidden()
  await openActivity(page)
  await expect(changes(page).first()).toContainText('Stop instance')
  await expect(changes(page).first()).toContainText('web-frontend / web-1')
  // reads are no changes
  await expect(changes(page)).toHaveCount(1)
})

test('clear empties the log for good; each user sees only their own', async ({ page }) => {
  await createProject(page, 'payments')
  await expect(page).toHaveURL('/projects/payments/instances')

  // sign-in is not recorded, and no password reaches storage
  await signInAs(page, 'barbara')
  const panel = await openActivity(page)
  await expect(panel.getByText('No changes yet.')).toBeVisible()
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain('barbara-pass')
  await page.keyboard.press('Escape')

  await signInAs(page, 'grace')
  await openActivity(page)
  await expect(changes(page)).toHaveCount(1)
  await expect(changes(page).first()).toContainText('Create project')
  await panel.getByRole('button', { name: 'Clear' }).click()
  await expect(panel.getByText('No changes yet.')).toBeVisible()
  await page.reload()
  await expect(page.locator('#content')).toBeVisible({ timeout: COLD_LOAD_MS })
  await openActivity(page)
  await expect(panel.getByText('No changes yet.')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the panel fills the screen and its buttons are on it', async ({ page }) => {
    await createProject(page, 'payments')
    await expect(page).toHaveURL('/projects/payments/instances')
    const panel = await openActivity(page)
    const box = await panel.boundingBox()
    expect(box?.x).toBe(0)
    expect(box?.width).toBe(390)
    await expect(panel.getByRole('button', { name: 'Clear' })).toBeInViewport()
    await expect(changes(page).first()).toBeInViewport()
    await expectNoA11yViolations(page)
  })
})
