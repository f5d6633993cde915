import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import ProjectCreate from './project-create'

/** The tab would go now: true when the page asked the browser to ask the user first. */
const leavingAsks = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('a route form with unsaved input', () => {
  it('asks before a reload or a closed tab drops it, as it asks before a link (issue 27)', async () => {
    const { router } = await renderInApp(<ProjectCreate />, { path: '/projects-new' })
    const name = page.getByRole('textbox', { name: 'Name' })
    await expect.element(name).toBeVisible()
    expect(leavingAsks()).toBe(false)
    await name.fill('half-typed')
    await expect.poll(leavingAsks).toBe(true)
    // the in-app guard, for comparison: a navigation asks "Discard changes?"
    await router.navigate('/projects')
    await expect.element(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible()
    await page.getByRole('button', { name: 'Keep editing' }).click()
    await expect.element(name).toHaveValue('half-typed')
    // once saved, leaving asks nothing
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/projects/half-typed/instances')
    expect(leavingAsks()).toBe(false)
  })
})
