import type { Page } from '@playwright/test'
import { walkInChunks, walkRoutes, walkTest } from './route-walk'
import { expect, expectNoA11yViolations, test, visit } from './utils'

/**
 * Issue 8: every page passes the axe-core 4.14 scan (WCAG 2.0/2.1 A and AA, no serious or
 * critical violation), has a title of its own, and starts with a skip link to its main content.
 * Issue 10 (13): and fits a 390 px wide screen with no sideways scroll of the page (checked on
 * the same visit, after the scan: the window narrows, the page reflows).
 */
const routes = await walkRoutes()
const walk = walkTest({ project: 'web-frontend', silo: 'maple' })
const TITLE = / · Oxide Console$/

const PHONE = { width: 390, height: 844 }

/** At phone width, nothing of the page sticks out sideways (tables scroll in their own box). */
async function expectFitsPhone(page: Page, where: string) {
  const before = page.viewportSize()
  await page.setViewportSize(PHONE)
  const over = await page.evaluate(() => {
    const doc = document.documentElement
    const main = document.getElementById('content')
    return {
      page: doc.scrollWidth - doc.clientWidth,
      content: main ? main.scrollWidth - main.clientWidth : 0,
    }
  })
  if (before) await page.setViewportSize(before)
  expect
    .soft(over, `sideways overflow in px at 390 px on ${where}`)
    .toEqual({ page: 0, content: 0 })
}

/**
 * After a load, the first Tab reaches the skip link; after an in-app navigation focus is on
 * the new page's heading, so the link is focused directly. Either way Enter moves focus to
 * the layout's main content.
 */
async function expectSkipLink(page: Page, where: string, loaded: boolean) {
  const link = page.getByRole('link', { name: 'Skip to content' })
  if (loaded) {
    await page.locator('body').focus()
    await page.keyboard.press('Tab')
  } else await link.focus()
  await expect.soft(link, where).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.soft(page.locator('#content'), where).toBeFocused()
}

/**
 * Every page, in a few chunks (route-walk.ts `walkInChunks`): nothing here changes data. Every
 * page must render: no error page for a seeded record.
 */
walkInChunks(walk, {
  title: 'every page: accessible, titled, skippable, fits 390 px',
  pages: [...routes, { pattern: '/login/:silo/local', form: false }],
  chunks: 6,
  load: async (page, path) => {
    // the login page is for the signed out
    if (path.startsWith('/login')) await page.context().clearCookies()
    await visit(page, path)
  },
  cold: (route) => route.pattern.startsWith('/login'),
  watch: (page) => page,
  check: async (page, route, _, loaded) => {
    await expect.soft(page, route.pattern).toHaveTitle(TITLE)
    await expectNoA11yViolations(page, route.pattern)
    // a side-modal form holds focus in its dialog; the skip link is for the page behind
    if ((await page.getByRole('dialog').count()) === 0)
      await expectSkipLink(page, route.pattern, loaded)
    await expectFitsPhone(page, route.pattern)
  },
})

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
