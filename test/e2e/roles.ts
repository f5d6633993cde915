import type { Locator, Page } from '@playwright/test'
import { choose, expect, toast } from './utils'

/** What a user's role allows: disabled controls with their reason, and role assignments. */

/**
 * A menu item or button that is visible, reachable, inert, and says why in its tooltip (which
 * closes again once the pointer leaves).
 */
export async function expectDisabledWith(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await control.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
}

/** Why a fleet viewer (Katherine in the seed) may not make a change on a system page. */
export const FLEET_VIEWER_REASON = 'Requires the admin role on the fleet; yours is viewer'

/** The role assignments of an access page (project, silo or fleet). */
export const roleAssignments = (page: Page) => page.getByRole('table', { name: 'Role assignments' })

/** Change a user's role on an access page through its row menu; the toast says so. */
export async function changeRole(page: Page, user: string, role: string) {
  await roleAssignments(page)
    .getByRole('button', { name: `Actions for ${user}` })
    .click()
  await page.getByRole('menuitem', { name: 'Change role' }).click()
  const change = page.getByRole('dialog', { name: 'Change role' })
  await choose(page, 'Role', role, change)
  await change.getByRole('button', { name: 'Change role' }).click()
  await expect(toast(page, `${user} is now ${role}`)).toBeVisible()
}
