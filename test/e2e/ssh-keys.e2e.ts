import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { openJump } from './nav'
import { row, rowAction } from './tables'
import { expect, test, toast, visit } from './utils'

/**
 * Issue 14: the user's SSH keys under settings. The default user (grace) has grace-laptop
 * (ed25519) and grace-yubikey (sk-ssh-ed25519); other users' keys never show. The API has no
 * update, so a key's edit route shows it.
 */
const list = '/settings/ssh-keys'
const KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFz4m8R1uQWdJtYJ9w0Yh5Dk3mG2pXbVn7cQe1aL0sKt ci@runner'

const bulkDelete = (page: Page) =>
  page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' })

test('list the own keys, add one: the form catches a bad paste and a taken name', async ({
  page,
}) => {
  await visit(page, list)
  await expect(page).toHaveTitle('SSH keys · Settings · Oxide Console')
  await expect(row(page, 'grace-laptop')).toContainText('ssh-ed25519 grace@laptop')
  await expect(row(page, 'grace-yubikey')).toContainText('sk-ssh-ed25519@openssh.com')
  await expect(row(page, 'alan-workstation')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New SSH key' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys-new')
  await expect(page).toHaveTitle('New SSH key · SSH keys · Settings · Oxide Console')
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' })
  const name = dialog.getByRole('textbox', { name: 'Name' })
  const key = dialog.getByRole('textbox', { name: 'Public key' })
  const submit = dialog.getByRole('button', { name: 'Add SSH key' })

  await submit.click()
  await expect(dialog).toContainText('Public key is required')
  await name.fill('ci-runner')
  // the key data without its type, then a private key: the console says so before sending
  await key.fill('AAAAC3NzaC1lZDI1NTE5AAAAIFz4m8R1uQWdJtYJ9w0Yh5Dk3mG2pXbVn7cQe1aL0sKt')
  await submit.click()
  await expect(dialog).toContainText('The key must start with its type: ssh-ed25519, ssh-rsa')
  await key.fill(
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----',
  )
  await submit.click()
  await expect(dialog).toContainText('This is a private key: paste the public key instead')
  await expectNoA11yViolations(page)

  // a taken name: the server's answer lands on Name, and the input stays
  await name.fill('grace-laptop')
  await key.fill(`${KEY}\n`)
  await submit.click()
  await expect(dialog).toContainText('SSH key name already exists')
  await expect(name).toBeFocused()
  await expect(key).toHaveValue(`${KEY}\n`)

  // the review shows the key as it will be stored: a pasted file's newline is no part of it
  await name.fill('ci-runner')
  await dialog.getByRole('button', { name: 'Review' }).click()
  const review = page.getByRole('dialog', { name: 'Review request' })
  await expect(review).toContainText('POST/v1/me/ssh-keys')
  const body = await review.getByRole('region', { name: 'Request body' }).textContent()
  expect(JSON.parse(body ?? '')).toEqual({ name: 'ci-runner', description: '', public_key: KEY })
  await review.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(toast(page, 'SSH key ci-runner added')).toBeVisible()
  await expect(page).toHaveURL(list)
  await expect(row(page, 'ci-runner')).toContainText('ssh-ed25519 ci@runner')
})

test('view a key, copy it, delete it from its view', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, list)
  await rowAction(page, 'grace-laptop', 'Copy public key')
  await expect(toast(page, 'Public key of grace-laptop copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^ssh-ed25519 AAAA\S+ grace@laptop$/)

  await page.getByRole('link', { name: 'grace-laptop' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys/grace-laptop/edit')
  await expect(page).toHaveTitle('grace-laptop · SSH keys · Settings · Oxide Console')
  const dialog = page.getByRole('dialog', { name: 'grace-laptop', exact: true })
  await expect(dialog).toContainText('Work laptop')
  await expect(dialog.getByRole('region', { name: 'Public key' })).toHaveText(copied)
  await expect(dialog.getByRole('button', { name: 'Copy public key' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(list)

  await rowAction(page, 'grace-laptop', 'View')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete SSH key' })
  await expect(confirm).toContainText('Are you sure you want to delete grace-laptop?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'SSH key grace-laptop deleted')).toBeVisible()
  await expect(page).toHaveURL(list)
  await expect(row(page, 'grace-laptop')).toHaveCount(0)

  // a key that is no longer there
  await visit(page, '/settings/ssh-keys/nope/edit')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('delete one from its row, then the rest in bulk: the empty state offers a new key', async ({
  page,
}) => {
  await visit(page, list)
  await rowAction(page, 'grace-yubikey', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete SSH key' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'SSH key grace-yubikey deleted')).toBeVisible()
  await expect(row(page, 'grace-yubikey')).toHaveCount(0)

  // a second key, so the bulk run deletes more than one
  await page.getByRole('link', { name: 'New SSH key' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('spare')
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(KEY)
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(row(page, 'spare')).toBeVisible()

  await page.getByRole('checkbox', { name: 'Select grace-laptop' }).click()
  await page.getByRole('checkbox', { name: 'Select spare' }).click()
  await bulkDelete(page).click()
  const confirm = page.getByRole('dialog', { name: 'Delete SSH keys' })
  await expect(confirm).toContainText('Delete 2 SSH keys: grace-laptop, spare?')
  await confirm.getByRole('button', { name: 'Delete 2 SSH keys' }).click()
  await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('main').getByRole('link', { name: 'New SSH key' }).last().click()
  await expect(page).toHaveURL('/settings/ssh-keys-new')
})

test('jump to anything finds a key by name', async ({ page }) => {
  await visit(page, list)
  const input = await openJump(page)
  await input.fill('yubikey')
  const first = page
    .getByRole('dialog', { name: 'Jump to' })
    .getByRole('listbox', { name: 'Results' })
    .getByRole('option')
    .first()
  await expect(first).toHaveText(/grace-yubikey\s*SSH key · Settings/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/settings/ssh-keys/grace-yubikey/edit')
})

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const fits = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

  test('the list and a key fit the screen', async ({ page }) => {
    await visit(page, list)
    await expect(row(page, 'grace-yubikey')).toBeVisible()
    expect(await fits(page)).toBe(true)
    await visit(page, '/settings/ssh-keys/grace-yubikey/edit')
    const dialog = page.getByRole('dialog', { name: 'grace-yubikey', exact: true })
    await expect(dialog.getByRole('region', { name: 'Public key' })).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(390)
    expect(await fits(page)).toBe(true)
    await expectNoA11yViolations(page)
  })
})
