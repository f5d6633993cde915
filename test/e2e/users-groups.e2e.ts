import type { Locator, Page } from '@playwright/test'
import { alan, ivan } from '../../mock-api/data/silo'
import { expectNoA11yViolations } from './axe'
import { apiCall } from './mock'
import { navigate } from './nav'
import { changeRole, expectDisabledWith, roleAssignments } from './roles'
import { expectRowMenu } from './tables'
import { choose, expect, signInAs, test, toast, visit } from './utils'

/**
 * Issue 30: another silo's access on the system silo page (`siloPolicyView`, `siloPolicyUpdate`),
 * the pages of a silo's users and groups, and the built-in users. Seeded (README): Grace (the
 * default session) is fleet admin through maple's role mapping; Katherine a fleet viewer;
 * partner-labs has one user, Ivan, its admin; in maple, developers (Alan, Margaret) are silo
 * collaborators, silo-admins (Grace) admins, site-reliability (Radia, Katherine) viewers.
 */

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Silo tabs' }).getByRole('link', { name })
const effective = (page: Page) => page.getByRole('table', { name: 'Effective access' })
const names = async (table: Locator) =>
  (await table.locator('tbody tr td:first-child').allInnerTexts()).map((t) => t.split('\n')[0])
type Policy = { role_assignments: { identity_id: string; role_name: string }[] }

test("an operator grants, changes and removes a role on another silo's policy", async ({
  page,
}) => {
  await visit(page, '/system/silos/partner-labs?tab=users')
  // partner-labs has Ivan alone, who has a role: a user to grant one to first
  await page.getByRole('button', { name: 'New user' }).click()
  const create = page.getByRole('dialog', { name: 'Create user' })
  await create.getByRole('textbox', { name: 'Username' }).fill('wile')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(toast(page, 'User wile created')).toBeVisible()

  await tab(page, 'Access').click()
  await expect(page).toHaveURL('/system/silos/partner-labs?tab=access')
  await expect.poll(() => names(roleAssignments(page))).toEqual(['Ivan Sutherland'])
  await expect(effective(page).getByRole('row', { name: /Ivan Sutherland/ })).toContainText(
    'assigned directly',
  )
  await expect(page.getByText(/The API lists the groups of your own silo only/)).toBeVisible()
  await expectNoA11yViolations(page)

  // grant: one PUT of the whole policy, through the system API
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const add = page.getByRole('dialog', { name: 'Add role assignment' })
  await choose(page, 'User or group', 'wile (user)', add)
  await choose(page, 'Role', 'viewer', add)
  await add.getByRole('button', { name: 'Assign role' }).click()
  await expect(toast(page, 'wile is now viewer')).toBeVisible()
  await expect.poll(() => names(roleAssignments(page))).toEqual(['Ivan Sutherland', 'wile'])
  const held = await apiCall<Policy>(page, '/v1/system/silos/partner-labs/policy')
  expect(held.body.role_assignments.map((a) => a.role_name).sort()).toEqual(['admin', 'viewer'])

  // change it: it replaces the one assignment
  await changeRole(page, 'wile', 'collaborator')
  await expect(roleAssignments(page).getByRole('row', { name: /wile/ })).toContainText(
    'collaborator',
  )
  await expect(effective(page).getByRole('row', { name: /wile/ })).toContainText('collaborator')

  // remove it
  await roleAssignments(page).getByRole('button', { name: 'Actions for wile' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove role assignment' })
  await expect(confirm).toContainText('Remove the collaborator role of wile on partner-labs?')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, 'wile no longer has a role on partner-labs')).toBeVisible()
  await expect.poll(() => names(roleAssignments(page))).toEqual(['Ivan Sutherland'])

  // a user named there leads to their page, below the silo's
  await roleAssignments(page).getByRole('link', { name: 'Ivan Sutherland' }).click()
  await expect(page).toHaveURL(`/system/silos/partner-labs/users/${ivan.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ivan Sutherland' })).toBeVisible()
  await expect(page).toHaveTitle(/^User · /)
  await expect(page.getByText(/lists a user.s groups to that user only/)).toBeVisible()
  await expectNoA11yViolations(page)
})

test("the operator's own silo on the system page names its groups, which lead to their pages", async ({
  page,
}) => {
  await visit(page, '/system/silos/maple?tab=access')
  await expect
    .poll(() => names(roleAssignments(page)))
    .toEqual(['developers', 'silo-admins', 'site-reliability'])
  await expect(effective(page).getByRole('row', { name: /Margaret Hamilton/ })).toContainText(
    'through group developers',
  )
  await roleAssignments(page).getByRole('link', { name: 'developers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'developers' })).toBeVisible()
  await expect(page).toHaveTitle(/^Group · /)
  const members = page.getByRole('table', { name: 'Members' })
  await expect
    .poll(async () => (await names(members)).sort())
    .toEqual(['Alan Turing', 'Margaret Hamilton'])
  await expectNoA11yViolations(page)

  await members.getByRole('link', { name: 'Alan Turing' }).click()
  await expect(page).toHaveURL(`/access/users/${alan.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Alan Turing' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the silo users tab and the silo access page link to user pages; a user sees their groups', async ({
  page,
}) => {
  await visit(page, '/system/silos/maple?tab=users')
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('link', { name: 'Alan Turing' })
    .click()
  await expect(page).toHaveURL(`/system/silos/maple/users/${alan.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Alan Turing' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Users')

  await navigate(page, '/access')
  await effective(page).getByRole('link', { name: 'Grace Hopper' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible()
  // her own page: the API tells her groups
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText('silo-admins')
  await page
    .getByRole('table', { name: 'Groups' })
    .getByRole('link', { name: 'silo-admins' })
    .click()
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Grace Hopper')
  await expectNoA11yViolations(page)
})

test('the built-in users: a list beside fleet access, and one user', async ({ page }) => {
  await visit(page, '/system/access')
  await page.getByRole('link', { name: 'built-in users' }).click()
  await expect(page).toHaveURL('/system/access/built-in-users')
  await expect(page.getByRole('heading', { level: 1, name: 'Built-in users' })).toBeVisible()
  const list = page.getByRole('table', { name: 'Built-in users' })
  for (const name of ['db-init', 'saga-recovery'])
    await expect(list.getByRole('link', { name, exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  await list.getByRole('link', { name: 'db-init', exact: true }).click()
  await expect(page).toHaveURL('/system/access/built-in-users/db-init')
  await expect(page.getByRole('heading', { level: 1, name: 'db-init' })).toBeVisible()
  await expect(page.getByText('used for seeding initial database data')).toBeVisible()
  await expectNoA11yViolations(page)
})

test("a fleet viewer sees another silo's access with its controls disabled, and why", async ({
  page,
}) => {
  const reason = 'Requires the collaborator role or higher on the fleet; yours is viewer'
  await signInAs(page, 'katherine', '/system/silos/partner-labs?tab=access')
  await expect.poll(() => names(roleAssignments(page))).toEqual(['Ivan Sutherland'])
  await expectDisabledWith(page, page.getByRole('button', { name: 'Add user or group' }), reason)
  await expectRowMenu(page, 'Ivan Sutherland', { disabled: ['Change role', 'Remove'], reason })
  await expectNoA11yViolations(page)

  // the built-in users are any fleet viewer's to read
  await navigate(page, '/system/access/built-in-users')
  await expect(page.getByRole('table', { name: 'Built-in users' })).toContainText('db-init')
})
