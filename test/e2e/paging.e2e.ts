import { expect, test, visit } from './utils'

/**
 * The real API gives a `next_page` token with every non-empty page (real-api-behaviour.md row
 * 1), so Next must not follow a token blindly: a short page is the last, and a full last page
 * is followed by an empty one. Next is offered only where there are rows to go to.
 */
const next = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Next' })
const rows = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Projects' }).getByRole('row')

test('a short last page offers no Next', async ({ page }) => {
  await visit(page, '/projects?limit=10')
  await expect(rows(page)).toHaveCount(11) // header + 10
  await expect(next(page)).toBeEnabled()
  await next(page).click()
  await expect(rows(page)).toHaveCount(3) // header + the last 2 of 12
  await expect(next(page)).toBeDisabled()
})

test('a full last page offers no Next to the empty page after it', async ({ page }) => {
  await visit(page, '/projects')
  // 12 seeded projects + 8 = 20: two full pages of 10
  await page.evaluate(async () => {
    for (let i = 0; i < 8; i++) {
      const res = await fetch('/v1/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `zz-extra-${i}`, description: '' }),
      })
      if (!res.ok) throw new Error(`create failed: ${res.status}`)
    }
  })
  // no reload: the in-browser mock starts over on one
  await page.getByLabel('Rows per page').selectOption('10')
  await expect(rows(page)).toHaveCount(11)
  await next(page).click()
  await expect(page.getByText('Rows 11–20')).toBeVisible()
  await expect(page.getByRole('link', { name: 'zz-extra-7' })).toBeVisible()
  await expect(next(page)).toBeDisabled()
})
