import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { expectDisabledWith } from './roles'
import { bulkBar, closeMenu, row, rowAction } from './tables'
import { expect, openProjectByName, signInAs, test, toast, visit } from './utils'

/**
 * Issue 12: the project's disks. web-frontend's seed has web-1-data attached to the running
 * web-1, web-scratch detached, web-logs-old faulted and web-cache-vol creating; web-3 is
 * stopped, so it takes a disk.
 */
const base = '/projects/web-frontend/disks'

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  return page.getByRole('menu')
}

test('the list: size, state and the attached instance, linked; actions the state forbids say why; delete', async ({
  page,
}) => {
  await visit(page, '/projects/web-frontend/instances')
  await navLink(page, 'Project', 'Disks').click()
  await expect(page).toHaveURL(base)
  await expect(page).toHaveTitle('Disks · web-frontend · Oxide Console')
  const table = page.getByRole('table', { name: 'Disks' })
  for (const header of ['Name', 'Size', 'State', 'Attached to', 'Created'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible()
  await expect(row(page, 'web-1-data')).toContainText('100 GiB')
  await expect(row(page, 'web-1-data')).toContainText('attached')
  await expect(row(page, 'web-scratch')).toContainText('detached')
  await expect(row(page, 'web-logs-old')).toContainText('faulted')
  await expect(row(page, 'web-restore')).toContainText('import ready')
  await expectNoA11yViolations(page)

  let menu = await openRowMenu(page, 'web-1-data')
  await expectDisabledWith(
    page,
    menu.getByRole('menuitem', { name: 'Delete' }),
    'Only available when the disk is detached or faulted',
  )
  await expectDisabledWith(
    page,
    menu.getByRole('menuitem', { name: 'Attach' }),
    'Only available when the disk is creating or detached',
  )
  // attached, but to a running instance: the instance's run state has its say too
  await expectDisabledWith(
    page,
    menu.getByRole('menuitem', { name: 'Detach' }),
    'Only available when the instance is creating, stopped or failed',
  )
  await expect(menu.getByRole('menuitem', { name: 'Snapshot' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await closeMenu(page)

  menu = await openRowMenu(page, 'web-logs-old')
  await expectDisabledWith(
    page,
    menu.getByRole('menuitem', { name: 'Snapshot' }),
    'Only available when the disk is attached or detached',
  )
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled')
  await closeMenu(page)

  // a faulted disk may go
  await rowAction(page, 'web-logs-old', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete disk' })
  await expect(confirm).toContainText('Are you sure you want to delete web-logs-old?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Disk web-logs-old deleted')).toBeVisible()
  await expect(row(page, 'web-logs-old')).toHaveCount(0)

  await row(page, 'web-1-data').getByRole('link', { name: 'web-1' }).click()
  await expect(page).toHaveURL('/projects/web-frontend/instances/web-1/storage')

  await navigate(page, '/projects/sandbox/disks')
  await expect(page.getByRole('heading', { name: 'No disks' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New Disk' }).first()).toBeVisible()
})

test('create a blank disk', async ({ page }) => {
  await visit(page, base)
  await page.getByRole('link', { name: 'New Disk' }).click()
  await expect(page).toHaveURL('/projects/web-frontend/disks-new')
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await expect(dialog.getByRole('radio', { name: 'Blank disk' })).toBeChecked()
  await expectNoA11yViolations(page)
  await dialog.getByRole('textbox', { name: 'Name' }).fill('logs')
  await dialog.getByRole('textbox', { name: 'Size' }).fill('20')
  await dialog.getByRole('combobox', { name: 'Block size' }).click()
  await page.getByRole('option', { name: '512 bytes' }).click()
  // the review shows the request, and sends exactly it
  await dialog.getByRole('button', { name: 'Review' }).click()
  const review = page.getByRole('dialog', { name: 'Review request' })
  await expect(review).toContainText('POST/v1/disks?project=web-frontend')
  await expect(review).toContainText('"block_size": 512')
  await expect(review).toContainText('"size": 21474836480')
  await review.getByRole('button', { name: 'Create disk' }).click()
  await expect(toast(page, 'Disk logs created')).toBeVisible()
  await expect(page).toHaveURL(base)
  await expect(row(page, 'logs')).toContainText('20 GiB')
  await expect(row(page, 'logs')).toContainText('detached')
})

test('attach a disk to a stopped instance, then detach it', async ({ page }) => {
  await visit(page, base)
  // a running instance is offered, and the modal says why it cannot take the disk
  await rowAction(page, 'web-scratch', 'Attach')
  const attach = page.getByRole('dialog', { name: 'Attach disk' })
  await attach.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: 'web-1 (running)' }).click()
  await expect(attach.getByRole('status')).toContainText(
    'web-1 is running. Only available when the instance is creating or stopped.',
  )
  await expect(attach.getByRole('button', { name: 'Attach disk' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)
  await attach.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: 'web-3 (stopped)' }).click()
  await attach.getByRole('button', { name: 'Attach disk' }).click()
  await expect(toast(page, 'Disk web-scratch attached to web-3')).toBeVisible()
  await expect(row(page, 'web-scratch')).toContainText('attached')
  await expect(row(page, 'web-scratch').getByRole('link', { name: 'web-3' })).toBeVisible()

  await rowAction(page, 'web-scratch', 'Detach')
  const detach = page.getByRole('dialog', { name: 'Detach disk' })
  await expect(detach).toContainText('Detach web-scratch from web-3?')
  await detach.getByRole('button', { name: 'Detach' }).click()
  await expect(toast(page, 'Disk web-scratch detached')).toBeVisible()
  await expect(row(page, 'web-scratch')).toContainText('detached')
  await expect(row(page, 'web-scratch').getByRole('link')).toHaveCount(0)
})

test('a refused create keeps the input; a disk from an image is at least the image size', async ({
  page,
}) => {
  await visit(page, `${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('web-scratch')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('again')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(dialog.getByText('Disk name already exists').first()).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('web-scratch')
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('again')
  await expect(dialog.getByRole('textbox', { name: 'Size' })).toHaveValue('10')

  await dialog.getByRole('textbox', { name: 'Name' }).fill('win-data')
  await dialog.getByRole('radio', { name: 'Image' }).click()
  await expect(dialog.getByRole('combobox', { name: 'Block size' })).toHaveCount(0)
  await dialog.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^windows-server-2022/ }).click()
  // the 20 GiB image grows the 10 GiB default to fit
  const size = dialog.getByRole('textbox', { name: 'Size' })
  await expect(size).toHaveValue('20')
  await size.fill('12')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(
    dialog.getByText('Disk size 12 GiB must be greater than or equal to image size 20 GiB').first(),
  ).toBeVisible()
  await size.fill('25')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(toast(page, 'Disk win-data created')).toBeVisible()
  await expect(row(page, 'win-data')).toContainText('25 GiB')
})

test('a disk from a snapshot of another disk', async ({ page }) => {
  await visit(page, base)
  await rowAction(page, 'web-scratch', 'Snapshot')
  await page
    .getByRole('dialog', { name: 'Snapshot disk' })
    .getByRole('button', { name: 'Snapshot' })
    .click()
  await expect(toast(page, 'Snapshot of web-scratch started')).toBeVisible()

  await page.getByRole('link', { name: 'New Disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('scratch-copy')
  await dialog.getByRole('radio', { name: 'Snapshot' }).click()
  await dialog.getByRole('combobox', { name: 'Snapshot' }).click()
  await page.getByRole('option', { name: /^web-scratch-.* \(50 GiB\)$/ }).click()
  await expect(dialog.getByRole('textbox', { name: 'Size' })).toHaveValue('50')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(toast(page, 'Disk scratch-copy created')).toBeVisible()
  await expect(row(page, 'scratch-copy')).toContainText('50 GiB')
})

test('a project viewer sees the disks, and why she cannot change them', async ({ page }) => {
  await signInAs(page, 'barbara')
  // no silo role: the silo's projects are not listed to her (row R1), so she names hers
  await openProjectByName(page, 'web-frontend')
  await navLink(page, 'Project', 'Disks').click()
  const reason = 'Requires the limited collaborator role or higher on this project; yours is viewer'
  await expectDisabledWith(page, page.getByRole('button', { name: 'New Disk' }), reason)
  const menu = await openRowMenu(page, 'web-scratch')
  await expectDisabledWith(page, menu.getByRole('menuitem', { name: 'Delete' }), reason)
  await expect(menu.getByRole('menuitem', { name: 'Attach' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('filter, sort by size, and delete in bulk what the states allow', async ({ page }) => {
  await visit(page, base)
  await page.getByRole('button', { name: 'Size', exact: true }).click()
  await expect(page).toHaveURL(/[?&]sort=size\b/)
  await page.getByLabel('Filter disks').fill('web-')
  await expect(page).toHaveURL(/[?&]q=web-(&|$)/)
  // the filter keeps the sort, however busy the tab was when it was typed
  await expect(page).toHaveURL(/[?&]sort=size\b/)
  const names = page
    .getByRole('table', { name: 'Disks' })
    .locator('tbody tr[data-row] td:nth-child(2)')
  await expect.poll(() => names.allInnerTexts()).toContain('web-scratch')
  const sizes = await page
    .getByRole('table', { name: 'Disks' })
    .locator('tbody tr[data-row] td:nth-child(3)')
    .allInnerTexts()
  const gib = sizes.map((t) => Number.parseFloat(t))
  expect(gib).toEqual([...gib].sort((x, y) => x - y))

  for (const name of ['web-scratch', 'web-logs-old', 'web-1-data'])
    await page.getByRole('checkbox', { name: `Select ${name}` }).click()
  await bulkBar(page).getByRole('button', { name: 'Delete (2)' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete disks' })
  await expect(confirm).toContainText(
    'web-1-data: Only available when the disk is detached or faulted',
  )
  await confirm.getByRole('button', { name: 'Delete 2 disks' }).click()
  await expect(row(page, 'web-scratch')).toHaveCount(0)
  await expect(row(page, 'web-logs-old')).toHaveCount(0)
  await expect(row(page, 'web-1-data')).toBeVisible()
})

test('a state changed elsewhere shows without a reload', async ({ page }) => {
  // web-cache-vol is creating, so the list keeps reading until it settles
  await visit(page, base)
  await expect(row(page, 'web-cache-vol')).toContainText('creating')
  await expect(row(page, 'web-scratch')).toContainText('detached')
  // another client (the CLI, another tab) attaches web-scratch to web-3
  const status = await page.evaluate(async () => {
    const res = await fetch('/v1/instances/web-3/disks/attach?project=web-frontend', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ disk: 'web-scratch' }),
    })
    return res.status
  })
  expect(status).toBe(202)
  await expect(row(page, 'web-scratch')).toContainText('attached')
  await expect(row(page, 'web-scratch').getByRole('link', { name: 'web-3' })).toBeVisible()
})
