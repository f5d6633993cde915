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

describe('the create form and the server', () => {
  it('client rules, then the duplicate-name error, keep what was typed', async () => {
    await renderInApp(<ProjectCreate />, { path: '/projects-new' })
    const name = page.getByRole('textbox', { name: 'Name' })
    const submit = page.getByRole('button', { name: 'Create project' })
    await submit.click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Name is required')
    await name.fill('Bad_Name')
    await submit.click()
    await expect.element(page.getByText('Must start with a lowercase letter').first()).toBeVisible()

    await name.fill('web-frontend')
    await page.getByRole('textbox', { name: 'Description' }).fill('a second one')
    await submit.click()
    const alert = page.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Error')
    await expect.element(alert).toHaveTextContent('Project name already exists')
    await expect.element(name).toHaveValue('web-frontend')
    await expect
      .element(page.getByRole('textbox', { name: 'Description' }))
      .toHaveValue('a second one')

    // the server's error for a field clears when that field changes
    await name.fill('web-frontend-2')
    await expect.element(page.getByText('Project name already exists')).not.toBeInTheDocument()
    // a client rule still speaks for itself, alone
    await name.fill('Bad_Name')
    await expect.element(page.getByRole('alert')).not.toHaveTextContent('issues')
  })
})
