import type { APIRequestContext } from '@playwright/test'
import { test } from './production'
import { expect } from './utils'

/**
 * The device flow end to end (issue 14), with the test playing the command-line client: it
 * speaks OAuth 2.0 (RFC 8628) over HTTP to the HTTP mock API, as `oxide auth login` does, while
 * a browser signed in to the production build confirms the code on the device page.
 */
const CLIENT_ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9'
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

type Grant = { access_token: string; token_type: string; token_id: string }

const poll = (cli: APIRequestContext, deviceCode: string) =>
  cli.post('/device/token', {
    form: { grant_type: GRANT_TYPE, device_code: deviceCode, client_id: CLIENT_ID },
  })

test('the CLI gets a token once the user confirms its code, acts as them, and loses it on revoke', async ({
  page,
  playwright,
  production,
}) => {
  // the client: no browser, no cookie, only the API's address
  const cli = await playwright.request.newContext({ baseURL: production.api })

  const start = await cli.post('/device/auth', { form: { client_id: CLIENT_ID } })
  expect(start.status()).toBe(200)
  const auth = (await start.json()) as {
    device_code: string
    user_code: string
    verification_uri: string
    expires_in: number
  }
  expect(auth.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
  expect(auth.verification_uri).toBe(`${production.api}/device/verify`)
  expect(auth.expires_in).toBe(300)

  const pending = await poll(cli, auth.device_code)
  expect(pending.status()).toBe(400)
  expect(await pending.json()).toEqual({ error: 'authorization_pending' })

  // the user signs in and enters the code the client shows
  await page.goto('/login/maple/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('radia')
  await page.getByLabel('Password').fill('radia-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects')
  await page.goto('/device/verify')
  await page.getByRole('textbox', { name: 'Device code' }).click()
  await page.keyboard.type(auth.user_code.replace('-', ''))
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()

  const granted = await poll(cli, auth.device_code)
  expect(granted.status()).toBe(200)
  const grant = (await granted.json()) as Grant
  expect(grant.token_type).toBe('Bearer')
  expect(grant.access_token).toMatch(/^oxide-token-[0-9a-f]{40}$/)
  const bearer = { Authorization: `Bearer ${grant.access_token}` }

  const me = await cli.get('/v1/me', { headers: bearer })
  expect(await me.json()).toMatchObject({ display_name: 'Radia Perlman', silo_name: 'maple' })

  // exactly the projects the signed-in user sees in the browser
  const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name).sort()
  const asCli = await cli.get('/v1/projects?limit=1000', { headers: bearer })
  expect(asCli.status()).toBe(200)
  const inBrowser = await page.evaluate(async () => {
    const res = await fetch('/v1/projects?limit=1000')
    return (await res.json()) as { items: { name: string }[] }
  })
  expect(names(await asCli.json())).toEqual(names(inBrowser))
  expect(names(inBrowser).length).toBeGreaterThan(0)

  // the user revokes the token on the Access tokens page
  await page.goto('/settings/access-tokens')
  await page.getByRole('button', { name: `Actions for ${grant.token_id}` }).click()
  await page.getByRole('menuitem', { name: 'Revoke' }).click()
  // the row may leave as the request goes out: the answer to the revoke is what counts
  const revoked = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes(`/v1/me/access-tokens/`),
  )
  await page
    .getByRole('dialog', { name: 'Revoke access token' })
    .getByRole('button', { name: 'Revoke' })
    .click()
  expect((await revoked).status()).toBe(204)
  await expect(page.getByRole('button', { name: `Actions for ${grant.token_id}` })).toHaveCount(0)

  const refused = await cli.get('/v1/projects', { headers: bearer })
  expect(refused.status()).toBe(401)
  expect((await refused.json()).error_code).toBe('Unauthorized')
  await cli.dispose()
})
