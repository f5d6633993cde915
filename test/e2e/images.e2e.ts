import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { expectDisabledWith } from './roles'
import { row, rowAction } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/**
 * Issue 12: project images (web-frontend holds web-base-2025-06) and the silo's (ubuntu,
 * debian, fedora, windows, alpine). Images cannot be changed, so their edit route shows their
 * properties; promote and demote move them between a project and the silo.
 */
const project = '/projects/web-frontend/images'

/** In-app, since a reload would reset the mock's data. */
async function toSiloImages(page: Page) {
  await page.getByRole('link', { name: 'All projects' }).click()
  await navLink(page, 'Silo', 'Images').click()
  await expect(page).toHaveURL('/images')
}

test("a project's images: list and view one", async ({ page }) => {
  await visit(page, project)
  await expect(page).toHaveTitle('Images · web-frontend · Oxide Console')
  const image = row(page, 'web-base-2025-06')
  await expect(image).toContainText('ubuntu')
  await expect(image).toContainText('6 GiB')
  await expect(row(page, 'ubuntu-24-04')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'web-base-2025-06' }).click()
  await expect(page).toHaveURL(`${project}/web-base-2025-06/edit`)
  await expect(page).toHaveTitle('web-base-2025-06 · Images · web-frontend · Oxide Console')
  const dialog = page.getByRole('dialog', { name: 'web-base-2025-06' })
  await expect(dialog).toContainText('A project image')
  await expect(dialog).toContainText('24.04 LTS')
  await expect(dialog).toContainText('sha256:')
  await expectNoA11yViolations(page)
  // the footer's Close (the header's close button has the same name)
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(page).toHaveURL(project)

  await navigate(page, '/projects/sandbox/images')
  await expect(page.getByRole('heading', { name: 'No images' })).toBeVisible()
})

test('promote a project image to the silo, then demote it to another project', async ({ page }) => {
  await visit(page, project)
  await rowAction(page, 'web-base-2025-06', 'Promote')
  const confirm = page.getByRole('dialog', { name: 'Promote image' })
  await expect(confirm).toContainText('Promote web-base-2025-06 to a silo image?')
  await confirm.getByRole('button', { name: 'Promote' }).click()
  await expect(toast(page, 'Image web-base-2025-06 promoted to the silo')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No images' })).toBeVisible()

  await toSiloImages(page)
  await expect(row(page, 'web-base-2025-06')).toBeVisible()
  await rowAction(page, 'web-base-2025-06', 'Demote')
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await demote.getByRole('combobox', { name: 'Project' }).click()
  await page.getByRole('option', { name: 'data-pipeline' }).click()
  await expectNoA11yViolations(page)
  await demote.getByRole('button', { name: 'Demote image' }).click()
  await expect(toast(page, 'Image web-base-2025-06 demoted to data-pipeline')).toBeVisible()
  await expect(row(page, 'web-base-2025-06')).toHaveCount(0)
})

test("the silo's images: list, view, delete", async ({ page }) => {
  await visit(page, '/images')
  await expect(page).toHaveTitle('Images · Oxide Console')
  await expect(row(page, 'debian-12')).toContainText('2 GiB')
  await expect(row(page, 'web-base-2025-06')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await rowAction(page, 'alpine-3-20', 'View')
  await expect(page).toHaveURL('/images/alpine-3-20/edit')
  const dialog = page.getByRole('dialog', { name: 'alpine-3-20' })
  await expect(dialog).toContainText('A silo image')
  await expect(dialog).toContainText('Alpine Linux 3.20 virt')
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL('/images')

  await rowAction(page, 'alpine-3-20', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete image' })
  await expect(confirm).toContainText('Are you sure you want to delete alpine-3-20?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Image alpine-3-20 deleted')).toBeVisible()
  await expect(row(page, 'alpine-3-20')).toHaveCount(0)

  // several at once, found by the filter (which matches the OS column too)
  await page.getByLabel('Filter images').fill('fedora')
  await expect(
    page.getByRole('table', { name: 'Images' }).locator('tbody tr[data-row]'),
  ).toHaveCount(1)
  await page.getByLabel('Filter images').fill('')
  await page.getByRole('checkbox', { name: 'Select debian-12' }).click()
  await page.getByRole('checkbox', { name: /^Select fedora/ }).click()
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page
    .getByRole('dialog', { name: 'Delete images' })
    .getByRole('button', { name: 'Delete 2 images' })
    .click()
  await expect(row(page, 'debian-12')).toHaveCount(0)
  await expect(row(page, /^fedora/)).toHaveCount(0)
  await expect(row(page, /^ubuntu/).first()).toBeVisible()
})

test('a silo viewer who is admin of the project: silo images are out of her reach', async ({
  page,
}) => {
  await signInAs(page, 'radia')
  const reason = 'Requires the collaborator role or higher on the silo; yours is viewer'

  await page.getByRole('link', { name: 'web-frontend', exact: true }).click()
  await navLink(page, 'Project', 'Images').click()
  await page.getByRole('button', { name: 'Actions for web-base-2025-06' }).click()
  await expectDisabledWith(page, page.getByRole('menuitem', { name: 'Promote' }), reason)
  await expect(page.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled')
  await page.keyboard.press('Escape')

  await toSiloImages(page)
  await page.getByRole('button', { name: 'Actions for debian-12' }).click()
  await expectDisabledWith(page, page.getByRole('menuitem', { name: 'Demote' }), reason)
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('menuitem', { name: 'View' })).not.toHaveAttribute('aria-disabled')
})
