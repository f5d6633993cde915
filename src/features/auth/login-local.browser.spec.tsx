import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import LoginLocal from './login-local'

async function signIn(silo: string, username: string, password: string) {
  const { router } = await renderInApp(<LoginLocal />, {
    path: `/login/${silo}/local`,
    pattern: '/login/:silo/local',
  })
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.getByLabelText('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  return router
}

describe('LoginLocal', () => {
  it('a SAML-only silo says it signs in through its identity provider, and goes there (issue 27)', async () => {
    const router = await signIn('northwind', 'someone', 'a-password')
    await expect
      .element(page.getByText('northwind signs in through its identity provider'))
      .toBeVisible()
    await expect.element(page.getByText(/identity-provider with name/)).not.toBeInTheDocument()
    // the username stays as typed
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue('someone')
    await page.getByRole('textbox', { name: 'Identity provider' }).fill('okta')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/login/northwind/saml/okta')
  })

  it('a wrong password is the spec’s message, not the server’s', async () => {
    await signIn('maple', 'grace', 'wrong')
    await expect.element(page.getByText('Could not sign in. Please try again.')).toBeVisible()
  })
})
