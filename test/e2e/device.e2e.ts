import { expect, expectNoA11yViolations, test, visit } from './utils'

test.describe('device verify', () => {
  test('the code entry: 8 letters, upper-cased, paste, backspace, then Log in on device', async ({
    page,
  }) => {
    await visit(page, '/device/verify')
    await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
    await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
    const button = page.getByRole('button', { name: 'Log in on device' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expectNoA11yViolations(page)

    const first = page.getByRole('textbox', { name: 'Device code' })
    await first.click()
    await page.keyboard.type('qx1b')
    const slots = page.locator('form input:not([aria-hidden="true"])')
    await expect(slots).toHaveCount(8)
    await expect(slots.nth(0)).toHaveValue('Q')
    await expect(slots.nth(1)).toHaveValue('X')
    // digits are not letters: skipped
    await expect(slots.nth(2)).toHaveValue('B')
    await page.keyboard.press('Backspace')
    await expect(slots.nth(2)).toHaveValue('')
    await expect(button).toHaveAttribute('aria-disabled', 'true')

    // paste fills the boxes from the clipboard's letters
    await first.focus()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData('text/plain', 'zzzz-9999-yyyy')
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    })
    await expect(slots.nth(7)).toHaveValue('Y')
    await expect(button).not.toHaveAttribute('aria-disabled')

    await button.click()
    await expect(page.getByText('Code is invalid')).toBeVisible()
  })

  test('Backspace clears the box the next letter goes into (issue 10)', async ({ page }) => {
    await visit(page, '/device/verify')
    await page.getByRole('textbox', { name: 'Device code' }).click()
    await page.keyboard.type('ABCDEFGH')
    const slots = page.locator('form input:not([aria-hidden="true"])')
    await expect(slots.nth(7)).toHaveValue('H')
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace')
    await page.keyboard.type('X')
    const values = async () =>
      Promise.all([...Array(8).keys()].map((i) => slots.nth(i).inputValue()))
    await expect.poll(values).toEqual(['A', 'B', 'C', 'D', 'E', 'X', '', ''])
  })

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
