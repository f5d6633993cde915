import type { Page } from '@playwright/test'
import { signInWithForm } from './nav'
import { expect, test } from './utils'

/**
 * Open redirects (spec section 7): after signing in, `redirect_uri` may only lead to a path on
 * the console's own origin. The unit test of `safeRedirect` (src/api/session.spec.ts) walks
 * every value of the shared list; here the sign-in flow shows it goes through that check, with
 * a value a browser reads as another host (a backslash) and a script URL, each landing on
 * /projects with no request, dialog or navigation elsewhere.
 */
const THROUGH_THE_FORM = ['/\\evil.example', 'javascript:alert(1)']

/** Fail on anything that would show the redirect worked: a dialog or a request elsewhere. */
function watchEscape(page: Page) {
  const escaped: string[] = []
  page.on('dialog', (d) => {
    escaped.push(`dialog: ${d.message()}`)
    d.dismiss()
  })
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('evil.example')) escaped.push(`request: ${r.url()}`)
  })
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && !f.url().startsWith('http://localhost'))
      escaped.push(`navigated: ${f.url()}`)
  })
  return escaped
}

test.describe('redirect_uri never leaves the origin', () => {
  for (const redirect of THROUGH_THE_FORM) {
    test(`signing in with redirect_uri=${JSON.stringify(redirect)} lands on /projects`, async ({
      page,
      baseURL,
    }) => {
      const escaped = watchEscape(page)
      await signInWithForm(page, { redirect })
      await expect(page).toHaveURL(`${baseURL}/projects`)
      await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
      expect(escaped).toEqual([])
    })
  }

  test('the same through /login, which forwards to the silo login', async ({ page, baseURL }) => {
    const escaped = watchEscape(page)
    await page.goto(`/login?redirect_uri=${encodeURIComponent('/..//evil.example')}`)
    await page.getByRole('textbox', { name: 'Silo' }).fill('maple')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/login\/maple\/local\?redirect_uri=/)
    await page.getByRole('textbox', { name: 'Username' }).fill('grace')
    await page.getByLabel('Password').fill('grace-pass')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(`${baseURL}/projects`)
    expect(escaped).toEqual([])
  })

  test('a same-origin path is honoured, query and hash included', async ({ page, baseURL }) => {
    await signInWithForm(page, { redirect: '/projects/web-frontend/instances?limit=10#top' })
    await expect(page).toHaveURL(`${baseURL}/projects/web-frontend/instances?limit=10#top`)
  })
})
