import { expectNoA11yViolations } from './axe'
import { expect, test, visit } from './utils'

test('signing out leaves the console; a 401 returns the user to where they were', async ({
  page,
}) => {
  await visit(page, '/projects')
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/login/maple/local')

  // the session is gone: any console page now answers 401 and goes to login with its path
  await page.goto('/projects/web-frontend/instances?limit=25')
  await expect(page).toHaveURL(
    '/login/maple/local?redirect_uri=%2Fprojects%2Fweb-frontend%2Finstances%3Flimit%3D25',
  )
  await expectNoA11yViolations(page)
  await page.getByRole('textbox', { name: 'Username' }).fill('alan')
  await page.getByLabel('Password').fill('alan-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects/web-frontend/instances?limit=25')
  await expect(page.getByRole('button', { name: 'User menu for Alan Turing' })).toBeVisible()
})

test('a wrong password says so and keeps the username', async ({ page }) => {
  await visit(page, '/login/maple/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('grace')
  await page.getByLabel('Password').fill('wrong')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Could not sign in. Please try again.')
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('grace')
})

test('a user in no groups with no role sees the identity provider notice', async ({ page }) => {
  await visit(page, '/login/maple/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('edsger')
  await page.getByLabel('Password').fill('edsger-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /identity providers/ })).toHaveAttribute(
    'href',
    /^https:\/\/docs\.oxide\.computer\//,
  )
  // a notice on the projects page, not an error: the silo's projects are listed to silo roles
  // only (row R1), and a role on a project only cannot be seen, so he may still name one
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(page.getByText('Ask an administrator of your silo')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Project name' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('/login asks for the silo when this browser has not signed in before', async ({ page }) => {
  await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile')
  await page.getByRole('textbox', { name: 'Silo' }).fill('maple')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/login/maple/local?redirect_uri=%2Fsettings%2Fprofile')
  await page.getByRole('textbox', { name: 'Username' }).fill('grace')
  await page.getByLabel('Password').fill('grace-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/settings/profile')
})

test.describe('login layout', () => {
  test('a hero image beside a 320px form column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, '/login/maple/local')
    const form = page.locator('form')
    expect((await form.boundingBox())?.width).toBe(320)
    const hero = page.locator('img[src*="login-hero"], img[src^="data:image/svg"]').first()
    await expect(hero).toBeVisible()
    await expectNoA11yViolations(page)

    await page.setViewportSize({ width: 600, height: 800 })
    await expect(hero).toBeHidden()
    await expect(form).toBeVisible()
  })
})

test('the profile page shows the user and copies the id with a 2 s check mark', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, '/settings/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Groups' })).toHaveText('silo-admins')
  // roles, not the API's two flags (issue 27)
  await expect(page.getByRole('main')).toContainText('Role on the siloadmin')
  await expect(page.getByRole('main')).toContainText('Role on the fleetadmin')
  await expectNoA11yViolations(page)

  const shown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let start = 0
        const observer = new MutationObserver(() => {
          const copied = document.querySelector('button[aria-label="Copied"]')
          if (copied && !start) start = performance.now()
          if (!copied && start) {
            observer.disconnect()
            resolve(performance.now() - start)
          }
        })
        observer.observe(document.body, { subtree: true, attributes: true, childList: true })
      }),
  )
  await page.getByRole('button', { name: 'Copy user ID' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const clip = await page.evaluate(() => navigator.clipboard.readText())
  expect(clip).toBe('b2a4f1c0-7e0d-4c1b-8f2a-000000000001')
  const ms = await shown
  expect(ms).toBeGreaterThanOrEqual(1950)
  expect(ms).toBeLessThan(2600)
})
