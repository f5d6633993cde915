import type { Page } from '@playwright/test'
import { RAN_FLAG } from '../../mock-api/data/hostile'
import { COLD_LOAD_MS, expect } from './utils'

/**
 * Hostile data (issue 5): the mock's `hostile` seed puts markup, scripts, long words, RTL and
 * zero-width characters and emoji into every free string. These checks tell whether a payload
 * ran (it would set `window.__hostileRan` or open a dialog) or was parsed as markup (it would
 * leave an element behind), and whether the layout held.
 */
export function watchDialogs(page: Page) {
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
export async function expectInert(page: Page, dialogs: string[], where?: string) {
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
export async function expectNoOverflow(page: Page, where?: string) {
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
export const hostileVisit = async (page: Page, path: string) => {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock-seed=hostile`)
  // a cold load through redirects: the room utils.ts's visit gives it
  await expect(page.locator('#content')).toBeVisible({ timeout: COLD_LOAD_MS })
}
