import { CSP_HEADER } from '../../src/csp'
import { test } from './production'
import { watchCsp } from './servers'
import { expect } from './utils'

/**
 * The production build under its Content-Security-Policy (issue 5), served against the HTTP
 * mock API (production.ts).
 */
test('the production build is served with the strict CSP and without mock code', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/projects', '/projects/web-frontend/instances']) {
    const response = await request.get(path)
    expect(response.headers()['content-security-policy']).toBe(CSP_HEADER)
    const html = await response.text()
    // nothing inline for the policy to allow: every script and style is a file of its own
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle=/)
  }
  expect((await request.get('/mockServiceWorker.js')).headers()['content-type'] ?? '').not.toMatch(
    /javascript/,
  )
  const violations = await watchCsp(page)
  await page.goto('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(page.getByText('This is a technical preview.')).toHaveCount(0)
  expect(violations).toEqual([])
})

test('pages, menus, a form and a toast run without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/projects')
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1)).toBeVisible()

  // a menu, a theme switch and a tooltip-carrying page: positioned popups set inline styles
  await page.getByRole('button', { name: /^User menu for/ }).click()
  await page.getByRole('menuitem', { name: /theme/ }).first().click()
  await page.getByRole('button', { name: 'Actions for web-frontend' }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible()
  await page.keyboard.press('Escape')

  // a side modal form, submitted for real against the API behind the proxy
  await page.getByRole('link', { name: 'New Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('csp-check')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Created under the CSP')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(/\/projects\/csp-check\/instances$/)
  await expect(page.getByText('Project csp-check created')).toBeVisible()

  for (const path of [
    '/projects/web-frontend/instances',
    '/projects/web-frontend/instances-new',
    '/settings/profile',
    '/system/silos',
    '/device/verify',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  // a chart: uPlot and its stylesheet come in a chunk of their own once the page is on screen
  await page.goto('/projects/web-frontend/instances/web-1/metrics/cpu')
  await expect(
    page.getByRole('figure', { name: 'CPU utilization' }).locator('canvas'),
  ).toBeVisible()
  // the login page, with its hero image
  await page.goto('/login/maple/local')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(violations).toEqual([])
})

test('the policy really applies: an inline script is refused and reported', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  // what an injected payload would try; the page must refuse it
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.body.append(script)
    return 'inlineRan' in window || '__inlineRan' in window
  })
  expect(ran).toBe(false)
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(violations.join('\n')).toMatch(/script-src/)
})

test('the serial console: its WebSocket and xterm.js run under the policy', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/projects/web-frontend/instances/web-1/serial-console')
  const screen = page.locator('.xterm-rows')
  await expect(screen).toContainText('web-1 login:')
  await expect(page.getByRole('textbox', { name: 'Serial console of web-1' })).toBeFocused()
  await page.keyboard.type('root')
  await expect(screen).toContainText('web-1 login: root')
  // xterm.js's measured cell sizes reach the page (a constructed stylesheet, not a <style>)
  expect(
    await page
      .locator('.xterm-rows > div')
      .first()
      .evaluate((r) => r.clientHeight),
  ).toBe(
    await page
      .locator('.xterm-rows > div')
      .nth(1)
      .evaluate((r) => r.clientHeight),
  )
  expect(await page.locator('#content style').count()).toBe(0)
  // every match of a search is painted (xterm.js colours cells through style attributes)
  const search = page.getByRole('searchbox', { name: 'Search output' })
  await search.fill('login')
  await search.press('Enter')
  await expect(page.locator('output')).toHaveText(/^1 of \d+$/)
  await expect
    .poll(() =>
      page
        .locator('.xterm-rows span')
        .evaluateAll(
          (spans) => spans.filter((s) => (s as HTMLElement).style.backgroundColor).length,
        ),
    )
    .toBeGreaterThan(0)
  expect(violations).toEqual([])
})
