import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { expectDisabledWith } from './roles'
import { expectRowMenu, row, rowAction } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/**
 * Multicast groups (issue 30). Fleet-wide groups, seeded in mock-api/data/multicast.ts:
 * video-feed 239.1.1.10 (web-1, web-2, etl-runner) and metrics-bus 239.1.1.20 (web-2 from
 * 198.51.100.7, web-3 Left). Grace (the default session) may join and leave; Barbara is a
 * viewer of web-frontend with no silo role.
 */
const groups = '/multicast-groups'
const networking = '/projects/web-frontend/instances/web-1/networking'

test('the list and a group page with its members', async ({ page }) => {
  await visit(page, '/projects')
  await navLink(page, 'Silo', 'Multicast groups').click()
  await expect(page).toHaveURL(groups)
  await expect(page.getByRole('heading', { level: 1, name: 'Multicast groups' })).toBeVisible()
  await expect(row(page, 'video-feed')).toContainText('239.1.1.10')
  await expect(row(page, 'metrics-bus')).toContainText('198.51.100.7')
  await expectNoA11yViolations(page, groups)

  await page.getByRole('link', { name: 'video-feed' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'video-feed' })).toBeVisible()
  await expect(page.getByText('239.1.1.10')).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  for (const name of ['web-1', 'web-2', 'etl-runner'])
    await expect(members.getByRole('link', { name })).toBeVisible()
  await expect(members.getByRole('row')).toHaveCount(4)
  await expectNoA11yViolations(page, `${groups}/:multicastGroup`)
})

test('an instance joins a group from its Networking tab and leaves it', async ({ page }) => {
  await visit(page, networking)
  const list = page.getByRole('table', { name: 'Multicast groups' })
  await expect(list.getByRole('row', { name: /239\.1\.1\.10/ })).toContainText('Joined')
  await expect(list.getByRole('row', { name: /239\.1\.1\.20/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Join multicast group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Join multicast group' })
  // a group the instance is in already is not offered
  await dialog.getByRole('combobox', { name: 'Multicast group' }).click()
  await expect(page.getByRole('option', { name: /video-feed/ })).toHaveCount(0)
  await page.getByRole('option', { name: 'metrics-bus (239.1.1.20)', exact: true }).click()
  await dialog.getByRole('button', { name: 'Join' }).click()
  await expect(toast(page, 'web-1 joined the group at 239.1.1.20')).toBeVisible()
  await expect(list.getByRole('row', { name: /239\.1\.1\.20/ })).toBeVisible()
  await expectNoA11yViolations(page, networking)

  await rowAction(page, '239.1.1.20', 'Leave')
  const confirm = page.getByRole('dialog', { name: 'Leave multicast group' })
  await confirm.getByRole('button', { name: 'Leave' }).click()
  await expect(toast(page, 'web-1 left the group at 239.1.1.20')).toBeVisible()
  await expect(list.getByRole('row', { name: /239\.1\.1\.20/ })).toHaveCount(0)

  // the group keeps its seeded members (web-2, web-3) after web-1 left
  await navigate(page, `${groups}/metrics-bus`)
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(3)
})

test('a viewer sees the groups, with Join and Leave disabled and why', async ({ page }) => {
  const reason = 'Requires the limited collaborator role or higher on this project; yours is viewer'
  await signInAs(page, 'barbara', networking)
  const list = page.getByRole('table', { name: 'Multicast groups' })
  await expect(list.getByRole('row', { name: /239\.1\.1\.10/ })).toBeVisible()
  await expectDisabledWith(page, page.getByRole('button', { name: 'Join multicast group' }), reason)
  await expectRowMenu(page, '239.1.1.10', { disabled: ['Leave'], reason })
  // fleet-wide: no silo role is needed to read them
  await navigate(page, groups)
  await expect(row(page, 'video-feed')).toBeVisible()
})
