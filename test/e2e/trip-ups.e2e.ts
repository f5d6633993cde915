import { expect, rowAction, test, visit } from './utils'

/** Issue 10: what users tripped over in the screens built so far, each fixed in a shared block. */

test('a number field keeps what was typed and refuses what is no number', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances')
  await rowAction(page, 'web-3', 'Resize')
  const dialog = page.getByRole('dialog', { name: 'Resize instance' })
  const cpus = dialog.getByRole('textbox', { name: 'CPUs' })
  await cpus.fill('1e3')
  // never quietly turned into 13
  await expect(cpus).toHaveValue('1e3')
  await dialog.getByRole('button', { name: 'Resize' }).click()
  await expect(dialog.getByText('CPUs must be a number').first()).toBeVisible()
  await expect(cpus).toHaveValue('1e3')
  await cpus.fill('6')
  await cpus.press('ArrowUp')
  await expect(cpus).toHaveValue('7')
})

test('an unknown silo’s sign-in says the silo is unknown, not that the password is wrong', async ({
  page,
}) => {
  await page.context().clearCookies()
  await visit(page, '/login/nosuchsilo/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('grace')
  await page.getByLabel('Password').fill('grace-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Not found: silo with name "nosuchsilo"')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('grace')
})
