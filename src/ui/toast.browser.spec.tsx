import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../test/component/render'
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, toast } from './toast'
import { closeAllToasts } from './toast-view'

/** Spec section 9: success toasts leave after 5 s, errors after 15 s; hover or focus holds. */
const region = () => page.getByRole('region', { name: /notifications/i })

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers()
    closeAllToasts()
  })

  it('a success leaves after 5 s, an error after 15 s', async () => {
    await renderInApp(<p>page</p>)
    // the pointer rests away from the toasts: one resting on them holds them (the next test)
    await page.getByText('page').hover()
    vi.useFakeTimers()
    toast.success({ title: 'Project payments created' })
    toast.error({ title: 'Delete project', description: 'Action not authorized' })
    await expect.element(region().getByText('Project payments created')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS - 100)
    await expect.element(region().getByText('Project payments created')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(region().getByText('Project payments created')).not.toBeInTheDocument()
    await expect.element(region().getByText('Action not authorized')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(ERROR_TOAST_MS - SUCCESS_TOAST_MS - 1000)
    await expect.element(region().getByText('Action not authorized')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(region().getByText('Action not authorized')).not.toBeInTheDocument()
  })

  it('hovering an error holds it', async () => {
    await renderInApp(<p>page</p>)
    toast.error({ title: 'Delete project', description: 'Action not authorized' })
    const error = region().getByText('Action not authorized')
    await error.hover()
    vi.useFakeTimers()
    await vi.advanceTimersByTimeAsync(ERROR_TOAST_MS + 1000)
    await expect.element(error).toBeInTheDocument()
  })
})
