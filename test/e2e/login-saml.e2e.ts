import { expectNoA11yViolations } from './axe'
import { expect, test } from './utils'

/**
 * Issue 14: SAML sign-in starts with a whole-page navigation to the API's redirect endpoint,
 * which hands the user to the identity provider; the page passes on where to return, a
 * same-origin path only. The in-browser mock can be no identity provider, so the technical
 * preview says so and keeps the link disabled.
 */
const start = (returnTo: string) =>
  `/login/maple/saml/okta/redirect?redirect_uri=${encodeURIComponent(returnTo)}`

test('the sign-in link carries a safe redirect_uri', async ({ page }) => {
  const target = '/projects/web-frontend/instances?sort=-created'
  await page.goto(`/login/maple/saml/okta?redirect_uri=${encodeURIComponent(target)}`)
  await expect(page).toHaveTitle('Sign in to maple with okta · Oxide Console')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const link = page.getByRole('link', { name: 'Sign in with okta' })
  await expect(link).toHaveAttribute('href', start(target))

  // the technical preview explains, and the link goes nowhere there
  await expect(page.getByText('SAML sign-in needs a real rack').first()).toBeVisible()
  await expect(link).toHaveAttribute('aria-disabled', 'true')
  await link.hover()
  await expect(page.getByRole('tooltip')).toHaveText('SAML sign-in needs a real rack')
  // by keyboard too: the page stays
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveURL(/\/login\/maple\/saml\/okta\?/)
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'Sign in with a username and password' }).click()
  await expect(page).toHaveURL('/login/maple/local')
})

test('hostile redirect_uri values fall back to /projects', async ({ page }) => {
  for (const hostile of [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/..//evil.example',
  ]) {
    await page.goto(`/login/maple/saml/okta?redirect_uri=${encodeURIComponent(hostile)}`)
    await expect(page.getByRole('link', { name: 'Sign in with okta' }), hostile).toHaveAttribute(
      'href',
      start('/projects'),
    )
  }
  // none at all: the same
  await page.goto('/login/maple/saml/okta')
  await expect(page.getByRole('link', { name: 'Sign in with okta' })).toHaveAttribute(
    'href',
    start('/projects'),
  )
})
