import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderRoute } from '../../../test/component/render'
import * as IpPoolsPage from './ip-pools-page'

describe('the IP pools list', () => {
  it('fits a 1400 px page with an IPv6 pool’s allocation in it (issue 27)', async () => {
    await page.viewport(1400, 900)
    await renderRoute(IpPoolsPage, { path: '/system/ip-pools', pattern: '/system/ip-pools' })
    const table = page.getByRole('table', { name: 'IP pools' })
    await expect.element(table).toBeVisible()
    // every allocation read, the IPv6 pool's first (before the rows are in, there is no `…`)
    await expect.element(table).toHaveTextContent(/ of \d{1,3}(,\d{3}){5,}/)
    await expect.poll(() => table.element().textContent?.includes('…')).toBe(false)
    const box = table.element().parentElement
    expect(box && box.scrollWidth - box.clientWidth).toBe(0)
  })

  it('disables a row’s Delete once its allocation shows it holds ranges, as its page does (issue 27)', async () => {
    await renderRoute(IpPoolsPage, { path: '/system/ip-pools', pattern: '/system/ip-pools' })
    // the row's allocation read in (it is read once the row has been on screen 200 ms)
    const row = page.getByRole('row').filter({ hasText: /^default/ })
    await expect.element(row).toHaveTextContent(/ of \d/)
    await page.getByRole('button', { name: 'Actions for default' }).click()
    await expect
      .element(page.getByRole('menuitem', { name: 'Delete' }))
      .toHaveAttribute('aria-disabled', 'true')
  })

  it('a hovered row’s hover reaches into its pinned actions cell (issue 27)', async () => {
    await renderRoute(IpPoolsPage, { path: '/system/ip-pools', pattern: '/system/ip-pools' })
    const menu = page.getByRole('button', { name: 'Actions for default' })
    await expect.element(menu).toBeVisible()
    const cell = menu.element().closest('td')
    const colour = () => (cell ? getComputedStyle(cell).backgroundColor : '')
    // the pointer away from the rows (an earlier test left it on one)
    await userEvent.hover(page.getByRole('columnheader', { name: 'Created' }))
    const still = colour()
    await userEvent.hover(page.getByRole('cell', { name: 'default', exact: true }))
    await expect.poll(colour).not.toBe(still)
  })
})
