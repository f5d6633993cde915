import { expectNoA11yViolations } from './axe'
import { navLink } from './nav'
import { bulkBar, expectRowMenu, row, rowAction, selectRow } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

const base = '/projects/web-frontend/floating-ips'

test('the list shows each floating IP with its pool and the instance it is attached to', async ({
  page,
}) => {
  await visit(page, '/projects/web-frontend/instances')
  await navLink(page, 'Project', 'Floating IPs').click()
  await expect(page).toHaveURL(base)
  await expect(page).toHaveTitle(/^Floating IPs · web-frontend/)
  await expect(page.getByRole('heading', { level: 1, name: 'Floating IPs' })).toBeVisible()
  await expect(row(page, 'web-public')).toContainText('198.51.100.40')
  await expect(row(page, 'web-public')).toContainText('default')
  await row(page, 'web-public').getByRole('link', { name: 'web-1' }).click()
  await expect(page).toHaveURL('/projects/web-frontend/instances/web-1/storage')
  await page.goBack()
  await expect(row(page, 'spare-ip')).toContainText('—')
  // an attached floating IP cannot be deleted; the menu says why
  await expectRowMenu(page, 'web-public', { disabled: ['Delete'] })
  await expectNoA11yViolations(page)
})

test('create from the default pool and from a given address; the server’s refusal keeps the input', async ({
  page,
}) => {
  await visit(page, base)
  await page.getByRole('link', { name: 'New floating IP' }).click()
  await expect(page).toHaveURL(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create floating IP' })
  await expectNoA11yViolations(page)
  await dialog.getByRole('textbox', { name: 'Name' }).fill('lb')
  await dialog.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(toast(page, /^Floating IP lb created \(198\.51\.100\.\d+\)$/)).toBeVisible()
  await expect(page).toHaveURL(base)
  await expect(row(page, 'lb')).toContainText('default')

  await page.getByRole('link', { name: 'New floating IP' }).click()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('fixed')
  await dialog.getByRole('radio', { name: /^A given address/ }).click()
  const address = dialog.getByRole('textbox', { name: 'IP address' })
  await address.fill('198.51.100')
  await dialog.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(address).toHaveAccessibleDescription(/Not a valid IP address/)
  // partner-labs' pool: no pool of this silo holds it
  await address.fill('192.0.2.120')
  await dialog.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(dialog).toContainText('IP address 192.0.2.120 is not in any configured pool')
  await expect(address).toHaveValue('192.0.2.120')
  await address.fill('203.0.113.30')
  await dialog.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(toast(page, 'Floating IP fixed created (203.0.113.30)')).toBeVisible()
  await expect(row(page, 'fixed')).toContainText('secondary')
})

test('edit, attach to an instance, detach and delete', async ({ page }) => {
  await visit(page, base)
  await rowAction(page, 'spare-ip', 'Edit')
  await expect(page).toHaveURL(`${base}/spare-ip/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit floating IP' })
  await expect(edit).toContainText('198.51.100.41')
  await edit.getByRole('textbox', { name: 'Name' }).fill('api-ip')
  await edit.getByRole('textbox', { name: 'Description' }).fill('For the API')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Floating IP api-ip updated')).toBeVisible()
  await expect(row(page, 'api-ip')).toContainText('For the API')

  await rowAction(page, 'api-ip', 'Attach to instance')
  const attach = page.getByRole('dialog', { name: 'Attach floating IP' })
  await attach.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: /^web-canary / }).click()
  // starting: the server would answer 503, so the console says why first
  await expect(attach.getByRole('status')).toContainText('web-canary is starting')
  await expectNoA11yViolations(page)
  await attach.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: /^web-2 / }).click()
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'Floating IP api-ip attached to web-2')).toBeVisible()
  await expect(row(page, 'api-ip').getByRole('link', { name: 'web-2' })).toBeVisible()

  await rowAction(page, 'api-ip', 'Detach')
  const detach = page.getByRole('dialog', { name: 'Detach floating IP' })
  await expect(detach).toContainText('Detach api-ip (198.51.100.41) from its instance?')
  await detach.getByRole('button', { name: 'Detach' }).click()
  await expect(toast(page, 'Floating IP api-ip detached')).toBeVisible()
  await expect(row(page, 'api-ip').getByRole('link')).toHaveCount(0)

  await rowAction(page, 'api-ip', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete floating IP' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Floating IP api-ip deleted')).toBeVisible()
  await expect(row(page, 'api-ip')).toHaveCount(0)
})

test('bulk delete skips an attached floating IP and says why', async ({ page }) => {
  await visit(page, base)
  await selectRow(page, 'web-public').click()
  await selectRow(page, 'spare-ip').click()
  await bulkBar(page).getByRole('button', { name: 'Delete (1)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete floating IPs' })
  await expect(dialog).toContainText('web-public: Detach the floating IP before deleting it')
  await dialog.getByRole('button', { name: /^Delete 1 floating ip/i }).click()
  await expect(row(page, 'spare-ip')).toHaveCount(0)
  await expect(row(page, 'web-public')).toBeVisible()
})

test('a viewer sees the list with every change disabled, and why', async ({ page }) => {
  await signInAs(page, 'barbara', base)
  const create = page.getByRole('button', { name: 'New floating IP' })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('button', { name: 'Actions for spare-ip' }).click()
  await expect(page.getByRole('menuitem', { name: 'Attach to instance' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})
