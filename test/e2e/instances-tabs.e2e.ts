import { expectNoA11yViolations } from './axe'
import { apiCall } from './mock'
import { navigate, navLink } from './nav'
import { expect, test, toast, visit } from './utils'

const base = '/projects/web-frontend/instances'

const disabledWithReason = async (
  page: import('@playwright/test').Page,
  name: string,
  reason: string,
) => {
  const button = page.getByRole('button', { name, exact: true })
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await button.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await page.mouse.move(0, 0)
}

test.describe('storage', () => {
  test('boot disk, other disks, and state rules on a running instance', async ({ page }) => {
    await visit(page, `${base}/web-1/storage`)
    const boot = page.getByRole('table', { name: 'Boot disk' })
    await expect(boot.getByRole('row', { name: /web-1-boot/ })).toContainText('attached')
    const others = page.getByRole('table', { name: 'Other disks' })
    await expect(others.getByRole('row', { name: /web-1-data/ })).toBeVisible()
    await expectNoA11yViolations(page)

    const reason = 'Only available when the instance is creating or stopped'
    await disabledWithReason(page, 'Attach existing disk', reason)
    await disabledWithReason(page, 'Create disk', reason)

    await page.getByRole('button', { name: 'Actions for web-1-data' }).click()
    await page.getByRole('menuitem', { name: 'Detach' }).hover()
    await expect(page.getByRole('tooltip')).toHaveText(
      'Only available when the instance is creating, stopped or failed',
    )
    // a snapshot is fine while attached
    await expect(page.getByRole('menuitem', { name: 'Snapshot' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await page.getByRole('menuitem', { name: 'Snapshot' }).click()
    const snapshot = page.getByRole('dialog', { name: 'Snapshot disk' })
    await expect(snapshot).toContainText('Take a snapshot of web-1-data?')
    await snapshot.getByRole('button', { name: 'Snapshot' }).click()
    await expect(snapshot).toHaveCount(0)
    await expect(toast(page, 'Snapshot of web-1-data started')).toBeVisible()
  })

  test('attach, set as boot disk, detach and create on a stopped instance', async ({ page }) => {
    await visit(page, `${base}/web-3/storage`)
    const others = page.getByRole('table', { name: 'Other disks' })
    await expect(others).toContainText('No other disks are attached')

    await page.getByRole('button', { name: 'Attach existing disk' }).click()
    const attach = page.getByRole('dialog', { name: 'Attach disk' })
    await attach.getByRole('combobox', { name: 'Disk' }).click()
    await page.getByRole('option', { name: /web-scratch/ }).click()
    await expectNoA11yViolations(page)
    await attach.getByRole('button', { name: 'Attach disk' }).click()
    await expect(toast(page, 'Disk web-scratch attached')).toBeVisible()
    await expect(others.getByRole('row', { name: /web-scratch/ })).toBeVisible()
    await expect(others.getByRole('row', { name: /web-scratch/ })).toContainText('attached')

    // make it the boot disk, then put the old one back
    await page.getByRole('button', { name: 'Actions for web-scratch' }).click()
    await page.getByRole('menuitem', { name: 'Set as boot disk' }).click()
    await page
      .getByRole('dialog', { name: 'Set boot disk' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expect(toast(page, 'web-scratch is now the boot disk')).toBeVisible()
    const boot = page.getByRole('table', { name: 'Boot disk' })
    await expect(boot.getByRole('row', { name: /web-scratch/ })).toBeVisible()
    await page.getByRole('button', { name: 'Actions for web-3-boot' }).click()
    await page.getByRole('menuitem', { name: 'Set as boot disk' }).click()
    await page
      .getByRole('dialog', { name: 'Set boot disk' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expect(boot.getByRole('row', { name: /web-3-boot/ })).toBeVisible()

    await page.getByRole('button', { name: 'Actions for web-scratch' }).click()
    await page.getByRole('menuitem', { name: 'Detach' }).click()
    const detach = page.getByRole('dialog', { name: 'Detach disk' })
    await expect(detach).toContainText('Detach web-scratch from web-3?')
    await detach.getByRole('button', { name: 'Detach' }).click()
    await expect(toast(page, 'Disk web-scratch detached')).toBeVisible()
    await expect(others.getByRole('row', { name: /web-scratch/ })).toHaveCount(0)

    await page.getByRole('button', { name: 'Create disk' }).click()
    const create = page.getByRole('dialog', { name: 'Create disk' })
    await create.getByRole('textbox', { name: 'Name' }).fill('web-3-extra')
    await create.getByRole('textbox', { name: 'Size' }).fill('5')
    await create.getByRole('button', { name: 'Create and attach' }).click()
    await expect(toast(page, 'Disk web-3-extra created')).toBeVisible()
    await expect(others.getByRole('row', { name: /web-3-extra/ })).toContainText('5 GiB')
  })
})

test.describe('networking', () => {
  test('interfaces can change only while stopped, and say so', async ({ page }) => {
    await visit(page, `${base}/web-1/networking`)
    const nics = page.getByRole('table', { name: 'Network interfaces' })
    await expect(nics.getByRole('row', { name: /net0/ })).toContainText('primary')
    await expect(nics.getByRole('row', { name: /net1/ })).toContainText('edge')
    await expectNoA11yViolations(page)
    await disabledWithReason(
      page,
      'Add network interface',
      'Only available when the instance is stopped',
    )
    await page.getByRole('button', { name: 'Actions for net1' }).click()
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  test('add, edit and delete an interface of a stopped instance', async ({ page }) => {
    await visit(page, `${base}/web-3/networking`)
    await page.getByRole('button', { name: 'Add network interface' }).click()
    const add = page.getByRole('dialog', { name: 'Add network interface' })
    await add.getByRole('textbox', { name: 'Name' }).fill('net9')
    await add.getByRole('combobox', { name: 'VPC' }).click()
    await page.getByRole('option', { name: 'default', exact: true }).click()
    await add.getByRole('combobox', { name: 'Subnet' }).click()
    await page.getByRole('option', { name: /^edge/ }).click()
    await expectNoA11yViolations(page)
    await add.getByRole('button', { name: 'Add network interface' }).click()
    await expect(toast(page, 'Network interface net9 added')).toBeVisible()
    const nics = page.getByRole('table', { name: 'Network interfaces' })
    await expect(nics.getByRole('row', { name: /net9/ })).toContainText('edge')

    // changed elsewhere after the list was read: the form starts from the interface as it is
    await apiCall(page, '/v1/network-interfaces/net9?project=web-frontend&instance=web-3', {
      method: 'PUT',
      body: { description: 'set by the CLI', transit_ips: [] },
    })
    await page.getByRole('button', { name: 'Actions for net9' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit network interface' })
    await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('set by the CLI')
    await edit.getByRole('textbox', { name: 'Name' }).fill('net9-edge')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Network interface net9-edge updated')).toBeVisible()

    await page.getByRole('button', { name: 'Actions for net9-edge' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: 'Delete network interface' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(nics.getByRole('row', { name: /net9-edge/ })).toHaveCount(0)
  })

  test('attach and detach ephemeral and floating IPs', async ({ page }) => {
    await visit(page, `${base}/web-3/networking`)
    const ips = page.getByRole('table', { name: 'External IPs' })
    await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
    const eph = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
    await expectNoA11yViolations(page)
    await eph.getByRole('button', { name: 'Attach' }).click()
    await expect(toast(page, /^Ephemeral IP .* attached$/)).toBeVisible()
    await expect(ips.getByRole('row', { name: /ephemeral/ })).toBeVisible()
    await disabledWithReason(
      page,
      'Attach ephemeral IP',
      'The instance already has an ephemeral IP',
    )

    await page.getByRole('button', { name: 'Attach floating IP' }).click()
    const fl = page.getByRole('dialog', { name: 'Attach floating IP' })
    await fl.getByRole('combobox', { name: 'Floating IP' }).click()
    await page.getByRole('option', { name: /spare-ip/ }).click()
    await fl.getByRole('button', { name: 'Attach' }).click()
    await expect(toast(page, 'Floating IP spare-ip attached')).toBeVisible()
    const floating = ips.getByRole('row', { name: /198\.51\.100\.41/ })
    await expect(floating).toContainText('spare-ip')

    await page.getByRole('button', { name: 'Actions for 198.51.100.41' }).click()
    await page.getByRole('menuitem', { name: 'Detach' }).click()
    await page
      .getByRole('dialog', { name: 'Detach external IP' })
      .getByRole('button', { name: 'Detach' })
      .click()
    await expect(floating).toHaveCount(0)

    const ephemeral = ips.getByRole('row', { name: /ephemeral/ })
    const address = (await ephemeral.getByRole('cell').first().textContent()) ?? ''
    await page.getByRole('button', { name: `Actions for ${address}` }).click()
    await page.getByRole('menuitem', { name: 'Detach' }).click()
    await page
      .getByRole('dialog', { name: 'Detach external IP' })
      .getByRole('button', { name: 'Detach' })
      .click()
    await expect(ephemeral).toHaveCount(0)
  })
})

test.describe('settings', () => {
  test('resize, boot disk and auto-restart on a stopped instance', async ({ page }) => {
    await visit(page, `${base}/web-3/settings`)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Resize', exact: true }).click()
    const resize = page.getByRole('dialog', { name: 'Resize instance' })
    await resize.getByRole('textbox', { name: 'CPUs' }).fill('8')
    await resize.getByRole('button', { name: 'Resize' }).click()
    await expect(toast(page, 'Instance web-3 resized')).toBeVisible()
    await expect(page.getByRole('main').getByText('8 vCPU').first()).toBeVisible()

    await page.getByRole('combobox', { name: 'Boot disk' }).click()
    await page.getByRole('option', { name: 'No boot disk' }).click()
    await page.getByRole('button', { name: 'Save boot disk' }).click()
    await expect(toast(page, 'Boot disk updated')).toBeVisible()
    await navLink(page, 'Instance', 'Storage').click()
    await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText(
      'No boot disk is set',
    )
    await navLink(page, 'Instance', 'Settings').click()

    await page.getByRole('radio', { name: /^Never/ }).click()
    await page.getByRole('button', { name: 'Save policy' }).click()
    await expect(toast(page, 'Auto-restart policy updated')).toBeVisible()
    // the server now reports auto-restart off for this instance
    await expect(page.getByRole('definition').filter({ hasText: /^No$/ })).toBeVisible()
    await expect(page.getByRole('radio', { name: /^Never/ })).toBeChecked()
  })

  test('a running instance cannot be resized or re-booted from another disk', async ({ page }) => {
    await visit(page, `${base}/web-1/settings`)
    await disabledWithReason(
      page,
      'Resize',
      'Only available when the instance is stopped, failed or creating',
    )
    await disabledWithReason(
      page,
      'Save boot disk',
      'Only available when the instance is stopped, failed or creating',
    )
    await disabledWithReason(page, 'Add to group', 'Only available when the instance is stopped')
    // the policy can change in any state
    await page.getByRole('radio', { name: /^Best effort/ }).click()
    await page.getByRole('button', { name: 'Save policy' }).click()
    await expect(toast(page, 'Auto-restart policy updated')).toBeVisible()
  })

  test('auto-restart shows the cooldown of an instance that failed again', async ({ page }) => {
    await visit(page, '/projects/data-pipeline/instances/spark-worker/settings')
    const restart = page.getByRole('region', { name: 'Auto-restart' })
    // cooldown until, and the last automatic restart, are both dates
    await expect(restart.getByRole('definition').filter({ has: page.locator('time') })).toHaveCount(
      2,
    )
    await navigate(page, '/projects/web-frontend/instances/web-3/settings')
    // never restarted: no cooldown, no last restart
    await expect(restart.getByRole('definition').filter({ hasText: /^None$/ })).toBeVisible()
    await expect(restart.getByRole('definition').filter({ hasText: /^Never$/ })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('join and leave affinity groups', async ({ page }) => {
    await visit(page, `${base}/web-3/settings`)
    const groups = page.getByRole('table', { name: 'Affinity groups of this instance' })
    await expect(groups.getByRole('row', { name: /web-spread/ })).toContainText('anti-affinity')

    await page.getByRole('button', { name: 'Add to group' }).click()
    const add = page.getByRole('dialog', { name: 'Add to group' })
    await add.getByRole('radio', { name: 'Affinity group', exact: true }).click()
    await add.getByRole('combobox', { name: 'Group' }).click()
    await page.getByRole('option', { name: 'cache-near-api' }).click()
    await expectNoA11yViolations(page)
    await add.getByRole('button', { name: 'Add to group' }).click()
    await expect(toast(page, 'web-3 added to cache-near-api')).toBeVisible()
    await expect(groups.getByRole('row', { name: /cache-near-api/ })).toContainText('affinity')

    await page.getByRole('button', { name: 'Actions for web-spread' }).click()
    await page.getByRole('menuitem', { name: 'Remove from group' }).click()
    await page
      .getByRole('dialog', { name: 'Remove from group' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(groups.getByRole('row', { name: /web-spread/ })).toHaveCount(0)
  })
})
