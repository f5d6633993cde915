import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expectRowMenu, expectRowTexts, row, rowAction } from './tables'
import { expect, test, toast, visit } from './utils'

const list = '/projects/web-frontend/instances'

test('the instance list shows every run state with its badge, sizes and IPs', async ({ page }) => {
  await visit(page, list)
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Instances' })
  for (const header of ['Name', 'State', 'CPU', 'Memory', 'External IPs', 'Created'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible()
  const states: [string, string][] = [
    ['web-1', 'running'],
    ['web-3', 'stopped'],
    ['web-canary', 'starting'],
    ['api-gateway', 'rebooting'],
    ['cache-1', 'creating'],
    ['db-replica', 'migrating'],
    ['queue-worker', 'failed'],
    ['batch-runner', 'stopping'],
  ]
  for (const [name, state] of states) await expect(row(page, name)).toContainText(state)
  await expectRowTexts(page, 'web-2', ['4 vCPU', '16 GiB', '198.51.100.30'])
  await expectNoA11yViolations(page)
})

test('an instance due an automatic restart is marked, one cooling down is not', async ({
  page,
}) => {
  await visit(page, list)
  await expect(row(page, 'queue-worker')).toContainText('Auto-restart due')
  await expect(row(page, 'web-3')).not.toContainText('Auto-restart due')
  await navigate(page, '/projects/data-pipeline/instances')
  await expect(row(page, 'spark-worker')).toContainText('failed')
  await expect(row(page, 'spark-worker')).not.toContainText('Auto-restart due')
  await expect(row(page, 'kafka-1')).toContainText('repairing')
})

test('row actions are enabled only in the states that allow them, with the reason', async ({
  page,
}) => {
  // three menus, twelve states read, three tooltips and a scan: slow on a busy CI machine
  test.setTimeout(120_000)
  await visit(page, list)
  // running: stop, reboot and the serial console; not start, resize or delete
  await page.getByRole('button', { name: 'Actions for web-1' }).click()
  const menu = page.getByRole('menu')
  for (const action of ['Stop', 'Reboot', 'Serial console'])
    await expect(menu.getByRole('menuitem', { name: action })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
  for (const action of ['Start', 'Resize', 'Delete'])
    await expect(menu.getByRole('menuitem', { name: action })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  await menu.getByRole('menuitem', { name: 'Start' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is stopped or failed',
  )
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')

  // stopped: start, resize, delete; not stop, reboot or the serial console
  await expectRowMenu(page, 'web-3', {
    enabled: ['Start', 'Resize', 'Delete'],
    disabled: ['Serial console', 'Stop', 'Reboot'],
    reason: 'Only available when the instance is running, rebooting, migrating or repairing',
  })

  // creating: only resize (and stop is not allowed)
  await page.getByRole('button', { name: 'Actions for cache-1' }).click()
  await expect(page.getByRole('menuitem', { name: 'Resize' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('menuitem', { name: 'Stop' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is running, starting, rebooting or failed',
  )
})

test.describe('with quick transitions', () => {
  test.use({ mockTransition: 1500 })

  test('a started instance shows starting, then running, without a reload', async ({ page }) => {
    await visit(page, list)
    await expect(row(page, 'web-3')).toContainText('stopped')
    await rowAction(page, 'web-3', 'Start')
    await expect(toast(page, 'Starting instance web-3')).toBeVisible()
    await expect(row(page, 'web-3')).toContainText('starting')
    await expect(row(page, 'web-3')).toContainText('running')
  })

  test('stop and reboot ask first, then the state follows', async ({ page }) => {
    await visit(page, list)
    await rowAction(page, 'web-2', 'Stop')
    const confirm = page.getByRole('dialog', { name: 'Stop instance' })
    await expect(confirm).toContainText('Are you sure you want to stop web-2?')
    await confirm.getByRole('button', { name: 'Stop' }).click()
    await expect(toast(page, 'Stopping instance web-2')).toBeVisible()
    await expect(row(page, 'web-2')).toContainText('stopped')

    await rowAction(page, 'web-1', 'Reboot')
    await page
      .getByRole('dialog', { name: 'Reboot instance' })
      .getByRole('button', { name: 'Reboot' })
      .click()
    await expect(toast(page, 'Rebooting instance web-1')).toBeVisible()
    await expect(row(page, 'web-1')).toContainText('running')
  })
})

test('resize a stopped instance from its row', async ({ page }) => {
  await visit(page, list)
  await rowAction(page, 'web-3', 'Resize')
  const dialog = page.getByRole('dialog', { name: 'Resize instance' })
  await expect(dialog.getByRole('textbox', { name: 'CPUs' })).toHaveValue('4')
  await expectNoA11yViolations(page)
  await dialog.getByRole('textbox', { name: 'CPUs' }).fill('300')
  await dialog.getByRole('button', { name: 'Resize' }).click()
  await expect(dialog.getByText('CPUs can be at most 254').first()).toBeVisible()
  await dialog.getByRole('textbox', { name: 'CPUs' }).fill('6')
  await dialog.getByRole('textbox', { name: 'Memory' }).fill('24')
  await dialog.getByRole('button', { name: 'Resize' }).click()
  await expect(toast(page, 'Instance web-3 resized')).toBeVisible()
  await expect(row(page, 'web-3')).toContainText('6 vCPU')
  await expect(row(page, 'web-3')).toContainText('24 GiB')
})

test('delete a stopped instance', async ({ page }) => {
  await visit(page, list)
  await rowAction(page, 'web-3', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete instance' })
  await expect(confirm).toContainText('Are you sure you want to delete web-3?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Instance web-3 deleted')).toBeVisible()
  await expect(row(page, 'web-3')).toHaveCount(0)
})

test('the serial console action goes to the console page', async ({ page }) => {
  await visit(page, list)
  await rowAction(page, 'web-1', 'Serial console')
  await expect(page).toHaveURL(`${list}/web-1/serial-console`)
})

test('an empty project shows the empty state', async ({ page }) => {
  await visit(page, '/projects/sandbox/instances')
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New Instance' }).first()).toBeVisible()
  await expectNoA11yViolations(page)
})
