import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { row } from './tables'
import { expect, test, toast, visit } from './utils'

const base = '/projects/web-frontend/instances'
const web3Id = 'a1000000-0000-4000-8000-000000000003'

test('the instance page: header, copyable id, tabs; the index is the storage tab', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, `${base}/web-3`)
  await expect(page).toHaveURL(`${base}/web-3/storage`)
  await expect(page.getByRole('heading', { level: 1, name: 'web-3' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText('stopped', { exact: true }).first()).toBeVisible()
  await expect(main.getByText(web3Id)).toBeVisible()
  await main.getByRole('button', { name: 'Copy instance ID' }).click()
  await expect(main.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(web3Id)

  const tabs = page.getByRole('navigation', { name: 'Instance' })
  for (const tab of ['Storage', 'Networking', 'Metrics', 'Connect', 'Settings'])
    await expect(tabs.getByRole('link', { name: tab })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Storage' })).toHaveAttribute('aria-current', 'page')
  await expectNoA11yViolations(page)

  // the page's actions menu follows the same state rules as the list
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Start' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('menuitem', { name: 'Reboot' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText('Only available when the instance is running')
})

test('metrics has cpu, disk and network sub-tabs; its index is cpu', async ({ page }) => {
  await visit(page, `${base}/web-1/storage`)
  await navLink(page, 'Instance', 'Metrics').click()
  await expect(page).toHaveURL(`${base}/web-1/metrics/cpu`)
  await expect(page.getByRole('figure', { name: 'CPU utilization' })).toBeVisible()
  const sub = page.getByRole('navigation', { name: 'Metrics' })
  await sub.getByRole('link', { name: 'Disk' }).click()
  await expect(page).toHaveURL(`${base}/web-1/metrics/disk`)
  await expect(page.getByRole('figure', { name: /^Bytes read/ }).first()).toBeVisible()
  await sub.getByRole('link', { name: 'Network' }).click()
  await expect(page).toHaveURL(`${base}/web-1/metrics/network`)
  await expect(page.getByRole('figure', { name: /^Bytes received/ }).first()).toBeVisible()
})

test('connect: SSH, the serial console link per state, and the Instance CLI dialog', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, `${base}/web-2/connect`)
  await expect(page.getByText('ssh <user>@198.51.100.30')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open serial console' })).toHaveAttribute(
    'href',
    `${base}/web-2/serial-console`,
  )
  await page.getByRole('button', { name: 'Instance CLI' }).click()
  const dialog = page.getByRole('dialog', { name: 'Instance CLI' })
  await expect(dialog).toContainText(
    'oxide instance serial console --project web-frontend --instance web-2',
  )
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Copy serial console command' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'oxide instance serial console --project web-frontend --instance web-2',
  )
  await page.keyboard.press('Escape')

  // stopped: no serial console, and it says why
  await navigate(page, `${base}/web-3/connect`)
  await expect(page.getByRole('link', { name: 'Open serial console' })).toHaveCount(0)
  const button = page.getByRole('button', { name: 'Open serial console' })
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await button.focus()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is running, rebooting, migrating or repairing',
  )
  await expect(page.getByText('No external IP', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('lookup routes resolve an instance id to its storage tab', async ({ page }) => {
  await visit(page, `/lookup/instances/${web3Id}`)
  await expect(page).toHaveURL(`${base}/web-3/storage`)
  await navigate(page, `/lookup/i/${web3Id}`)
  await expect(page).toHaveURL(`${base}/web-3/storage`)
  await navigate(page, '/lookup/i/a1000000-0000-4000-8000-999999999999')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await navigate(page, '/lookup/instances/not-an-id')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the list links to the instance page', async ({ page }) => {
  await visit(page, base)
  await row(page, 'web-2').getByRole('link', { name: 'web-2' }).click()
  await expect(page).toHaveURL(`${base}/web-2/storage`)
})

test('deleting from the instance page goes back to the list', async ({ page }) => {
  await visit(page, `${base}/web-3`)
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete instance' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page).toHaveURL(base)
  await expect(toast(page, 'Instance web-3 deleted')).toBeVisible()
  await expect(row(page, 'web-3')).toHaveCount(0)
})
