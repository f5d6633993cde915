import type { Locator, Page } from '@playwright/test'
import { navigate } from './nav'
import { row, rowAction } from './tables'
import { expect, test, visit } from './utils'

/**
 * Issue 10 (13): the console on a phone, 390 px wide. Every page's sideways fit is walked in
 * a11y.e2e.ts (one visit per page serves both); these are the pieces that broke there.
 */
test.use({ viewport: { width: 390, height: 844 } })

/** Entirely inside the viewport, horizontally and vertically. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible()
  const box = await locator.boundingBox()
  const view = locator.page().viewportSize()
  expect(box && view, 'a box and a viewport').toBeTruthy()
  if (!box || !view) return
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0)
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(view.width)
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(view.height)
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('instance tabs scroll inside their bar and every tab is reachable', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances/web-1')
  const tabs = page.getByRole('navigation', { name: 'Instance', exact: true })
  const settings = tabs.getByRole('link', { name: 'Settings' })
  await settings.scrollIntoViewIfNeeded()
  await expectOnScreen(settings)
  await settings.click()
  await expect(page).toHaveURL(/\/settings$/)
  // the active tab is kept in view by the bar itself
  await expectOnScreen(
    page
      .getByRole('navigation', { name: 'Instance', exact: true })
      .getByRole('link', { name: 'Settings' }),
  )
  expect(await pageOverflow(page)).toBe(0)
})

test('a confirm dialog and a side modal fit the screen, their buttons on it', async ({ page }) => {
  await visit(page, '/projects/web-frontend/instances')
  await rowAction(page, 'web-1', 'Stop')
  const dialog = page.getByRole('dialog', { name: 'Stop instance' })
  await expectOnScreen(dialog)
  await expectOnScreen(dialog.getByRole('button', { name: 'Stop' }))
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // a dialog of free width gives up its 24rem minimum to a narrow screen
  await navigate(page, '/projects/web-frontend/instances/web-1/connect')
  await page.getByRole('button', { name: 'Instance CLI' }).click()
  await expectOnScreen(page.getByRole('dialog', { name: 'Instance CLI' }))
  await page.keyboard.press('Escape')

  await navigate(page, '/projects-new')
  const modal = page.getByRole('dialog', { name: 'Create project' })
  await expectOnScreen(modal.getByRole('button', { name: 'Create project' }))
  await expectOnScreen(modal.getByRole('button', { name: 'Cancel' }))
})

test('the breadcrumbs keep the way up, clear of the tools beside them (issue 27)', async ({
  page,
}) => {
  await visit(page, '/projects/web-frontend/instances/web-1/storage')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  // the page's heading names the page; beside the Silo/System switch one crumb has room
  await expect(crumbs.locator('[aria-current="page"]')).toBeHidden()
  const parent = crumbs.getByRole('link', { name: 'Instances' })
  await expectOnScreen(parent)
  const [up, jump] = await Promise.all([
    parent.boundingBox(),
    page.getByRole('button', { name: /^Jump to/ }).boundingBox(),
  ])
  // a letter and its ellipsis at least, and nothing drawn over Jump to
  expect(up?.width ?? 0).toBeGreaterThan(20)
  expect((up?.x ?? 0) + (up?.width ?? 0)).toBeLessThanOrEqual(jump?.x ?? 0)
  expect(await crumbs.evaluate((n) => n.scrollWidth - n.clientWidth)).toBe(0)
  await parent.click()
  await expect(page).toHaveURL('/projects/web-frontend/instances')
})

test('names stay whole; a table scrolls in its own box with the row actions in reach', async ({
  page,
}) => {
  await visit(page, '/projects')
  const name = page.getByRole('link', { name: 'archive-2024', exact: true })
  const box = await name.boundingBox()
  const lineHeight = await name.evaluate((e) => Number.parseFloat(getComputedStyle(e).lineHeight))
  expect(box?.height ?? 0, 'the name on one line').toBeLessThan(lineHeight * 1.5)

  await visit(page, '/projects/web-frontend/instances')
  const web1 = row(page, 'web-1')
  const actions = web1.getByRole('button', { name: 'Actions for web-1' })
  // the table is wider than the screen, yet its actions are on screen without scrolling it
  const table = page.getByRole('table')
  const [tableWidth, boxWidth] = await table.evaluate((t) => [
    t.scrollWidth,
    (t.parentElement as HTMLElement).clientWidth,
  ])
  expect(tableWidth).toBeGreaterThan(boxWidth)
  await expectOnScreen(actions)
  expect(await pageOverflow(page)).toBe(0)
  await actions.click()
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeVisible()
})
