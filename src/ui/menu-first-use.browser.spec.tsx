import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../test/component/render'
import { ActionsMenu } from './menu'

/**
 * Issue 29: Base UI's menu loads when a menu is first about to open. The first menu of a page
 * is a plain button until then; pressed from the keyboard, it opens with its items, and Escape
 * brings focus back to the trigger as every menu does. (Own file: the first use is once a page.)
 */
describe('a menu used for the first time', () => {
  it('opens from the keyboard and gives focus back on Escape', async () => {
    let stopped = 0
    await renderInApp(
      <ActionsMenu
        label="Actions for web-1"
        actions={[{ label: 'Stop', onActivate: () => stopped++ }]}
      />,
    )
    const trigger = page.getByRole('button', { name: 'Actions for web-1' })
    await userEvent.tab()
    await expect.element(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('menuitem', { name: 'Stop' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('menuitem', { name: 'Stop' })).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()
    await trigger.click()
    await page.getByRole('menuitem', { name: 'Stop' }).click()
    expect(stopped).toBe(1)
  })
})
