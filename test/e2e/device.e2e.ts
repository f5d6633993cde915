import { expectNoA11yViolations } from './axe'
import { expect, test, visit } from './utils'

/** The page as a whole; the code entry itself is a component test (device-verify.browser.spec.tsx). */
test.describe('device verify', () => {
  test('a valid code logs the device in', async ({ page }) => {
    await visit(page, '/device/verify')
    await page.getByRole('textbox', { name: 'Device code' }).click()
    await page.keyboard.type('qxbrtmkw')
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await expect(page).toHaveURL('/device/success')
    await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()
    await expect(page.getByText('You can close this window')).toBeVisible()
    // the card is centred
    const card = await page.locator('main > div').boundingBox()
    const viewport = page.viewportSize()
    expect(card && viewport).toBeTruthy()
    if (card && viewport) {
      expect(Math.abs(card.x + card.width / 2 - viewport.width / 2)).toBeLessThan(2)
    }
    await expectNoA11yViolations(page)
  })
})
