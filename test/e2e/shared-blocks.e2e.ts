import { expect, test, visit } from './utils'

// a fake clock is installed in the browser context: these tests get one of their own
test.use({ freshContext: true })

/** Shared blocks of spec sections 2 and 9, exercised on real screens. */

/** Spec section 9. */
const TOOLTIP_DELAY_MS = 250

test('a disabled action explains itself after the 250 ms tooltip delay', async ({ page }) => {
  // the page's clock, not the wall's: a busy machine cannot stretch the measured delay
  await page.clock.install()
  await visit(page, '/projects/web-frontend/instances')
  await page.getByRole('button', { name: 'Actions for web-1' }).click()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.getByRole('menuitem', { name: 'Start' }).hover()
  await page.clock.runFor(TOOLTIP_DELAY_MS - 10)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await page.clock.runFor(20)
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is stopped or failed',
  )
})

test('the keyboard reaches a disabled action and hears why', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances')
  await page.getByRole('button', { name: 'Actions for web-1' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: 'Actions for web-1' })
  const items = menu.getByRole('menuitem')
  const start = items.filter({ hasText: 'Start' })
  // the arrow keys walk the menu to the disabled Start, one press at a time, each waited for
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  const focused = () =>
    items.evaluateAll((els) => els.indexOf(document.activeElement as HTMLElement))
  const target = await items.evaluateAll((els) => els.findIndex((el) => el.textContent === 'Start'))
  for (let at = await focused(); at !== target; at = await focused()) {
    await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp')
    await expect.poll(focused).not.toBe(at)
  }
  await expect(start).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is stopped or failed',
  )
})

test('a form with several problems lists them: Errors, a count, N issues:', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances-new')
  await page.getByRole('button', { name: 'Create instance' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'issues:' })
  await expect(summary.locator('p').first()).toHaveText('Errors2')
  await expect(summary).toContainText('2 issues:')
  await expect(summary.getByRole('listitem')).toHaveText(['Name is required', 'Image is required'])

  // one problem left: 'Error' with its count, and no list
  await page.getByRole('textbox', { name: 'Name' }).fill('solo')
  await page.getByRole('button', { name: 'Create instance' }).click()
  const single = page.getByRole('alert').filter({ hasText: 'Image is required' })
  await expect(single.locator('p').first()).toHaveText('Error1')
  await expect(single).not.toContainText('issues:')
  await expect(single.getByRole('listitem')).toHaveCount(0)
})
