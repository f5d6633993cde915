import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { row, rowAction } from './tables'
import { expect, test, toast, visit } from './utils'

/** Back to the affinity (not anti-affinity) list in-app: a reload would reset the mock's data. */
async function toAffinityList(page: Page) {
  await navLink(page, 'Project', 'Affinity Groups').click()
  await page
    .getByRole('navigation', { name: 'Group kind' })
    .getByRole('link', { name: 'Affinity groups', exact: true })
    .click()
}

const base = '/projects/web-frontend/affinity'

test('the list shows anti-affinity groups, and affinity groups one switch away', async ({
  page,
}) => {
  await visit(page, '/projects/web-frontend/instances')
  await navLink(page, 'Project', 'Affinity Groups').click()
  await expect(page).toHaveURL(base)
  await expect(page.getByRole('heading', { level: 1, name: 'Affinity Groups' })).toBeVisible()
  const anti = page.getByRole('table', { name: 'Anti-affinity groups' })
  await expect(row(page, 'web-spread')).toContainText('One web server per sled')
  await expect(row(page, 'web-spread')).toContainText('fail')
  await expect(anti.getByRole('columnheader', { name: 'Failure domain' })).toBeVisible()
  await expectNoA11yViolations(page)

  const kinds = page.getByRole('navigation', { name: 'Group kind' })
  await kinds.getByRole('link', { name: 'Affinity groups', exact: true }).click()
  await expect(page).toHaveURL(`${base}?kind=affinity`)
  await expect(kinds.getByRole('link', { name: 'Affinity groups', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('table', { name: 'Affinity groups' })).toBeVisible()
  await expect(row(page, 'cache-near-api')).toContainText('allow')
  await expect(row(page, 'web-spread')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await navigate(page, '/projects/sandbox/affinity')
  await expect(page.getByRole('heading', { name: 'No anti-affinity groups' })).toBeVisible()
})

test('create, view, edit and delete an anti-affinity group', async ({ page }) => {
  await visit(page, base)
  await page.getByRole('link', { name: 'New group' }).click()
  await expect(page).toHaveURL(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create group' })
  await expect(dialog.getByRole('radio', { name: /^Anti-affinity/ })).toBeChecked()
  await expectNoA11yViolations(page)
  await dialog.getByRole('textbox', { name: 'Name' }).fill('db-spread')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Databases apart')
  await dialog.getByRole('radio', { name: /^Fail/ }).click()
  await expect(dialog.getByRole('combobox', { name: 'Failure domain' })).toContainText('Sled')
  await dialog.getByRole('button', { name: 'Create group' }).click()

  await expect(toast(page, 'Anti-affinity group db-spread created')).toBeVisible()
  await expect(page).toHaveURL(`${base}/db-spread`)
  await expect(page.getByRole('heading', { level: 1, name: 'db-spread' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('anti-affinity group')
  await expect(page.getByRole('main')).toContainText('fail')
  await expect(page.getByRole('table', { name: 'Members' })).toContainText(
    'No instances in this group',
  )
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`${base}/db-spread/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit anti-affinity group' })
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('db-spread')
  await edit.getByRole('textbox', { name: 'Name' }).fill('db-apart')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Anti-affinity group db-apart updated')).toBeVisible()
  await expect(page).toHaveURL(`${base}/db-apart`)

  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete anti-affinity group' })
  await expect(confirm).toContainText('Are you sure you want to delete db-apart?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(base)
  await expect(toast(page, 'Anti-affinity group db-apart deleted')).toBeVisible()
  await expect(row(page, 'db-apart')).toHaveCount(0)
})

test('create an affinity group; edit and delete from the list', async ({ page }) => {
  await visit(page, `${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create group' })
  await dialog.getByRole('radio', { name: /^Affinity/ }).click()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('api-pair')
  await dialog.getByRole('button', { name: 'Create group' }).click()
  await expect(toast(page, 'Affinity group api-pair created')).toBeVisible()
  await expect(page).toHaveURL(`${base}/api-pair?kind=affinity`)
  await expect(page.getByRole('main')).toContainText('allow')

  await toAffinityList(page)
  await rowAction(page, 'api-pair', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit affinity group' })
  await edit.getByRole('textbox', { name: 'Description' }).fill('API and its cache')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Affinity group api-pair updated')).toBeVisible()
  await expect(page).toHaveURL(`${base}/api-pair?kind=affinity`)
  await expect(page.getByRole('main')).toContainText('API and its cache')

  await toAffinityList(page)
  await expect(row(page, 'api-pair')).toContainText('API and its cache')
  await rowAction(page, 'api-pair', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete affinity group' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row(page, 'api-pair')).toHaveCount(0)
})

test('a duplicate name is refused inside the form, which keeps its input', async ({ page }) => {
  await visit(page, `${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create group' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('web-spread')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('again')
  await dialog.getByRole('button', { name: 'Create group' }).click()
  // the API's type name (anti-affinity-group) reads as a person would say it (issue 10)
  await expect(dialog.getByRole('alert')).toContainText('Anti-affinity group name already exists')
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('web-spread')
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('again')
})

test('members: only a stopped instance can be added; members can be removed', async ({ page }) => {
  await visit(page, `${base}/cache-near-api?kind=affinity`)
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row', { name: /api-gateway/ })).toContainText('rebooting')
  await expect(members.getByRole('row', { name: /cache-1/ })).toContainText('creating')

  await page.getByRole('button', { name: 'Add instance' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add instance' })
  await dialog.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: /^web-1 / }).click()
  const add = dialog.getByRole('button', { name: 'Add instance' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await expect(dialog.getByRole('status')).toContainText(
    'web-1 is running. Only available when the instance is stopped.',
  )
  await add.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Only available when the instance is stopped')
  await expectNoA11yViolations(page)

  await dialog.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: /^web-3 / }).click()
  await expect(add).not.toHaveAttribute('aria-disabled', 'true')
  await add.click()
  await expect(toast(page, 'web-3 added to cache-near-api')).toBeVisible()
  await expect(members.getByRole('row', { name: /web-3/ })).toContainText('stopped')

  await page.getByRole('button', { name: 'Actions for api-gateway' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove instance' })
  await expect(confirm).toContainText('Remove api-gateway from cache-near-api?')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, 'api-gateway removed from cache-near-api')).toBeVisible()
  await expect(members.getByRole('row', { name: /api-gateway/ })).toHaveCount(0)

  await members.getByRole('link', { name: 'web-3' }).click()
  await expect(page).toHaveURL('/projects/web-frontend/instances/web-3/storage')
})
