import { expectNoA11yViolations } from './axe'
import { bulkBar, closeMenu, deleteFromPage, row, rowAction } from './tables'
import { choose, expect, test, toast, visit } from './utils'

const vpc = '/projects/web-frontend/vpcs/default'

test('the system router: its routes are the server’s, only a default route’s target changes', async ({
  page,
}) => {
  await visit(page, `${vpc}/routers`)
  await expect(page).toHaveTitle(/^Routers · default · VPCs · web-frontend/)
  await expect(row(page, 'system')).toContainText('system')
  await page.getByRole('button', { name: 'Actions for system' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await closeMenu(page)
  await expectNoA11yViolations(page)

  await row(page, 'system').getByRole('link', { name: 'system' }).click()
  await expect(page).toHaveURL(`${vpc}/routers/system`)
  await expect(page.getByRole('heading', { level: 1, name: 'system' })).toBeVisible()
  const routes = page.getByRole('table', { name: 'Routes' })
  await expect(row(page, 'default-v4')).toContainText('IP network0.0.0.0/0')
  await expect(row(page, 'default-v6')).toContainText('::/0')
  await expect(row(page, 'edge')).toContainText('subnet')
  await expect(routes.getByRole('link', { name: 'default' }).first()).toHaveAttribute(
    'href',
    `${vpc}/internet-gateways/default`,
  )
  await expect(page.getByRole('button', { name: 'New route' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('button', { name: 'Actions for edge' }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await closeMenu(page)
  await expectNoA11yViolations(page)

  await rowAction(page, 'default-v4', 'Edit')
  await expect(page).toHaveURL(`${vpc}/routers/system/routes/default-v4/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit route' })
  await expect(edit).toContainText('only its target can change')
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await choose(page, 'Target type', 'Drop', edit)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Route default-v4 updated')).toBeVisible()
  await expect(page).toHaveURL(`${vpc}/routers/system`)
  await expect(row(page, 'default-v4')).toContainText('Drop')
})

test('a custom router: create, add routes of several kinds, edit, delete', async ({ page }) => {
  await visit(page, `${vpc}/routers`)
  await page.getByRole('link', { name: 'New router' }).click()
  await expect(page).toHaveURL(`${vpc}/routers-new`)
  const create = page.getByRole('dialog', { name: 'Create router' })
  await create.getByRole('textbox', { name: 'Name' }).fill('edge-out')
  await create.getByRole('textbox', { name: 'Description' }).fill('Edge traffic')
  await create.getByRole('button', { name: 'Create router' }).click()
  await expect(toast(page, 'Router edge-out created')).toBeVisible()
  await expect(page).toHaveURL(`${vpc}/routers/edge-out`)
  await expect(page.getByRole('heading', { name: 'No routes' })).toBeVisible()

  await page.getByRole('link', { name: 'New route' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create route' })
  await form.getByRole('textbox', { name: 'Name' }).fill('to-lb')
  // every kind of the API is offered; those the server refuses in user routes are disabled
  await form.getByRole('combobox', { name: 'Target type' }).click()
  for (const kind of ['IP', 'Instance', 'Internet gateway', 'Drop'])
    await expect(page.getByRole('option', { name: kind, exact: true })).toBeVisible()
  for (const name of ['VPC (not in user routes)', 'Subnet (not as a target)'])
    await expect(page.getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('option', { name: 'IP', exact: true }).click()
  const dest = form.getByRole('textbox', { name: 'Destination IP network' })
  for (const [text, message] of [
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ] as const) {
    await dest.fill(text)
    await form.getByRole('button', { name: 'Create route' }).click()
    await expect(dest).toHaveAccessibleDescription(message)
  }
  await dest.fill('10.0.0.0/8')
  // the server's own rule, in its words, with the input kept
  await form.getByRole('textbox', { name: 'Target IP address' }).fill('fd00::1')
  await form.getByRole('button', { name: 'Create route' }).click()
  await expect(form).toContainText(
    'Cannot mix explicit IPv4 and IPv6 addresses between destination and target',
  )
  await expect(dest).toHaveValue('10.0.0.0/8')
  await choose(page, 'Target type', 'Instance', form)
  await choose(page, 'Target instance', 'web-1', form)
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Create route' }).click()
  await expect(toast(page, 'Route to-lb created')).toBeVisible()
  await expect(row(page, 'to-lb')).toContainText('10.0.0.0/8')
  await expect(row(page, 'to-lb').getByRole('link', { name: 'web-1' })).toBeVisible()

  await rowAction(page, 'to-lb', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit route' })
  await expect(edit.getByRole('textbox', { name: 'Destination IP network' })).toHaveValue(
    '10.0.0.0/8',
  )
  await choose(page, 'Destination type', 'Subnet', edit)
  await choose(page, 'Destination subnet', 'edge', edit)
  await choose(page, 'Target type', 'Internet gateway', edit)
  await choose(page, 'Target internet gateway', 'default', edit)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Route to-lb updated')).toBeVisible()
  await expect(row(page, 'to-lb')).toContainText('Subnetedge')
  await expect(row(page, 'to-lb')).toContainText('Internet gatewaydefault')

  await page.getByRole('link', { name: 'New route' }).first().click()
  await form.getByRole('textbox', { name: 'Name' }).fill('blackhole')
  await form.getByRole('textbox', { name: 'Destination IP network' }).fill('192.168.0.0/16')
  await choose(page, 'Target type', 'Drop', form)
  await form.getByRole('button', { name: 'Create route' }).click()
  await expect(row(page, 'blackhole')).toContainText('Drop')

  await page.getByRole('checkbox', { name: 'Select all on this page' }).click()
  await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Delete routes' })
    .getByRole('button', { name: 'Delete 2 routes' })
    .click()
  await expect(page.getByRole('heading', { name: 'No routes' })).toBeVisible()

  await page.getByRole('link', { name: 'Edit', exact: true }).click()
  const rename = page.getByRole('dialog', { name: 'Edit router' })
  await rename.getByRole('textbox', { name: 'Name' }).fill('edge-egress')
  await rename.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(`${vpc}/routers/edge-egress`)
  await deleteFromPage(page, 'router', 'edge-egress', `${vpc}/routers`)
})
