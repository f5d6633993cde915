import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expectDisabledWith, FLEET_VIEWER_REASON } from './roles'
import { row } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

const LIST = '/system/support-bundles'
const ACTIVE = '0190c2a0-3c00-4000-8000-00000000b001'
const FAILED = '0190c2a0-3c00-4000-8000-00000000b002'

// a bundle is collected in two steps; short ones keep the test quick
test.use({ mockTransition: 300 })

test('the list: states, reasons, sizes; a failed bundle is marked', async ({ page }) => {
  await visit(page, LIST)
  await expect(page).toHaveTitle(/^Support bundles · /)
  const active = page.getByRole('row').filter({ hasText: 'Sled 7 rebooted twice' })
  await expect(active).toContainText('active')
  await expect(active).toContainText('MiB')
  const failed = page.getByRole('row').filter({ hasText: 'Instance start latency spike' })
  await expect(failed).toContainText('failed')
  await expect(failed).toContainText('Failed: Allocated dataset no longer exists')
  await expectNoA11yViolations(page)

  // the bundle's page: its size beside its download, from a HEAD of the download
  await navigate(page, `${LIST}/${ACTIVE}`)
  await expect(page.getByRole('button', { name: 'Download bundle', exact: true })).toBeEnabled()
  await expect(page.locator('dl')).toContainText(/Size\s*[\d.,]+ MiB/)

  await navigate(page, `${LIST}/${FAILED}`)
  await expect(page.getByRole('alert')).toContainText('This bundle failed')
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Download bundle', exact: true }),
    'The bundle failed: it has nothing to download',
  )
  await expect(page.getByText('This bundle has no files to show.')).toBeVisible()
})

test('create with a reason, watch it collect, comment, download a file, delete', async ({
  page,
}) => {
  await visit(page, LIST)
  await page.getByRole('link', { name: 'New support bundle' }).click()
  const form = page.getByRole('dialog', { name: 'New support bundle' })
  await expect(form).toBeVisible()
  await expectNoA11yViolations(page)
  await form.getByRole('textbox', { name: 'Reason' }).fill('Case 5120: switch 1 flapping')
  await form.getByRole('button', { name: 'Collect bundle' }).click()
  await expect(toast(page, /^Collecting support bundle /)).toBeVisible()
  await expect(page).toHaveURL(/\/system\/support-bundles\/[0-9a-f-]{36}$/)
  const facts = page.locator('dl')
  await expect(facts).toContainText('Case 5120: switch 1 flapping')
  // collecting, then active on its own: the page follows it
  await expect(facts.getByText('active', { exact: true })).toBeVisible({ timeout: 15_000 })
  const files = page.getByRole('table', { name: 'Files' })
  await expect(files.getByRole('cell', { name: 'bundle_id.txt', exact: true })).toBeVisible()
  // each file's size, from a HEAD of it (supportBundleHeadFile)
  await expect(files.getByRole('row', { name: /reconfigurator_state\.json/ })).toContainText(
    '640 KiB',
  )
  await expectNoA11yViolations(page)

  // the comment
  await page.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit reason' })
  await edit.getByRole('textbox', { name: 'Reason' }).fill('Case 5120: switch 1 port 3 flapping')
  await edit.getByRole('button', { name: 'Save reason' }).click()
  await expect(toast(page, 'Reason saved')).toBeVisible()
  await expect(facts).toContainText('Case 5120: switch 1 port 3 flapping')

  // one file, saved under its own name
  const saved = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download bundle_id.txt' }).click()
  const file = await saved
  expect(file.suggestedFilename()).toBe('bundle_id.txt')
  await expect(page.getByText('Downloaded bundle_id.txt')).toBeVisible()

  // delete: the confirmation says what happens, the list shows it going
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete support bundle' })
  await expect(confirm).toContainText('it cannot be downloaded again')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, /^Support bundle [0-9a-f]{8} deleted$/)).toBeVisible()
  await expect(page).toHaveURL(LIST)
  await expect(page.getByText('Case 5120: switch 1 port 3 flapping')).toHaveCount(0, {
    timeout: 15_000,
  })
})

test.describe('a large download', () => {
  // with a delay the mock sends the bundle in chunks a little apart, as a rack would
  test.use({ mockDelay: 1 })

  test('shows its progress, can be cancelled, and saves the whole bundle', async ({ page }) => {
    await visit(page, `${LIST}/${ACTIVE}`)
    await expect(page).toHaveTitle(/^Bundle 0000b001 · Support bundles · /)
    await page.getByRole('button', { name: 'Download bundle', exact: true }).click()
    const bar = page.getByRole('progressbar', { name: /^Downloading support-bundle-/ })
    await expect(bar).toBeVisible()
    await expect(page.getByText(/MiB of 8\.\d+ MiB \(\d+%\)/)).toBeVisible()
    await page.getByRole('button', { name: 'Cancel download' }).click()
    await expect(page.getByText('Download cancelled')).toBeVisible()

    const saved = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download bundle', exact: true }).click()
    const file = await saved
    expect(file.suggestedFilename()).toBe(`support-bundle-${ACTIVE}.zip`)
    await expect(page.getByText(`Downloaded support-bundle-${ACTIVE}.zip`)).toBeVisible()
  })
})

test('a fleet viewer sees every bundle and can download, but changes nothing', async ({ page }) => {
  await signInAs(page, 'katherine', LIST)
  await expect(row(page, 'active')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'New support bundle' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)
  await navigate(page, `${LIST}/${ACTIVE}`)
  await expectDisabledWith(page, page.getByRole('button', { name: 'Delete' }), FLEET_VIEWER_REASON)
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true')
  await expect(
    page.getByRole('button', { name: 'Download bundle', exact: true }),
  ).not.toHaveAttribute('aria-disabled', 'true')
})
