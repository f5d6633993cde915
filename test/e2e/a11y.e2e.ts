import { concrete, valuesFor, walkRoutes, walkTest } from './route-walk'
import { expect, expectNoA11yViolations, test, visit } from './utils'

/**
 * Issue 8: every page passes the axe-core 4.14 scan (WCAG 2.0/2.1 A and AA, no serious or
 * critical violation), has a title of its own, and starts with a skip link to its main content.
 */
const routes = await walkRoutes()
const walk = walkTest({ project: 'web-frontend', silo: 'maple' })
const TITLE = / · Oxide Console$/

async function expectSkipLink(page: import('@playwright/test').Page) {
  await page.locator('body').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#content')).toBeFocused()
}

for (const route of [...routes, { pattern: '/login/:silo/local' }]) {
  walk(`accessible, titled, skippable: ${route.pattern}`, async ({ page, values }) => {
    const path = concrete(route.pattern, 'form' in route ? valuesFor(route, values) : values)
    if (route.pattern.startsWith('/login')) await page.context().clearCookies()
    await visit(page, path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expect(page).toHaveTitle(TITLE)
    await expectNoA11yViolations(page)
    // a side-modal form holds focus in its dialog; the skip link is for the page behind
    if ((await page.getByRole('dialog').count()) === 0) await expectSkipLink(page)
  })
}

test('the logo link is named by what it shows', async ({ page }) => {
  await visit(page, '/projects')
  const home = page.getByRole('link', { name: 'Oxide console home' })
  await expect(home).toBeVisible()
  await home.click()
  await expect(page).toHaveURL('/projects')
})

test('a navigation is announced and focus lands on the new page', async ({ page }) => {
  await visit(page, '/projects')
  await expect(page).toHaveTitle('Projects · Oxide Console')
  await page.getByRole('link', { name: 'web-frontend', exact: true }).click()
  const heading = page.getByRole('heading', { level: 1, name: 'Instances' })
  await expect(heading).toBeFocused()
  await expect(page).toHaveTitle('Instances · web-frontend · Oxide Console')
  await expect(page.getByTestId('route-announcer')).toHaveText(
    'Instances · web-frontend · Oxide Console',
  )

  await page.getByRole('link', { name: 'web-1', exact: true }).click()
  await expect(page).toHaveTitle('Storage · web-1 · Instances · web-frontend · Oxide Console')
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeFocused()

  // a side modal takes focus itself; the page behind keeps its heading unfocused
  await visit(page, '/projects')
  await page.getByRole('link', { name: 'New Project' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveTitle('New project · Projects · Oxide Console')
  await expect(dialog.locator(':focus')).toHaveCount(1)
})

test('an error page names itself in the title', async ({ page }) => {
  await visit(page, '/projects/no-such-project/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Oxide Console')
})
