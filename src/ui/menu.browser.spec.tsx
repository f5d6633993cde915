import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../test/component/render'
import { ActionsMenu, type MenuAction } from './menu'
import { TOOLTIP_DELAY_MS } from './tooltip'

const REASON = 'Only available when the instance is stopped or failed'
const actions = (onStop = () => {}): MenuAction[] => [
  { label: 'Stop', onActivate: onStop },
  { label: 'Start', onActivate: () => {}, disabled: REASON },
  { label: 'Delete', onActivate: () => {}, danger: true, separatorBefore: true },
]

describe('ActionsMenu', () => {
  it('a disabled action explains itself after the 250 ms tooltip delay (spec section 9)', async () => {
    await renderInApp(<ActionsMenu label="Actions for web-1" actions={actions()} />)
    await page.getByRole('button', { name: 'Actions for web-1' }).click()
    const start = page.getByRole('menuitem', { name: 'Start' })
    await expect.element(start).toHaveAttribute('aria-disabled', 'true')
    vi.useFakeTimers()
    try {
      await start.hover()
      await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS - 10)
      expect(document.querySelector('[role="tooltip"]')).toBeNull()
      await vi.advanceTimersByTimeAsync(20)
    } finally {
      vi.useRealTimers()
    }
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(REASON)
  })

  it('the keyboard reaches a disabled action and hears why; an enabled one runs', async () => {
    const onStop = vi.fn()
    await renderInApp(<ActionsMenu label="Actions for web-1" actions={actions(onStop)} />)
    const trigger = page.getByRole('button', { name: 'Actions for web-1' })
    ;(trigger.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    const start = page.getByRole('menuitem', { name: 'Start' })
    await expect.element(page.getByRole('menuitem', { name: 'Stop' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(start).toHaveFocus()
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(REASON)
    // Enter on the disabled action does nothing; on an enabled one it runs it
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{ArrowUp}')
    await userEvent.keyboard('{Enter}')
    expect(onStop).toHaveBeenCalledOnce()
  })
})
