import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { openJump } from './nav'
import { expect, signInAs, test, visit } from './utils'

/**
 * Issue 11: jump to anything. Ctrl/⌘-K opens a combobox over every project, every resource in
 * them and every page; Enter goes, Escape closes and gives focus back. `?` shows the shortcuts.
 */
const results = (page: Page) =>
  page.getByRole('dialog', { name: 'Jump to' }).getByRole('listbox', { name: 'Results' })

test('Ctrl-K finds an instance of another project by part of its name; Enter lands on it', async ({
  page,
}) => {
  // the box's code is held back until the keys are typed: what is typed while it loads still
  // lands in the box (issue 27)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/tool-host-*.js', async (route) => {
    await held
    await route.continue()
  })
  await visit(page, '/projects/web-frontend/instances')
  await page.keyboard.press('Control+K')
  await page.keyboard.type('spark')
  release()
  const input = page.getByRole('combobox', { name: 'Jump to a project, resource or page' })
  await expect(input).toBeFocused()
  await expect(input).toHaveValue('spark')
  await input.fill('sparkwork')
  const first = results(page).getByRole('option').first()
  await expect(first).toHaveText(/spark-worker\s*Instance · data-pipeline/)
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects/data-pipeline/instances/spark-worker/storage')
  await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeHidden()
  // after a jump the new page's heading has focus, not the old page's trigger
  await expect(page.getByRole('heading', { level: 1, name: 'spark-worker' })).toBeFocused()
})

test('arrows move through the results; Escape closes and returns focus', async ({ page }) => {
  await visit(page, '/projects')
  const trigger = page.getByRole('button', { name: /Jump to/ })
  await trigger.click()
  const input = page.getByRole('combobox', { name: 'Jump to a project, resource or page' })
  await input.fill('disks')
  const options = results(page).getByRole('option')
  // the list shows what was typed (it follows the input a frame later), all collections read:
  // the highlight keeps to its result while later ones arrive, so its index would move
  await expect(options.first()).toContainText(/disk/i)
  await expect(page.getByText(/^Still loading/)).toBeHidden()
  /** The option the combobox points at (aria-activedescendant) is the highlighted one. */
  const expectActive = async (n: number) => {
    const id = await options.nth(n).getAttribute('id')
    await expect(input).toHaveAttribute('aria-activedescendant', id ?? 'no id')
    await expect(options.nth(n)).toHaveAttribute('aria-selected', 'true')
  }
  await expectActive(0)
  await page.keyboard.press('ArrowDown')
  await expectActive(1)
  await page.keyboard.press('ArrowUp')
  await expectActive(0)
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(page).toHaveURL('/projects')

  // opened from the keyboard, it gives focus back to where it was
  await page.getByRole('link', { name: 'data-pipeline', exact: true }).focus()
  await page.keyboard.press('Control+k')
  await expect(input).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: 'data-pipeline', exact: true })).toBeFocused()
})

test('finds pages and projects; system pages only for those who may see them', async ({ page }) => {
  await visit(page, '/projects')
  let input = await openJump(page)
  await input.fill('ip pools')
  await expect(results(page).getByRole('option').first()).toHaveText(/IP pools\s*Page · System/)
  await input.fill('data-pipe')
  await expect(results(page).getByRole('option').first()).toHaveText(/data-pipeline\s*Project/)
  await results(page).getByRole('option').first().click()
  await expect(page).toHaveURL('/projects/data-pipeline/instances')

  // barbara may not list the silo's projects (row R1): the index says so quietly and searches
  // the project she opened
  await signInAs(page, 'barbara', '/projects/web-frontend/instances')
  input = await openJump(page)
  await input.fill('disks web')
  await expect(results(page).getByRole('option').first()).toHaveText(/Disks\s*Page · web-frontend/)
  const dialog = page.getByRole('dialog', { name: 'Jump to' })
  await expect(dialog.getByText(/^Not searched \(listing needs a role on the silo\)/)).toBeVisible()
  await expect(dialog.getByText(/^Could not load/)).toHaveCount(0)
  await input.fill('ip pools')
  await expect(results(page).getByRole('option', { name: /· System/ })).toHaveCount(0)
})

test('resources of every kind lead to their page, or to their list', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances')
  const input = await openJump(page)
  // a VPC's subnets are read once its VPCs are
  await input.fill('subnet default data')
  await results(page).getByRole('option').first().click()
  await expect(page).toHaveURL('/projects/data-pipeline/vpcs/default/subnets')
})

test.describe('while the index loads', () => {
  test.use({ mockDelay: 100 })

  test('it says which collections are still loading, and searches what has arrived', async ({
    page,
  }) => {
    await visit(page, '/projects')
    const input = await openJump(page)
    const dialog = page.getByRole('dialog', { name: 'Jump to' })
    await expect(dialog.getByText(/^Still loading: .+ in /)).toBeVisible()
    // pages need no request
    await input.fill('profile')
    await expect(results(page).getByRole('option').first()).toHaveText(/Profile/)
    await expect(dialog.getByText(/^Still loading/)).toBeHidden({ timeout: 30_000 })
    await input.fill('sparkwork')
    await expect(results(page).getByRole('option').first()).toHaveText(/spark-worker/)
  })
})

test.describe('with every call a second away', () => {
  test.use({ mockDelay: 1000 })

  test('an exact name is found by name before the whole index has arrived (issue 27)', async ({
    page,
  }) => {
    await visit(page, '/projects/web-frontend/instances')
    const input = await openJump(page)
    await input.fill('spark-worker')
    // asked for by name in each project once the projects are in: two calls' time, where its
    // project's whole list comes fourth in line (three rounds more, at four calls at a time)
    await expect(results(page).getByRole('option').first()).toHaveText(
      /spark-worker\s*Instance · data-pipeline/,
      { timeout: 3_500 },
    )
    await expect(page.getByRole('dialog').getByText(/^Still loading/)).toBeVisible()
  })
})

test.describe('the shortcuts sheet', () => {
  test('? shows it, outside text fields only', async ({ page }) => {
    await visit(page, '/projects')
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByText('Jump to a project, resource or page')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()

    // typed into a field, ? is a character
    const input = await openJump(page)
    await input.press('?')
    await expect(input).toHaveValue('?')
    await expect(sheet).toBeHidden()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the dialog fits the screen and a tap on a result goes there', async ({ page }) => {
    await visit(page, '/projects/web-frontend/instances')
    await page.getByRole('button', { name: /Jump to/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Jump to' })
    const box = await dialog.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await dialog.getByRole('combobox').fill('trainer')
    await results(page)
      .getByRole('option', { name: /^trainer-1 Instance/ })
      .click()
    await expect(page).toHaveURL('/projects/ml-training/instances/trainer-1/storage')
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  })
})

test.describe('a large silo', () => {
  test('finds an instance on the fifth page of a 5,000-instance project', async ({ page }) => {
    // one project of 400: the index reads the current one first
    await page.goto('/projects/load-test/disks?mock-seed=large')
    await expect(page.locator('#content')).toBeVisible({ timeout: 30_000 })
    const input = await openJump(page)
    await input.fill('inst-4999')
    await expect(results(page).getByRole('option').first()).toHaveText(
      /inst-4999\s*Instance · load-test/,
      { timeout: 30_000 },
    )
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/projects/load-test/instances/inst-4999/storage')
  })
})
