import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { ApiError } from '~/api/errors'
import { configureMock } from '../../mock-api/config'
import { renderInApp } from '../../test/component/render'
import { ErrorPage } from './error-page'

describe('ErrorPage', () => {
  it('shows the request id to quote, selected whole with one click (issue 27)', async () => {
    const error = new ApiError({
      message: 'Internal Server Error',
      status: 500,
      op: 'projectList',
      requestId: '4e900000-0000-4000-8000-000000000042',
    })
    await renderInApp(<ErrorPage error={error} />)
    await expect.element(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect.element(page.getByText('4e900000-0000-4000-8000-000000000042')).toBeVisible()
  })

  it('the no-groups notice is a notice with one way on: signing out (issue 27)', async () => {
    // a user with no role on the silo (its policy refused reads as none) and no project opened
    configureMock({ faults: [{ op: 'policyView', status: 403, times: 3 }] })
    await renderInApp(<ErrorPage kind="no-groups" />)
    await expect
      .element(page.getByRole('heading', { name: 'You have no access yet' }))
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('link', { name: 'Back to console' }))
      .not.toBeInTheDocument()
  })

  it('sends a 401 on to sign in without leaving its title behind (issue 27)', async () => {
    document.title = 'Projects · Oxide Console'
    const error = new ApiError({ message: 'credentials missing', status: 401, op: 'projectList' })
    await renderInApp(<ErrorPage error={error} />, { path: '/projects', pattern: '/projects' })
    await expect.element(page.getByText('Elsewhere')).toBeVisible()
    expect(document.title).not.toContain('Something went wrong')
  })
})
