import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expect, test, toast, visit } from './utils'

const jumboOff =
  'Jumbo frames are off for the rack: an operator turns them on in System → Networking settings'

test('the jumbo-frames opt-in: off, the instance form says why; on, it offers them', async ({
  page,
}) => {
  await visit(page, '/projects/web-frontend/instances-new')
  const jumbo = page.getByRole('checkbox', { name: 'Jumbo frames' })
  await expect(jumbo).toBeDisabled()
  await expect(page.getByText(jumboOff)).toBeVisible()

  await navigate(page, '/system/networking/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Networking settings' })).toBeVisible()
  const optIn = page.getByRole('checkbox', { name: 'Let instances use jumbo frames' })
  await expect(optIn).not.toBeChecked()
  await optIn.check()
  await page.getByRole('button', { name: 'Save networking settings' }).click()
  await expect(toast(page, 'Networking settings saved')).toBeVisible()
  await expect(optIn).toBeChecked()
  await expectNoA11yViolations(page)

  // read again in-app (a reload would reset the in-browser mock)
  await navigate(page, '/projects/web-frontend/instances-new')
  await expect(jumbo).toBeEnabled()
  await expect(page.getByText(jumboOff)).toHaveCount(0)

  // (left unchecked: a changed form would ask before leaving) an instance's settings opt in too
  await navigate(page, '/projects/web-frontend/instances/web-3/settings')
  await page.getByRole('checkbox', { name: 'Jumbo frames' }).check()
  await page.getByRole('button', { name: 'Save jumbo frames' }).click()
  await expect(toast(page, 'Jumbo frames updated')).toBeVisible()
})
