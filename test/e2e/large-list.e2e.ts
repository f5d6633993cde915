import { expect, expectNoA11yViolations, row, test } from './utils'

/**
 * Long pages (components/query-table.tsx): a page of 100 rows shows its first rows at once and
 * the rest right after, with the table busy until then. Every row ends up on the page, reachable
 * from the keyboard, and scroll restoration finds a row far down. Runs on the mock's `large`
 * seed: project load-test with inst-0001 … inst-5000.
 */
const page100 = '/projects/load-test/instances?limit=100'

test.beforeEach(async ({ page }) => {
  await page.goto(`${page100}&mock-seed=large`)
  // the in-browser mock builds 5,000 instances on load: a slow first paint on a busy machine
  await expect(row(page, 'inst-0001')).toBeVisible({ timeout: 30_000 })
})

test('a page of 100 rows fills in completely and is not busy once it has', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(row(page, 'inst-0001')).toBeVisible()
  // header row + 100
  await expect(table.getByRole('row')).toHaveCount(101)
  await expect(row(page, 'inst-0100')).toBeAttached()
  await expect(table).not.toHaveAttribute('aria-busy')
  await expect(page.getByText('Rows 1–100')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('paging forward shows the next 100, all of them', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(table).not.toHaveAttribute('aria-busy')
  await page.getByRole('button', { name: 'Next' }).click()
  // the next page's 100 rows each ask the in-browser mock (5,000 instances) for their external
  // IPs: the large seed's time, as the first page gets
  await expect(row(page, 'inst-0101')).toBeVisible({ timeout: 30_000 })
  await expect(row(page, 'inst-0001')).toHaveCount(0)
  await expect(table.getByRole('row')).toHaveCount(101)
  await expect(row(page, 'inst-0200')).toBeAttached()
  await expect(table).not.toHaveAttribute('aria-busy')
  await expect(page.getByText('Rows 101–200')).toBeVisible()
})

test('the last row is reachable from the keyboard', async ({ page }) => {
  await expect(page.getByRole('table', { name: 'Instances' })).not.toHaveAttribute('aria-busy')
  const last = page.getByRole('button', { name: 'Actions for inst-0100' })
  await page.getByRole('link', { name: 'inst-0100' }).focus()
  await page.keyboard.press('Tab')
  await expect(last).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeVisible()
})

test('coming back to a long page restores its scroll position', async ({ page }) => {
  await expect(page.getByRole('table', { name: 'Instances' })).not.toHaveAttribute('aria-busy')
  const link = page.getByRole('link', { name: 'inst-0095' })
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'inst-0095' })).toBeVisible({
    timeout: 30_000,
  })
  await page.goBack()
  await expect(page.getByRole('link', { name: 'inst-0095' })).toBeInViewport({ timeout: 30_000 })
})
