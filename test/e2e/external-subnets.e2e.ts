import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { expectDisabledWith } from './roles'
import { bulkBar, expectRowMenu, row, rowAction, selectRow } from './tables'
import { choose, expect, signInAs, test, toast, visit } from './utils'

/**
 * External subnets (issue 30). Seeded in web-frontend, from customer-blocks (IPv4, member
 * 198.18.0.0/16 giving /20 to /28, maple's default subnet pool): web-egress 198.18.0.0/24,
 * attached to web-1, and spare-block 198.18.16.0/20, free. Grace (the default session) may
 * change them; Barbara is a viewer of web-frontend with no silo role.
 */
const base = '/projects/web-frontend/external-subnets'
const instances = '/projects/web-frontend/instances'

test('the list shows each external subnet with its pool and the instance it is attached to', async ({
  page,
}) => {
  await visit(page, instances)
  await navLink(page, 'Project', 'External subnets').click()
  await expect(page).toHaveURL(base)
  await expect(page).toHaveTitle(/^External subnets · web-frontend/)
  await expect(page.getByRole('heading', { level: 1, name: 'External subnets' })).toBeVisible()
  await expect(row(page, 'web-egress')).toContainText('198.18.0.0/24')
  await expect(row(page, 'web-egress')).toContainText('customer-blocks')
  await expect(row(page, 'spare-block')).toContainText('198.18.16.0/20')
  await expect(row(page, 'spare-block')).toContainText('—')
  // an attached subnet cannot be deleted; the menu says why
  await expectRowMenu(page, 'web-egress', {
    enabled: ['Detach'],
    disabled: ['Delete'],
    reason: 'Detach the external subnet before deleting it',
  })
  await expectNoA11yViolations(page)
  await row(page, 'web-egress').getByRole('link', { name: 'web-1' }).click()
  await expect(page).toHaveURL(`${instances}/web-1/storage`)
})

test('create from the default pool by prefix length and by a given subnet; the server’s refusal keeps the input', async ({
  page,
}) => {
  await visit(page, base)
  await page.getByRole('link', { name: 'New external subnet' }).click()
  await expect(page).toHaveURL(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create external subnet' })
  await expect(dialog.getByRole('combobox', { name: 'Subnet pool' })).toBeVisible()
  await expectNoA11yViolations(page)
  await dialog.getByRole('textbox', { name: 'Name' }).fill('lab')
  // the default /24: the first free one after web-egress's
  await dialog.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(toast(page, 'External subnet lab created (198.18.1.0/24)')).toBeVisible()
  await expect(page).toHaveURL(base)
  await expect(row(page, 'lab')).toContainText('customer-blocks')

  await page.getByRole('link', { name: 'New external subnet' }).click()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('fixed')
  await dialog.getByRole('radio', { name: /^A given subnet/ }).click()
  const subnet = dialog.getByRole('textbox', { name: 'Subnet' })
  await subnet.fill('198.18.32.0')
  await dialog.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(subnet).toHaveAccessibleDescription(/Must contain an IP address and a width/)
  // no pool of the silo holds it
  await subnet.fill('203.0.113.0/24')
  await dialog.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(dialog).toContainText('is not contained in any subnet pool')
  await expect(subnet).toHaveValue('203.0.113.0/24')
  await subnet.fill('198.18.32.0/24')
  await dialog.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(toast(page, 'External subnet fixed created (198.18.32.0/24)')).toBeVisible()
  await expect(row(page, 'fixed')).toContainText('198.18.32.0/24')
})

test('attach from the instance’s networking tab, detach, then edit and delete from the list', async ({
  page,
}) => {
  await visit(page, `${instances}/web-canary/networking`)
  // starting: the server would answer 503, so the console says why first
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Attach external subnet' }),
    'Only available when the instance is stopped, running or rebooting',
  )
  await navigate(page, `${instances}/web-3/networking`)
  const attached = page.getByRole('table', { name: 'External subnets' })
  await expect(attached).toContainText('No external subnets')
  await page.getByRole('button', { name: 'Attach external subnet' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach external subnet' })
  await choose(page, 'External subnet', 'spare-block (198.18.16.0/20)')
  await expectNoA11yViolations(page)
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'External subnet spare-block attached to web-3')).toBeVisible()
  await expect(attached.getByRole('row', { name: /spare-block/ })).toContainText('198.18.16.0/20')

  await page.getByRole('button', { name: 'Actions for spare-block' }).click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  const detach = page.getByRole('dialog', { name: 'Detach external subnet' })
  await expect(detach).toContainText('Detach spare-block (198.18.16.0/20) from web-3?')
  await detach.getByRole('button', { name: 'Detach' }).click()
  await expect(toast(page, 'External subnet spare-block detached')).toBeVisible()
  await expect(attached.getByRole('row', { name: /spare-block/ })).toHaveCount(0)

  await navigate(page, base)
  await rowAction(page, 'spare-block', 'Edit')
  await expect(page).toHaveURL(`${base}/spare-block/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit external subnet' })
  await expect(edit).toContainText('198.18.16.0/20')
  await edit.getByRole('textbox', { name: 'Name' }).fill('dr-block')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Disaster recovery')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'External subnet dr-block updated')).toBeVisible()
  await expect(row(page, 'dr-block')).toContainText('Disaster recovery')

  await rowAction(page, 'dr-block', 'Attach to instance')
  const fromList = page.getByRole('dialog', { name: 'Attach external subnet' })
  await choose(page, 'Instance', /^web-2 /)
  await fromList.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'External subnet dr-block attached to web-2')).toBeVisible()
  await expect(row(page, 'dr-block').getByRole('link', { name: 'web-2' })).toBeVisible()
  await rowAction(page, 'dr-block', 'Detach')
  await page
    .getByRole('dialog', { name: 'Detach external subnet' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(toast(page, 'External subnet dr-block detached')).toBeVisible()
  await expect(row(page, 'dr-block').getByRole('link')).toHaveCount(0)

  await rowAction(page, 'dr-block', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete external subnet' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'External subnet dr-block deleted')).toBeVisible()
  await expect(row(page, 'dr-block')).toHaveCount(0)
})

test('bulk delete skips an attached external subnet and says why', async ({ page }) => {
  await visit(page, base)
  await selectRow(page, 'web-egress').click()
  await selectRow(page, 'spare-block').click()
  await bulkBar(page).getByRole('button', { name: 'Delete (1)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete external subnets' })
  await expect(dialog).toContainText('web-egress: Detach the external subnet before deleting it')
  await dialog.getByRole('button', { name: /^Delete 1 external subnet/i }).click()
  await expect(row(page, 'spare-block')).toHaveCount(0)
  await expect(row(page, 'web-egress')).toBeVisible()
})

test('a viewer sees the list and the instance’s subnets with every change disabled, and why', async ({
  page,
}) => {
  const reason = 'Requires the limited collaborator role or higher on this project; yours is viewer'
  await signInAs(page, 'barbara', base)
  await expect(row(page, 'web-egress')).toContainText('198.18.0.0/24')
  await expectDisabledWith(page, page.getByRole('button', { name: 'New external subnet' }), reason)
  await expectRowMenu(page, 'spare-block', {
    disabled: ['Attach to instance', 'Edit', 'Delete'],
    reason,
  })
  await navigate(page, `${instances}/web-1/networking`)
  const attached = page.getByRole('table', { name: 'External subnets' })
  await expect(attached.getByRole('row', { name: /web-egress/ })).toContainText('198.18.0.0/24')
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Attach external subnet' }),
    reason,
  )
  await expectRowMenu(page, 'web-egress', { disabled: ['Detach'] })
})
