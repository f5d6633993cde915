import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { deleteFromPage, row } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

const PROBES = '/projects/web-frontend/probes'

test('list, create on a sled, view, delete', async ({ page }) => {
  await visit(page, PROBES)
  await expect(page).toHaveTitle(/^Probes · web-frontend · /)
  await expect(row(page, 'edge-probe')).toContainText('198.51.100.199')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New probe' }).click()
  const form = page.getByRole('dialog', { name: 'New probe' })
  await form.getByRole('textbox', { name: 'Name' }).fill('path-check')
  await form.getByRole('combobox', { name: 'Sled' }).click()
  await page.getByRole('option', { name: /^BRM42220004 / }).click()
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Create probe' }).click()
  await expect(toast(page, 'Probe path-check created')).toBeVisible()
  await expect(page).toHaveURL(`${PROBES}/path-check`)
  await expect(page.getByRole('heading', { name: 'path-check', level: 1 })).toBeVisible()
  await expect(page.locator('dl')).toContainText('5c1ed000-0000-4000-8000-000000000004')
  await expect(page.locator('dl')).toContainText(/172\.30\.0\.\d+/)
  await expectNoA11yViolations(page)

  await deleteFromPage(page, 'probe', 'path-check', PROBES)
})

test('a fleet viewer sees the probes and changes nothing; others do not see them', async ({
  page,
}) => {
  await signInAs(page, 'katherine', PROBES)
  await expect(row(page, 'edge-probe')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New probe' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)
  // a project viewer: the API shows a probe only to those who may change the project
  await navigate(page, `${PROBES}/edge-probe`)
  await expect(page.getByText('You cannot view this probe')).toBeVisible()

  await signInAs(page, 'alan', '/projects/web-frontend/instances')
  await expect(page.getByRole('link', { name: 'Probes' })).toHaveCount(0)
  await navigate(page, PROBES)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
