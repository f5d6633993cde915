import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { FLEET_VIEWER_REASON } from './roles'
import { deleteFromPage, expectRowMenu, row, rowAction } from './tables'
import { choose, expect, signInAs, test, toast, visit } from './utils'

const POOLS = '/system/networking/subnet-pools'

/**
 * Subnet pools (issue 30). Seeded: customer-blocks (IPv4), one member 198.18.0.0/16, linked to
 * maple as its default, with two external subnets of web-frontend taken from it (a /24 and a
 * /20: 4,352 of 65,536 addresses). Grace (the default session) is a fleet admin; Katherine a
 * fleet viewer.
 */

test('create a pool, add a member (the server’s overlap first), link maple as its default, unlink, remove, delete', async ({
  page,
}) => {
  await visit(page, POOLS)
  await expect(page).toHaveTitle(/^Subnet pools · /)
  await expect(row(page, 'customer-blocks')).toContainText('4,352 of 65,536 (6.6%)')
  await expect(row(page, 'customer-blocks')).toContainText('IPv4')
  // its utilization counts its member: the server would refuse the delete
  await expectRowMenu(page, 'customer-blocks', {
    enabled: ['Edit'],
    disabled: ['Delete'],
    reason: 'Remove the pool’s members first',
  })
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New subnet pool' }).click()
  await expect(page).toHaveURL(`${POOLS}-new`)
  const create = page.getByRole('dialog', { name: 'Create subnet pool' })
  await create.getByRole('textbox', { name: 'Name' }).fill('lab-blocks')
  await create.getByRole('textbox', { name: 'Description' }).fill('Lab blocks')
  await expectNoA11yViolations(page)
  await create.getByRole('button', { name: 'Create subnet pool' }).click()
  await expect(toast(page, 'Subnet pool lab-blocks created')).toBeVisible()
  await expect(page).toHaveURL(`${POOLS}/lab-blocks`)
  await expect(page.getByRole('heading', { level: 1, name: 'lab-blocks' })).toBeVisible()
  await expect(page.getByText('No members')).toBeVisible()

  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit subnet pool' })
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('lab-blocks')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Lab blocks, rack 2')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Subnet pool lab-blocks updated')).toBeVisible()
  await expect(page.getByRole('definition').getByText('Lab blocks, rack 2')).toBeVisible()

  await page.getByRole('link', { name: 'Add member' }).click()
  await expect(page).toHaveURL(`${POOLS}/lab-blocks/members-add`)
  const add = page.getByRole('dialog', { name: 'Add member' })
  const subnet = add.getByRole('textbox', { name: 'Subnet' })
  const submit = add.getByRole('button', { name: 'Add member' })
  await subnet.fill('fd00::/48')
  await submit.click()
  await expect(subnet).toHaveAccessibleDescription(/Must be an IPv4 subnet: this pool is IPv4$/)
  // react-hook-form focuses the invalid field once more in a timeout
  await expect(subnet).toBeFocused()
  // an overlap only the server knows of: its words, on the field, the input kept
  await subnet.fill('198.18.4.0/24')
  await submit.click()
  await expect(subnet).toHaveAccessibleDescription(
    /The IP subnet 198\.18\.4\.0\/24 overlaps with an existing subnet pool member or IP pool range$/,
  )
  await expect(subnet).toHaveValue('198.18.4.0/24')
  await expectNoA11yViolations(page)
  await subnet.fill('100.80.0.0/16')
  await add.getByRole('textbox', { name: 'Minimum prefix length' }).fill('24')
  await submit.click()
  await expect(toast(page, 'Member 100.80.0.0/16 added')).toBeVisible()
  await expect(page).toHaveURL(`${POOLS}/lab-blocks`)
  await expect(row(page, '100.80.0.0/16')).toContainText('65,536')
  await expect(row(page, '100.80.0.0/16')).toContainText('/24 to /32')
  await expect(page.getByText('0 of 65,536 (0%)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  // link maple, then make the pool its default in place of customer-blocks
  await navLink(page, 'Subnet pool tabs', 'Linked silos').click()
  await expect(page).toHaveURL(`${POOLS}/lab-blocks?tab=silos`)
  await expect(page.getByText('No silo is linked to this pool')).toBeVisible()
  await page.getByRole('button', { name: 'Link silo' }).click()
  await choose(page, 'Silo', 'maple')
  await expectNoA11yViolations(page)
  await page
    .getByRole('dialog', { name: 'Link silo' })
    .getByRole('button', { name: 'Link silo' })
    .click()
  await expect(toast(page, 'Subnet pool lab-blocks linked to maple')).toBeVisible()
  await expect(row(page, 'maple')).toContainText('—')
  await rowAction(page, 'maple', 'Make default')
  await expect(toast(page, 'lab-blocks is now the default of maple')).toBeVisible()
  await expect(row(page, 'maple')).toContainText('default')

  // from the silo's end: customer-blocks was demoted; unlink lab-blocks there
  await navigate(page, '/system/silos/maple?tab=subnet-pools')
  const silosPools = page.getByRole('table', { name: 'Subnet pools' })
  await expect(silosPools.getByRole('row')).toHaveCount(3)
  await expect(row(page, 'customer-blocks')).toContainText('—')
  await expect(row(page, 'lab-blocks')).toContainText('default')
  await expectNoA11yViolations(page)
  await rowAction(page, 'lab-blocks', 'Unlink')
  await page
    .getByRole('dialog', { name: 'Unlink subnet pool' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(toast(page, 'lab-blocks unlinked from maple')).toBeVisible()
  await expect(row(page, 'lab-blocks')).toHaveCount(0)

  // the server's refusal, in its words: maple's projects hold subnets of customer-blocks
  await rowAction(page, 'customer-blocks', 'Unlink')
  await page
    .getByRole('dialog', { name: 'Unlink subnet pool' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(
    toast(page, /Cannot unlink subnet pool from silo while there are external subnets/),
  ).toBeVisible()

  await navigate(page, `${POOLS}/lab-blocks`)
  await rowAction(page, '100.80.0.0/16', 'Remove')
  await page
    .getByRole('dialog', { name: 'Remove member' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(toast(page, 'Member 100.80.0.0/16 removed')).toBeVisible()
  await expect(page.getByText('No members')).toBeVisible()

  await deleteFromPage(page, 'subnet pool', 'lab-blocks', POOLS)
})

test('a fleet viewer sees the pools and changes nothing', async ({ page }) => {
  await signInAs(page, 'katherine', POOLS)
  await expect(row(page, 'customer-blocks')).toContainText('4,352 of 65,536 (6.6%)')
  await expect(page.getByRole('button', { name: 'New subnet pool' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectRowMenu(page, 'customer-blocks', {
    disabled: ['Edit', 'Delete'],
    reason: FLEET_VIEWER_REASON,
  })

  await page.getByRole('link', { name: 'customer-blocks' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'customer-blocks' })).toBeVisible()
  await expect(page.getByText('4,352 of 65,536 (6.6%)')).toBeVisible()
  for (const name of ['Edit', 'Add member', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  await expect(row(page, '198.18.0.0/16')).toContainText('/20 to /28')
  await expectRowMenu(page, '198.18.0.0/16', { disabled: ['Remove'] })
  await expectNoA11yViolations(page)

  await navLink(page, 'Subnet pool tabs', 'Linked silos').click()
  await expect(row(page, 'maple')).toContainText('default')
  await expect(page.getByRole('button', { name: 'Link silo' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectRowMenu(page, 'maple', { disabled: ['Unset default', 'Unlink'] })
  await expectNoA11yViolations(page)
})
