import type { Page } from '@playwright/test'
import { HOSTILE_PROJECT } from '../../mock-api/data/hostile'
import { expectNoA11yViolations } from './axe'
import { expectInert, expectNoOverflow, hostileVisit, watchDialogs } from './hostile-checks'
import { walkInChunks, walkRoutes, walkTest } from './route-walk'
import { expect, test, visit } from './utils'

/**
 * The one walk over every page without chaos, on the mock's `hostile` seed (markup, scripts,
 * long words, RTL in every free string; its project holds a record for every param):
 * - issue 8: the page passes the axe-core 4.14 scan (WCAG 2.0/2.1 A and AA, no serious or
 *   critical violation), has a title of its own, and starts with a skip link to its content;
 * - issue 10 (13): it fits a 390 px wide screen with no sideways scroll (checked on the same
 *   visit, after the scan: the window narrows, the page reflows);
 * - issue 5: every payload stays text (hostile-checks.ts), and the layout holds at full width.
 * One walk for all of it: each page is rendered once, not once per kind of check.
 */
const routes = await walkRoutes()
const walk = walkTest({ project: HOSTILE_PROJECT, silo: 'xss-silo' }, '/projects?mock-seed=hostile')
const TITLE = / · Oxide Console$/

const PHONE = { width: 390, height: 844 }

/** At phone width, nothing of the page sticks out sideways (tables scroll in their own box). */
async function expectFitsPhone(page: Page, where: string) {
  const before = page.viewportSize()
  await page.setViewportSize(PHONE)
  await expectNoOverflow(page, `${where} at 390 px`)
  if (before) await page.setViewportSize(before)
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
  title: 'every page: accessible, titled, skippable, fits 390 px, payloads inert',
  pages: [...routes, { pattern: '/login/:silo/local', form: false }],
  chunks: 6,
  load: async (page, path) => {
    // the login page is for the signed out
    if (path.startsWith('/login')) await page.context().clearCookies()
    await hostileVisit(page, path)
  },
  cold: (route) => route.pattern.startsWith('/login'),
  watch: watchDialogs,
  check: async (page, route, dialogs, loaded) => {
    await expect.soft(page, route.pattern).toHaveTitle(TITLE)
    await expectNoA11yViolations(page, route.pattern)
    await expectInert(page, dialogs, route.pattern)
    await expectNoOverflow(page, route.pattern)
    // a side-modal form holds focus in its dialog; the skip link is for the page behind
    if ((await page.getByRole('dialog').count()) === 0)
      await expectSkipLink(page, route.pattern, loaded)
    await expectFitsPhone(page, route.pattern)
  },
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

  // the logo link is named by what it shows, and leads home
  await page.getByRole('link', { name: 'Oxide console home' }).click()
  await expect(page).toHaveURL('/projects')
  // a side modal takes focus itself; the page behind keeps its heading unfocused
  await page.getByRole('link', { name: 'New Project' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveTitle('New project · Projects · Oxide Console')
  await expect(dialog.locator(':focus')).toHaveCount(1)
})
