import { expectNoA11yViolations } from './axe'
import { closeMenu, row } from './tables'
import { expect, test } from './utils'

/**
 * Long pages (components/query-table.tsx): a page of 100 rows shows its first rows at once and
 * the rest right after, with the table busy until then. Every row ends up on the page, reachable
 * from the keyboard, and scroll restoration finds a row far down. Runs on the mock's `large`
 * seed: project load-test with inst-0001 … inst-5000. Paging keeps its token in the URL; the
 * filter finds rows beyond the page; name order stays the API's paging. One flow: the seed's
 * 5,000 instances are built (and sorted for every call) on the page's own main thread at
 * each load, the dearest load of the suite.
 */
const page100 = '/projects/load-test/instances?limit=100'

test('a long page: 100 rows, the keyboard, scroll restoration, paging, filter and order', async ({
  page,
}) => {
  test.slow()
  const slow = { timeout: 30_000 }
  await page.goto(`${page100}&mock-seed=large`)
  // the in-browser mock builds 5,000 instances on load: a slow first paint on a busy machine
  await expect(row(page, 'inst-0001')).toBeVisible({ timeout: 30_000 })
  const table = page.getByRole('table', { name: 'Instances' })

  await test.step('a page of 100 rows fills in completely and is not busy once it has', async () => {
    // header row + 100
    await expect(table.getByRole('row')).toHaveCount(101)
    await expect(row(page, 'inst-0100')).toBeAttached()
    await expect(table).not.toHaveAttribute('aria-busy')
    await expect(page.getByText('Rows 1–100')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  await test.step('the last row is reachable from the keyboard', async () => {
    const last = page.getByRole('button', { name: 'Actions for inst-0100' })
    await page.getByRole('link', { name: 'inst-0100' }).focus()
    await page.keyboard.press('Tab')
    await expect(last).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeVisible()
    await closeMenu(page)
  })

  await test.step('coming back to a long page restores its scroll position', async () => {
    const link = page.getByRole('link', { name: 'inst-0095' })
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'inst-0095' })).toBeVisible({
      timeout: 30_000,
    })
    await page.goBack()
    await expect(page.getByRole('link', { name: 'inst-0095' })).toBeInViewport({
      timeout: 30_000,
    })
  })

  await test.step('paging forward shows the next 100, all of them', async () => {
    await expect(table).not.toHaveAttribute('aria-busy')
    await page.getByRole('button', { name: 'Next' }).click()
    // the next page's 100 rows each ask the in-browser mock (5,000 instances) for their
    // external IPs: the large seed's time, as the first page gets
    await expect(row(page, 'inst-0101')).toBeVisible({ timeout: 30_000 })
    await expect(row(page, 'inst-0001')).toHaveCount(0)
    await expect(table.getByRole('row')).toHaveCount(101)
    await expect(row(page, 'inst-0200')).toBeAttached()
    await expect(table).not.toHaveAttribute('aria-busy')
    await expect(page.getByText('Rows 101–200')).toBeVisible()
    await expect(page).toHaveURL(/\/instances\?[\w=&-]*page=[\w-]+/)
  })

  await test.step('the filter finds rows beyond the page', async () => {
    await page.goBack()
    await expect(row(page, 'inst-0001')).toBeVisible(slow)
    await page.getByLabel('Filter instances').fill('inst-4999')
    await expect(row(page, 'inst-4999')).toBeVisible(slow)
    await expect(page.getByText('1 of 5,000 instances match')).toBeVisible(slow)
    await page.getByLabel('Filter instances').fill('')
    await expect(page).not.toHaveURL(/[?&]q=/, slow)
    await expect(row(page, 'inst-0001')).toBeVisible(slow)
  })

  await test.step('by name, descending: the API pages it, paginator and all', async () => {
    const sorted = page.waitForRequest((r) => r.url().includes('sort_by=name_descending'))
    await page.getByRole('button', { name: 'Name', exact: true }).click()
    await sorted
    await expect(row(page, 'inst-5000')).toBeVisible(slow)
    await expect(page.getByText('Rows 1–100', { exact: true })).toBeVisible(slow)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(row(page, 'inst-4900')).toBeVisible(slow)
    await expect(row(page, 'inst-5000')).toHaveCount(0)
  })
})
