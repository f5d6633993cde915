import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expectDisabledWith, FLEET_VIEWER_REASON } from './roles'
import { expectRowMenu, row, rowAction, table } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/**
 * Issue 17: switch ports and rack membership. The seed (mock-api/data/rack-network.ts) has 32
 * QSFP ports per switch; qsfp0 of each is the uplink, cabled to the provider edge router, with
 * the settings default-uplink0 / default-uplink1. Rack membership is at version 2 with the 16
 * sleds; BRM42220017 and BRM42220018 are seated in cubbies 20 and 21 but not members. A change
 * moves on with the mock's transition time: with 0 it commits on the next read, with ten
 * minutes it stays in progress for the test.
 */
const ports = (page: Page) => table(page, 'Switch ports')
const property = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]')
const section = (page: Page, name: string) => page.getByRole('region', { name })
const ADMIN_ONLY = FLEET_VIEWER_REASON

test('switch ports: the list by switch, a port’s link, LLDP and neighbors, and its LLDP edit', async ({
  page,
}) => {
  await visit(page, '/system/inventory/switch-ports')
  await expect(page).toHaveTitle(/^Switch ports · Inventory · /)
  await page.getByLabel('Switch', { exact: true }).selectOption('switch1')
  await expect(page).toHaveURL(/q=switch1/)
  await expect(ports(page).getByRole('row')).toHaveCount(33)
  await expect(row(page, 'qsfp0')).toContainText('default-uplink1')
  await expect(row(page, 'qsfp0')).toContainText('Up')
  await expect(row(page, 'qsfp7')).toContainText('None')
  await expect(row(page, 'qsfp7')).toContainText('No link')
  await expectNoA11yViolations(page)

  await row(page, 'qsfp0').getByRole('link', { name: 'qsfp0' }).click()
  await expect(page).toHaveURL('/system/inventory/switch-ports/switch1/qsfp0')
  await expect(page.getByRole('heading', { level: 1, name: 'switch1 qsfp0' })).toBeVisible()
  await expect(page).toHaveTitle(/^Switch port · /)
  const link = section(page, 'Link')
  await expect(link).toContainText('Up')
  await expect(link).toContainText('100 Gbit/s')
  await expect(section(page, 'LLDP configuration')).toContainText('oxide-switch1')
  const neighbors = page.getByRole('table', { name: 'LLDP neighbors' })
  await expect(neighbors).toContainText('pe-router-1')
  await expect(neighbors).toContainText('172.20.15.5')
  await expectNoA11yViolations(page)

  // the LLDP config is the settings': the form says every port with them changes
  await page.getByRole('button', { name: 'Edit LLDP' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit LLDP configuration' })
  await expect(dialog).toContainText(
    'This configuration belongs to the port settings default-uplink1: saving changes what every port with those settings advertises to its neighbors, not only switch1 qsfp0.',
  )
  await dialog.getByRole('textbox', { name: 'System name' }).fill('rack-a-sw1')
  await dialog.getByRole('textbox', { name: 'Management IP' }).fill('10.0.0.300')
  await dialog.getByRole('button', { name: 'Save LLDP' }).click()
  await expect(dialog).toContainText('Not a valid IP address')
  await dialog.getByRole('textbox', { name: 'Management IP' }).fill('10.0.0.3')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Save LLDP' }).click()
  await expect(toast(page, 'LLDP configuration of switch1 qsfp0 saved')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(section(page, 'LLDP configuration')).toContainText('rack-a-sw1')
  await expect(section(page, 'LLDP configuration')).toContainText('10.0.0.3')
})

test('apply settings to a port, then clear them, each confirmed with what changes', async ({
  page,
}) => {
  await visit(page, '/system/inventory/switch-ports/switch0/qsfp5')
  await expect(page.getByRole('heading', { level: 1, name: 'switch0 qsfp5' })).toBeVisible()
  await expect(section(page, 'Link')).toContainText(
    'This port has no settings, so the switch has no link on it.',
  )
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Clear settings' }),
    'This port has no settings',
  )

  await page.getByRole('button', { name: 'Apply settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply port settings' })
  await expect(dialog).toContainText('Port switch0 qsfp5 has no settings now.')
  await dialog.getByRole('combobox', { name: 'Port settings' }).click()
  await page.getByRole('option', { name: 'default-uplink0', exact: true }).click()
  await expect(dialog).toContainText(
    'Port switch0 qsfp5 will take the links, addresses, routes and BGP peers of default-uplink0. The switch applies them within moments.',
  )
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Apply settings' }).click()
  await expect(toast(page, 'Settings default-uplink0 applied to switch0 qsfp5')).toBeVisible()
  await expect(property(page, 'Settings')).toHaveText('default-uplink0')
  // nothing is cabled to qsfp5: the link is down, and nothing is heard
  await expect(section(page, 'Link')).toContainText('Down')
  await expect(page.getByRole('table', { name: 'LLDP neighbors' })).toContainText(
    'Nothing has been heard on this port.',
  )

  await page.getByRole('button', { name: 'Clear settings' }).click()
  const confirm = page.getByRole('dialog', { name: 'Clear port settings' })
  await expect(confirm).toContainText(
    'Port switch0 qsfp5 will lose the settings default-uplink0: its link, addresses, routes and BGP peers are taken down, and traffic through it stops.',
  )
  await confirm.getByRole('button', { name: 'Clear settings' }).click()
  await expect(toast(page, 'Settings cleared from switch0 qsfp5')).toBeVisible()
  await expect(property(page, 'Settings')).toHaveText('None')

  // and the list says so
  await navigate(page, '/system/inventory/switch-ports?q=switch0')
  await expect(row(page, 'qsfp5')).toContainText('None')
})

test.describe('a membership change that commits at once', () => {
  test.use({ mockTransition: 0 })

  test('add a seated sled to the rack: it joins the sled list', async ({ page }) => {
    await visit(page, '/system/inventory/sleds')
    const membership = section(page, 'Rack membership')
    await expect(membership).toContainText('Committed')
    await expect(property(page, 'Version')).toHaveText('2')
    await rowAction(page, 'BRM42220017', 'Add to rack')
    const dialog = page.getByRole('dialog', { name: 'Add sled to the rack' })
    await expect(dialog).toContainText(
      "Sled BRM42220017 in cubby 20 will join the rack. The rack's membership goes from version 2 to 3, which every member sled must acknowledge",
    )
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Add to rack' }).click()
    await expect(toast(page, 'Adding sled BRM42220017 to the rack')).toBeVisible()
    await expect(property(page, 'Version')).toHaveText('3')
    await expect(membership).toContainText('Committed')
    await expect(membership).toContainText('17 sleds')
    await expect(
      page.getByRole('table', { name: 'Sleds' }).getByRole('link', { name: 'BRM42220017' }),
    ).toBeVisible()
    const seated = page.getByRole('table', { name: 'Uninitialized sleds' })
    await expect(seated).not.toContainText('BRM42220017')
    await expect(seated).toContainText('BRM42220018')
  })
})

test.describe('a membership change that waits on its members', () => {
  test.use({ mockTransition: 600_000 })

  test('in progress: who has yet to acknowledge, no second change, and abort', async ({ page }) => {
    await visit(page, '/system/inventory/sleds')
    await rowAction(page, 'BRM42220018', 'Add to rack')
    await page
      .getByRole('dialog', { name: 'Add sled to the rack' })
      .getByRole('button', { name: 'Add to rack' })
      .click()
    const membership = section(page, 'Rack membership')
    await expect(membership).toContainText('In progress')
    await expect(membership).toContainText('Waiting for 17 of 17 members to acknowledge')
    await expect(membership).toContainText('BRM42220018')
    await expectRowMenu(page, 'BRM42220017', {
      disabled: ['Add to rack'],
      reason: 'A rack membership change is in progress: wait for it to commit, or abort it',
    })
    await expectNoA11yViolations(page)

    await membership.getByRole('button', { name: 'Abort change' }).click()
    const confirm = page.getByRole('dialog', { name: 'Abort the membership change' })
    await expect(confirm).toContainText(
      'Membership version 3 will not take effect: the rack keeps its current members',
    )
    await confirm.getByRole('button', { name: 'Abort change' }).click()
    await expect(toast(page, 'Membership change 3 aborted')).toBeVisible()
    await expect(membership).toContainText('Aborted')
    await expect(page.getByRole('table', { name: 'Uninitialized sleds' })).toContainText(
      'BRM42220018',
    )
  })
})

test('a fleet viewer sees ports and membership, each change disabled with the reason', async ({
  page,
}) => {
  await signInAs(page, 'katherine', '/system/inventory/switch-ports/switch0/qsfp0')
  await expect(section(page, 'Link')).toContainText('Up')
  await expectDisabledWith(page, page.getByRole('button', { name: 'Apply settings' }), ADMIN_ONLY)
  await expectDisabledWith(page, page.getByRole('button', { name: 'Clear settings' }), ADMIN_ONLY)
  await expectDisabledWith(page, page.getByRole('button', { name: 'Edit LLDP' }), ADMIN_ONLY)

  await navigate(page, '/system/inventory/sleds')
  await expect(section(page, 'Rack membership')).toContainText('Committed')
  await page.getByRole('button', { name: 'Actions for BRM42220017' }).click()
  await expectDisabledWith(page, page.getByRole('menuitem', { name: 'Add to rack' }), ADMIN_ONLY)
})
