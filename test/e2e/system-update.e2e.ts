import { exampleRootRole } from '../../mock-api/data/updates'
import { expectNoA11yViolations } from './axe'
import { expectDisabledWith, FLEET_VIEWER_REASON } from './roles'
import { expect, signInAs, test, toast, visit } from './utils'

const UPDATE = '/system/update'

// components move to a new target one step at a time; short steps keep the test quick
test.use({ mockTransition: 200 })

const properties = (page: import('@playwright/test').Page) => page.locator('dl')

test('status, then a new target release from the repositories, followed to the end', async ({
  page,
}) => {
  await visit(page, UPDATE)
  await expect(page).toHaveTitle(/^System update · /)
  await expect(properties(page)).toContainText('22.0.0')
  await expect(properties(page)).toContainText('Up to date')
  const components = page.getByRole('table', { name: 'Components by release' })
  await expect(components).toContainText('212 of 212')
  await expectNoA11yViolations(page)

  // the release running now cannot be the new target; the newer one can
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Set as target 22.0.0' }),
    'This is the target release already',
  )
  await page.getByRole('button', { name: 'Set as target 22.1.0' }).click()
  const confirm = page.getByRole('dialog', { name: 'Set target release' })
  await expect(confirm).toContainText('The rack starts updating at once')
  await expect(confirm).toContainText('(from 22.0.0)')
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Set target release' }).click()
  await expect(toast(page, 'Target release set to 22.1.0')).toBeVisible()
  await expect(properties(page)).toContainText('22.1.0')
  // the page follows the components over until all run the target
  await expect(properties(page)).toContainText('Up to date', { timeout: 15_000 })
  await expect(components).toContainText('212 of 212')
  await expect(components).toContainText('target')
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Set as target 22.0.0' }),
    'Older than the target release 22.1.0',
  )
})

test('trust roots: add one (checked first), then delete it', async ({ page }) => {
  await visit(page, UPDATE)
  await page.getByRole('link', { name: 'Add trust root' }).click()
  await expect(page).toHaveURL(`${UPDATE}/trust-roots-new`)
  const form = page.getByRole('dialog', { name: 'Add trust root' })
  await expectNoA11yViolations(page)
  const text = form.getByRole('textbox', { name: 'Root role' })
  await text.fill('{"signed": {}}')
  await form.getByRole('button', { name: 'Add trust root' }).click()
  await expect(form).toContainText('Root role must have "signed" and "signatures"')
  await text.fill(JSON.stringify(exampleRootRole, null, 2))
  await form.getByRole('button', { name: 'Add trust root' }).click()
  await expect(toast(page, 'Trust root added')).toBeVisible()
  const roots = page.getByRole('table', { name: 'Trust roots' })
  await expect(roots.getByRole('row')).toHaveCount(3)

  // the one added: any row but the seed's
  await roots.getByRole('button', { name: /^Actions for (?!7a0c0000-)/ }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete trust root' })
  await expect(confirm).toContainText('can no longer be uploaded')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Trust root deleted')).toBeVisible()
  await expect(roots.getByRole('row')).toHaveCount(2)
})

test('a fleet viewer sees the status and changes nothing', async ({ page }) => {
  await signInAs(page, 'katherine', UPDATE)
  await expect(properties(page)).toContainText('22.0.0')
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Set as target 22.1.0' }),
    FLEET_VIEWER_REASON,
  )
  await expect(page.getByRole('button', { name: 'Add trust root' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)
})
