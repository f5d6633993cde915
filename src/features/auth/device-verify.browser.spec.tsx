import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import DeviceVerify from './device-verify'

/** The device code entry (spec: 8 letters in two groups of four, as the CLI shows them). */
const slots = () => [
  ...document.querySelectorAll<HTMLInputElement>('form input:not([aria-hidden="true"])'),
]
const values = () => slots().map((s) => s.value)
const button = () => page.getByRole('button', { name: 'Log in on device' })

async function open() {
  const { router } = await renderInApp(<DeviceVerify />, { path: '/device/verify' })
  await page.getByRole('textbox', { name: 'Device code' }).click()
  return router
}

describe('DeviceVerify', () => {
  it('takes 8 letters, upper-cased, skips digits; Backspace clears; paste fills', async () => {
    await open()
    await expect.element(button()).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('qx1b')
    expect(slots()).toHaveLength(8)
    await expect.poll(values).toEqual(['Q', 'X', 'B', '', '', '', '', ''])
    await userEvent.keyboard('{Backspace}')
    await expect.poll(values).toEqual(['Q', 'X', '', '', '', '', '', ''])
    await expect.element(button()).toHaveAttribute('aria-disabled', 'true')

    // paste fills the boxes from the clipboard's letters
    slots()[0]?.focus()
    const data = new DataTransfer()
    data.setData('text/plain', 'zzzz-9999-yyyy')
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
    await expect.poll(values).toEqual(['Z', 'Z', 'Z', 'Z', 'Y', 'Y', 'Y', 'Y'])
    await expect.element(button()).not.toHaveAttribute('aria-disabled')
    await button().click()
    await expect.element(page.getByText('Code is invalid')).toBeVisible()
  })

  it('Backspace clears the box the next letter goes into (issue 10)', async () => {
    await open()
    await userEvent.keyboard('ABCDEFGH')
    await expect.poll(() => values()[7]).toBe('H')
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}X')
    await expect.poll(values).toEqual(['A', 'B', 'C', 'D', 'E', 'X', '', ''])
  })

  it('a valid code logs the device in', async () => {
    const router = await open()
    await userEvent.keyboard('qxbrtmkw')
    await button().click()
    await expect.poll(() => router.state.location.pathname).toBe('/device/success')
  })
})
