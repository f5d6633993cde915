import type { Page } from '@playwright/test'
import { expect, test, visit } from './utils'

/** Shared blocks of spec sections 2 and 9, exercised on real screens. */

/** Milliseconds between the pointer entering `target` and a tooltip appearing. */
function tooltipDelay(page: Page, target: string) {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        let entered = 0
        document.addEventListener(
          'pointerover',
          (e) => {
            const el = e.target instanceof Element ? e.target.closest('[role=menuitem]') : null
            if (!entered && el?.textContent?.trim() === name) entered = performance.now()
          },
          { capture: true },
        )
        const observer = new MutationObserver(() => {
          if (entered && document.querySelector('[role=tooltip]')) {
            observer.disconnect()
            resolve(performance.now() - entered)
          }
        })
        observer.observe(document.body, { subtree: true, childList: true })
      }),
    target,
  )
}

test('a disabled action explains itself after the 250 ms tooltip delay', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances')
  await page.getByRole('button', { name: 'Actions for web-1' }).click()
  const delay = tooltipDelay(page, 'Start')
  await page.getByRole('menuitem', { name: 'Start' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is stopped or failed',
  )
  const ms = await delay
  expect(ms).toBeGreaterThanOrEqual(240)
  expect(ms).toBeLessThan(1000)
})

test('the keyboard reaches a disabled action and hears why', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances')
  await page.getByRole('button', { name: 'Actions for web-1' }).focus()
  await page.keyboard.press('Enter')
  const start = page.getByRole('menuitem', { name: 'Start' })
  // the arrow keys walk the menu (it wraps around) until the disabled Start has focus; a key
  // pressed before the menu took focus is simply pressed again
  await expect(page.getByRole('menu', { name: 'Actions for web-1' })).toBeVisible()
  await expect(async () => {
    if (!(await start.evaluate((el) => el === document.activeElement)))
      await page.keyboard.press('ArrowDown')
    await expect(start).toBeFocused({ timeout: 250 })
  }).toPass({ timeout: 7_000 })
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
