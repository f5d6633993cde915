import type { Page } from '@playwright/test'
import { MOCK_CLIENT_IP } from '../../mock-api/handlers/allow-list'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { row, rowAction } from './tables'
import { choose, expect, signInAs, test, toast, visit } from './utils'

const NET = '/system/networking'

const confirm = async (page: Page, title: string) => {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Delete' }).click()
}

test('address lots: list, create with blocks, the lot page, delete; a lot in use stays', async ({
  page,
}) => {
  await visit(page, `${NET}/address-lots`)
  await expect(page).toHaveTitle(/^Address lots · /)
  await expect(row(page, 'initial-infra')).toContainText('Infrastructure')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New address lot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create address lot' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('initial-infra')
  await dialog.getByRole('textbox', { name: 'Block 1 first address' }).fill('10.9.0.0')
  await dialog.getByRole('textbox', { name: 'Block 1 last address' }).fill('fd00::1')
  await dialog.getByRole('button', { name: 'Create address lot' }).click()
  await expect(dialog.getByText('Must be an IPv4 address, as the first is').first()).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Block 1 last address' }).fill('10.9.0.255')
  await dialog.getByRole('button', { name: 'Create address lot' }).click()
  // the API would take a taken name as an update of that lot: the form refuses it
  await expect(dialog.getByText(/An address lot of this name exists/).first()).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('edge')
  await dialog.getByRole('button', { name: 'Add block' }).click()
  await dialog.getByRole('textbox', { name: 'Block 2 first address' }).fill('fd00:9::')
  await dialog.getByRole('textbox', { name: 'Block 2 last address' }).fill('fd00:9::ffff')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Create address lot' }).click()

  await expect(page).toHaveURL(`${NET}/address-lots/edge`)
  await expect(toast(page, 'Address lot edge created')).toBeVisible()
  const blocks = page.getByRole('table', { name: 'Blocks' })
  await expect(blocks.getByRole('row').filter({ hasText: '10.9.0.0' })).toContainText('256')
  await expect(blocks.getByRole('row').filter({ hasText: 'fd00:9::' })).toContainText('65,536')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Delete' }).click()
  await confirm(page, 'Delete address lot')
  await expect(page).toHaveURL(`${NET}/address-lots`)
  await expect(row(page, 'edge')).toHaveCount(0)

  // loopback addresses take theirs from initial-infra: the server keeps it
  await rowAction(page, 'initial-infra', 'Delete')
  await confirm(page, 'Delete address lot')
  await expect(toast(page, 'Lot is in use')).toBeVisible()
  await expect(row(page, 'initial-infra')).toBeVisible()
})

test('loopback addresses: list with their lot block, create from a block, delete', async ({
  page,
}) => {
  await visit(page, `${NET}/loopback-addresses`)
  await expect(row(page, '172.20.15.11/32')).toContainText(
    'initial-infra 172.20.15.10–172.20.15.20',
  )
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New loopback address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create loopback address' })
  await choose(page, 'Address lot', 'initial-infra')
  await expect(dialog.getByText('Its blocks: 172.20.15.10–172.20.15.20')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Address' }).fill('172.20.15.99')
  await dialog.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(
    dialog.getByText('Not in a block of initial-infra: the address must come from one').first(),
  ).toBeVisible()
  // an address the server already reserved: its refusal, input kept
  await dialog.getByRole('textbox', { name: 'Address' }).fill('172.20.15.11')
  await dialog.getByRole('radio', { name: 'switch1' }).check()
  await dialog.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Address unavailable')
  await dialog.getByRole('textbox', { name: 'Address' }).fill('172.20.15.15')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(toast(page, 'Loopback address 172.20.15.15/32 created on switch1')).toBeVisible()
  await expect(row(page, '172.20.15.15/32')).toContainText('switch1')

  // a loopback address has no name: its row's menu is named by its id
  await row(page, '172.20.15.15/32')
    .getByRole('button', { name: /^Actions for / })
    .click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await confirm(page, 'Delete loopback address')
  await expect(row(page, '172.20.15.15/32')).toHaveCount(0)
})

test('switch port settings: the seeded uplink whole, create one, delete it', async ({ page }) => {
  await visit(page, `${NET}/switch-port-settings`)
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'default-uplink0' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'default-uplink0' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Links' })).toContainText('100 Gbit/s')
  await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('172.20.15.2/30')
  await expect(page.getByRole('region', { name: 'Routes' })).toContainText('0.0.0.0/0')
  await expect(page.getByRole('region', { name: 'BGP peers' })).toContainText('172.20.15.1')
  await expectNoA11yViolations(page)

  await navigate(page, `${NET}/switch-port-settings-new`)
  const dialog = page.getByRole('dialog', { name: 'Create switch port settings' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('uplink2')
  await dialog.getByRole('textbox', { name: 'MTU' }).fill('9000')
  await choose(page, 'Forward error correction', 'Reed-Solomon')
  await dialog.getByRole('checkbox', { name: 'LLDP' }).check()
  await dialog.getByRole('textbox', { name: 'LLDP system name' }).fill('oxide-switch0')
  await dialog.getByRole('button', { name: 'Add address' }).click()
  await choose(page, 'Address 1 lot', 'initial-infra')
  await dialog.getByRole('textbox', { name: 'Address 1', exact: true }).fill('172.20.15.14/30')
  await dialog.getByRole('button', { name: 'Add route' }).click()
  // the rows' fields came with the form (their module is no part of its first load): the new
  // row's first field takes focus as it is added
  await expect(dialog.getByRole('textbox', { name: 'Route 1 destination' })).toBeFocused()
  await dialog.getByRole('textbox', { name: 'Route 1 destination' }).fill('0.0.0.0/0')
  await dialog.getByRole('textbox', { name: 'Route 1 gateway' }).fill('172.20.15.13')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Create settings' }).click()

  await expect(page).toHaveURL(`${NET}/switch-port-settings/uplink2`)
  await expect(page.getByRole('region', { name: 'Links' })).toContainText('Reed-Solomon')
  await expect(page.getByRole('region', { name: 'Links' })).toContainText('on: oxide-switch0')
  await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('172.20.15.14/30')
  await expect(page.getByRole('region', { name: 'Routes' })).toContainText('172.20.15.13')
  await page.getByRole('button', { name: 'Delete' }).click()
  const ask = page.getByRole('dialog', { name: 'Delete switch port settings' })
  await expect(ask).toContainText('The API deletes settings even while a switch port uses them')
  await ask.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(`${NET}/switch-port-settings`)
  await expect(row(page, 'uplink2')).toHaveCount(0)
})

test('the allow-list: the lock-out check before saving, the server refusing one, a saved list', async ({
  page,
}) => {
  await visit(page, `${NET}/allow-list`)
  await expect(page.getByText('Any source').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('radio', { name: 'Only these addresses and networks' }).check()
  const entries = page.getByRole('textbox', { name: 'Addresses and networks' })
  await entries.fill('198.51.100.0/24')
  await expect(page.getByText('The console cannot see your address')).toBeVisible()
  await page.getByRole('textbox', { name: 'Your public address (optional)' }).fill(MOCK_CLIENT_IP)
  await expect(page.getByText('You would lock yourself out')).toBeVisible()
  await page.getByRole('button', { name: 'Save allow-list' }).click()
  await expect(
    page.getByText(`Leaves out your address ${MOCK_CLIENT_IP}: saving would lock you out`).first(),
  ).toBeVisible()
  await expectNoA11yViolations(page)

  // without the user's address the console cannot tell; the server refuses it by its own check
  await page.getByRole('textbox', { name: 'Your public address (optional)' }).fill('')
  await page.getByRole('checkbox', { name: /I have checked/ }).check()
  await page.getByRole('button', { name: 'Save allow-list' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'would prevent access from the current client' }),
  ).toBeVisible()
  await expect(entries).toHaveValue('198.51.100.0/24')

  await entries.fill(`198.51.100.0/24\n${MOCK_CLIENT_IP}`)
  await page.getByRole('textbox', { name: 'Your public address (optional)' }).fill(MOCK_CLIENT_IP)
  await expect(page.getByText('Your address is in the list')).toBeVisible()
  await page.getByRole('button', { name: 'Save allow-list' }).click()
  await expect(toast(page, 'Allow-list saved')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: `${MOCK_CLIENT_IP}/32` })).toBeVisible()
  await expect(page.getByText('2 entries')).toBeVisible()

  // the services' firewall also decides on inbound ICMP
  const icmp = page.getByRole('checkbox', { name: 'Receive ICMP errors' })
  await expect(icmp).toBeChecked()
  await icmp.uncheck()
  await page.getByRole('button', { name: 'Save ICMP setting' }).click()
  await expect(toast(page, 'Inbound ICMP setting saved')).toBeVisible()
  // read again from the API (a reload would reset the in-browser mock)
  await navigate(page, `${NET}/address-lots`)
  await navigate(page, `${NET}/allow-list`)
  await expect(page.getByRole('checkbox', { name: 'Receive ICMP errors' })).not.toBeChecked()
})

test('a fleet viewer reads every page; each change is disabled with the reason', async ({
  page,
}) => {
  await signInAs(page, 'katherine')
  const reason = /^Requires the admin role on the fleet; yours is/
  await navigate(page, `${NET}/address-lots`)
  await expect(row(page, 'initial-infra')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New address lot' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)
  await navigate(page, `${NET}/address-lots/initial-infra`)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await navigate(page, `${NET}/loopback-addresses`)
  await expect(row(page, '172.20.15.11/32')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New loopback address' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)
  await navigate(page, `${NET}/switch-port-settings/default-uplink1`)
  await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('172.20.15.6/30')
  const del = page.getByRole('button', { name: 'Delete' })
  await expect(del).toHaveAttribute('aria-disabled', 'true')
  await del.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await navigate(page, `${NET}/allow-list`)
  for (const name of ['Save ICMP setting', 'Save allow-list'])
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
  await expectNoA11yViolations(page)
})
