import type { Page } from '@playwright/test'
import {
  HOSTILE,
  HOSTILE_PROJECT,
  hostileProjects,
  LONGEST_NAME,
  mallory,
  RAN_FLAG,
  scriptGroup,
} from '../../mock-api/data/hostile'
import { walkInChunks, walkRoutes, walkTest } from './route-walk'
import { COLD_LOAD_MS, expect, navigate, row, rowAction, test } from './utils'

/**
 * Hostile data (issue 5): the mock's `hostile` seed puts markup, scripts, long words, RTL and
 * zero-width characters and emoji into every free string. The console must show them as text,
 * keep its layout, and never run them. A payload that ran would set `window.__hostileRan` or
 * open a dialog; one rendered as markup would leave an element behind.
 */
const routes = await walkRoutes()

function watchDialogs(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    d.dismiss().catch(() => {})
  })
  return dialogs
}

/**
 * Nothing ran and nothing was parsed: the payloads exist only as text. Soft where a walk names
 * the page.
 */
async function expectInert(page: Page, dialogs: string[], where?: string) {
  const check = where ? expect.soft : expect
  const at = where ? ` on ${where}` : ''
  check(dialogs, `dialogs opened by a payload${at}`).toEqual([])
  check(await page.evaluate((flag) => flag in window, RAN_FLAG), `a payload ran${at}`).toBe(false)
  const parsed = await page.evaluate(
    (flag) => ({
      img: document.querySelectorAll('img[src="x"]').length,
      handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
      scripts: [...document.scripts].filter((s) => s.text.includes(flag)).length,
      bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'not bold either')
        .length,
      jsLinks: [...document.querySelectorAll('a[href]')].filter((a) =>
        a.getAttribute('href')?.trim().toLowerCase().startsWith('javascript:'),
      ).length,
    }),
    RAN_FLAG,
  )
  check(parsed, `elements made from API text${at}`).toEqual({
    img: 0,
    handlers: 0,
    scripts: 0,
    bold: 0,
    jsLinks: 0,
  })
}

/** The page and its main content never scroll sideways. */
async function expectNoOverflow(page: Page, where?: string) {
  const widths = await page.evaluate(() => {
    const doc = document.documentElement
    const main = document.getElementById('content')
    return {
      document: doc.scrollWidth - doc.clientWidth,
      content: main ? main.scrollWidth - main.clientWidth : 0,
    }
  })
  const check = where ? expect.soft : expect
  check(widths, `horizontal overflow in px${where ? ` on ${where}` : ''}`).toEqual({
    document: 0,
    content: 0,
  })
}

/** The first visit picks the seed; the mock keeps it for the rest of the test. */
const hostileVisit = async (page: Page, path: string) => {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock-seed=hostile`)
  // a cold load through redirects: the room utils.ts's visit gives it
  await expect(page.locator('#content')).toBeVisible({ timeout: COLD_LOAD_MS })
}

test('the project list shows every payload as text, in its layout', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await hostileVisit(page, '/projects')
  for (const p of hostileProjects) await expect(row(page, p.name)).toContainText(p.description)
  await expect(row(page, LONGEST_NAME)).toBeVisible()
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
})

test('edit forms hold the payload as the field value, unchanged', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await hostileVisit(page, '/projects')
  for (const p of hostileProjects) {
    await navigate(page, `/projects/${p.name}/edit`)
    const dialog = page.getByRole('dialog', { name: 'Edit project' })
    // a textarea's value turns CRLF into LF, as every browser does; the rest is unchanged
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
      p.description.replaceAll('\r\n', '\n'),
    )
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(p.name)
    await expectInert(page, dialogs)
  }
  // a payload saved through the form is stored as typed
  await saveDescription(page, HOSTILE.script)
  await expectInert(page, dialogs)
})

async function saveDescription(page: Page, description: string) {
  await navigate(page, '/projects/text-newlines/edit')
  const dialog = page.getByRole('dialog', { name: 'Edit project' })
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`${description}!`)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL('/projects')
  // in the app, not by reload: the in-browser mock starts over on every page load
  await rowAction(page, 'text-newlines', 'Edit')
  await expect(
    page
      .getByRole('dialog', { name: 'Edit project' })
      .getByRole('textbox', { name: 'Description' }),
  ).toHaveValue(`${description}!`)
}

test('instance and affinity pages show the payloads verbatim', async ({ page }) => {
  const dialogs = watchDialogs(page)
  const instances = `/projects/${HOSTILE_PROJECT}/instances`
  await hostileVisit(page, instances)
  for (const name of ['xss-instance', LONGEST_NAME, 'text-instance'])
    await expect(row(page, name)).toBeVisible()
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
  for (const [name, description] of [
    ['xss-instance', HOSTILE.script],
    [LONGEST_NAME, HOSTILE.longWord],
    ['text-instance', `${HOSTILE.rtl} ${HOSTILE.emoji} ${HOSTILE.zeroWidth}`],
  ] as const) {
    await page.goto(`${instances}/${name}/storage`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.locator('#content')).toContainText(description)
    await expectInert(page, dialogs)
    await expectNoOverflow(page)
  }
  await page.goto(`/projects/${HOSTILE_PROJECT}/affinity`)
  await expect(row(page, 'xss-group')).toContainText(HOSTILE.img)
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
})

test('a payload in the URL is shown as text in the crumbs and never runs', async ({ page }) => {
  const dialogs = watchDialogs(page)
  for (const bad of [HOSTILE.img, HOSTILE.script, HOSTILE.breakout]) {
    await hostileVisit(page, `/projects/${encodeURIComponent(bad)}/instances`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(bad)
    await expectInert(page, dialogs)
    await expectNoOverflow(page)
  }
})

test('a user whose name and groups are markup sees them as text', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await hostileVisit(page, '/login/maple/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('mallory')
  await page.getByLabel('Password').fill('mallory-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects')
  const menu = page.getByRole('button', { name: `User menu for ${mallory.display_name}` })
  await expect(menu).toBeVisible()
  await expect(menu).toContainText(mallory.display_name)
  await expectInert(page, dialogs)
  await expectNoOverflow(page)

  await page.goto('/settings/profile')
  await expect(page.locator('#content')).toContainText(mallory.display_name)
  await expect(page.locator('#content')).toContainText(scriptGroup.display_name)
  await expect(page.locator('#content')).toContainText(HOSTILE.breakout)
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
})

const walk = walkTest({ project: HOSTILE_PROJECT, silo: 'xss-silo' }, '/projects?mock-seed=hostile')

/**
 * Every page of the route table, with the hostile project's records where a page takes params:
 * in a few chunks, each a cold load then in-app navigation (the data does not change, and a
 * cold load per page would be most of the walk's time). Each page is a step whose findings
 * are soft, so one page's failure never hides the next page's.
 */
walkInChunks(walk, {
  title: 'hostile data stays text on every page',
  pages: routes,
  chunks: 4,
  load: hostileVisit,
  watch: watchDialogs,
  // the hostile project holds a record for every param, so every page renders
  check: async (page, route, dialogs) => {
    await expectInert(page, dialogs, route.pattern)
    await expectNoOverflow(page, route.pattern)
  },
})
