import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { expectNoOverflow } from './hostile-checks'
import { row, table } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/** Settings > Access tokens and Sessions (issue 14): the signed-in user's own. */
const TOKEN_1 = '70ce0000-0000-4000-8000-000000000001'
const TOKEN_2 = '70ce0000-0000-4000-8000-000000000002'

const dataRows = (page: Page, name: string) => table(page, name).locator('tbody tr[data-row]')

test('access tokens: the list, revoke one, revoke the rest in bulk, then the empty state', async ({
  page,
}) => {
  await visit(page, '/settings/access-tokens')
  await expect(page.getByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible()
  await expect(page).toHaveTitle('Access tokens · Settings · Oxide Console')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Access tokens')
  await expect(dataRows(page, 'Access tokens')).toHaveCount(2)
  // Grace's older token never expires
  await expect(row(page, TOKEN_1)).toContainText('Never')
  await expectNoA11yViolations(page)

  // by keyboard: the row's menu opens with Enter and gives focus back on Escape
  const menu = page.getByRole('button', { name: `Actions for ${TOKEN_1}` })
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Revoke' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeFocused()

  await menu.click()
  await page.getByRole('menuitem', { name: 'Revoke' }).click()
  const confirm = page.getByRole('dialog', { name: 'Revoke access token' })
  await expect(confirm).toContainText(TOKEN_1)
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(toast(page, 'Access token revoked')).toBeVisible()
  await expect(row(page, TOKEN_1)).toHaveCount(0)

  await page.getByRole('checkbox', { name: `Select ${TOKEN_2}` }).click()
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Revoke', exact: true })
    .click()
  const bulk = page.getByRole('dialog', { name: 'Revoke access tokens' })
  await bulk.getByRole('button', { name: 'Revoke 1 access token' }).click()
  await expect(page.getByText('No access tokens')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('sessions: the list, then sign out everywhere signs this browser out too', async ({
  page,
}) => {
  await visit(page, '/settings/sessions')
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible()
  await expect(page).toHaveTitle('Sessions · Settings · Oxide Console')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Sessions')
  await expect(dataRows(page, 'Sessions')).toHaveCount(2)
  await expect(page.getByText('does not tell which one is this browser')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' })
  await expect(confirm).toContainText("this browser's too")
  await expect(confirm).toContainText('revokes all your access tokens')
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('a user with neither sees the empty states; a sign-in is a session', async ({ page }) => {
  await signInAs(page, 'alan', '/settings/access-tokens')
  await expect(page.getByText('No access tokens')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Sessions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible()
  // the sign-in just made
  await expect(dataRows(page, 'Sessions')).toHaveCount(1)
})

test('both pages fit a 390 px screen: the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [path, title] of [
    ['/settings/access-tokens', 'Access tokens'],
    ['/settings/sessions', 'Sessions'],
  ] as const) {
    await visit(page, path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(dataRows(page, title).first()).toBeVisible()
    await expectNoOverflow(page, path)
    await expectNoA11yViolations(page)
  }
})
