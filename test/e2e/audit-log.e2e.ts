import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expect, test, visit } from './utils'

test('a change shows in the audit log with its user and result, and copies as a support handoff', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, '/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('audited')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/audited/instances')

  await navigate(page, '/system/audit-log')
  await expect(page).toHaveTitle(/Audit log/)
  const table = page.getByRole('table', { name: 'Audit log' })
  // newest first: the create just made heads the list, named by its user
  const newest = table.getByRole('row').nth(1)
  await expect(newest).toContainText('project_create')
  await expect(newest).toContainText('Grace Hopper')
  await expect(newest.getByText('201', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  await newest.getByRole('button', { name: /^Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'View details' }).click()
  const details = page.getByRole('dialog', { name: 'project_create' })
  await expect(details.getByText('/v1/projects', { exact: true })).toBeVisible()
  await expect(details.getByText('Console session')).toBeVisible()
  await expectNoA11yViolations(page)
  await details.getByRole('button', { name: 'Copy for support' }).click()
  const handoff = await page.evaluate(() => navigator.clipboard.readText())
  expect(handoff).toMatch(/^Oxide audit log entry\nRequest ID: [0-9a-f-]{36}\nTime: /)
  expect(handoff).toContain('\nUser: Grace Hopper\nOperation: project_create\n')
  expect(handoff).toContain('\nResult: 201\n')
  await page.keyboard.press('Escape')
  await expect(details).toHaveCount(0)
})

test('the filter finds entries across the range; a failed call shows its error', async ({
  page,
}) => {
  await visit(page, '/system/audit-log?range=1w')
  await page.getByLabel('Filter audit log').fill('login_local')
  const table = page.getByRole('table', { name: 'Audit log' })
  // the seed's week holds three sign-ins, one refused
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table.getByText('401 Unauthorized')).toBeVisible()
  await expect(table.getByText('Not signed in').first()).toBeVisible()
})

test('a custom range must be in order', async ({ page }) => {
  await visit(page, '/system/audit-log?range=custom&start=2026-01-02T00:00&end=2026-01-01T00:00')
  await expect(page.getByRole('alert')).toHaveText('Start time must be before end time')
  await expect(page.getByRole('table', { name: 'Audit log' })).toHaveCount(0)
})
