import type { Page } from '@playwright/test'
import { expectDisabledWith } from './roles'
import { expect, toast } from './utils'

/** Tables, their rows and their row menus. */

/** A table by its accessible name. */
export const table = (page: Page, name: string) => page.getByRole('table', { name })

/** The row of a table whose cells contain `text`. */
export const row = (page: Page, text: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) })

/** Open a row's actions menu and pick an action. */
export async function rowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/**
 * Close the open menu with Escape and wait until it is gone: a scan of the page while the
 * menu is still unmounting would read its focus guards (aria-hidden, yet focusable) as the
 * page's.
 */
export async function closeMenu(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
}

/**
 * Open a row's menu and check its items, then close it: the `enabled` ones may be chosen, the
 * `disabled` ones are inert, the first saying why in its tooltip when there is a `reason`.
 */
export async function expectRowMenu(
  page: Page,
  rowName: string,
  items: { enabled?: string[]; disabled?: string[]; reason?: string },
) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click()
  for (const name of items.enabled ?? [])
    await expect(page.getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled', 'true')
  for (const [i, name] of (items.disabled ?? []).entries()) {
    const item = page.getByRole('menuitem', { name })
    if (items.reason && i === 0) await expectDisabledWith(page, item, items.reason)
    else await expect(item).toHaveAttribute('aria-disabled', 'true')
  }
  await closeMenu(page)
}

/** A row's selection checkbox in a list with bulk actions. */
export const selectRow = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Select ${name}` })

/** The bar of actions on the selected rows of a list. */
export const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' })

/**
 * Delete the record a detail page shows with the header's Delete and the dialog `Delete <kind>`:
 * the toast says so, and the list the app goes back to no longer has it.
 */
export async function deleteFromPage(page: Page, kind: string, name: string, list: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('dialog', { name: `Delete ${kind}` })
    .getByRole('button', { name: 'Delete' })
    .click()
  const title = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${name} deleted`
  await expect(toast(page, title)).toBeVisible()
  await expect(page).toHaveURL(list)
  await expect(row(page, name)).toHaveCount(0)
}

/** The row whose cells contain `name` shows each of `texts`, checked in turn. */
export async function expectRowTexts(page: Page, name: string, texts: (string | RegExp)[]) {
  for (const text of texts) await expect(row(page, name)).toContainText(text)
}
