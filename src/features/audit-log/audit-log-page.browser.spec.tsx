import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../../test/component/render'
import * as AuditLogPage from './audit-log-page'

/** What the headers of a table show on screen, left to right. */
const shownHeaders = () =>
  [...document.querySelectorAll('table thead th')]
    .filter((th) => (th as HTMLElement).offsetWidth > 0)
    .map((th) => th.textContent?.trim() ?? '')
    // the row actions' column is named for screen readers only
    .filter((text) => text && text !== 'Actions')

describe('the audit log on a phone', () => {
  it('keeps the columns that say what happened, at 360 px, the narrowest phone (issue 27)', async () => {
    await page.viewport(360, 800)
    await renderRoute(AuditLogPage, { path: '/system/audit-log', pattern: '/system/audit-log' })
    await expect.element(page.getByRole('table')).toBeVisible()
    await expect.poll(shownHeaders).toEqual(['Time', 'Operation', 'Result'])
    const box = page.getByRole('table').element().parentElement
    expect(box && box.scrollWidth - box.clientWidth).toBe(0)
  })
})
