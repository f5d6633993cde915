import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { row, rowAction } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/** Issue 13: VPCs (list, create with DNS name and IPv6 prefix, edit, delete) and the VPC page. */
const base = '/projects/web-frontend/vpcs'

test('create a VPC with a DNS name and IPv6 prefix; its page shows it with its tabs', async ({
  page,
}) => {
  await visit(page, base)
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible()
  await expect(row(page, 'default')).toContainText('Default VPC')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New VPC' }).click()
  await expect(page).toHaveURL('/projects/web-frontend/vpcs-new')
  const dialog = page.getByRole('dialog', { name: 'Create VPC' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('backend')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Databases and queues')
  await dialog.getByRole('textbox', { name: 'DNS name' }).fill('backend-net')
  const prefix = dialog.getByRole('textbox', { name: 'IPv6 prefix' })
  // spec section 5's messages, each in the order a user meets them
  const cases: [string, string][] = [
    ['fd00::', 'Must contain an IP address and a width, separated by a /'],
    ['fd00:::1/48', 'Not a valid IP address'],
    ['fd00::/4x', 'Width must be an integer'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
  ]
  for (const [text, message] of cases) {
    await prefix.fill(text)
    await dialog.getByRole('button', { name: 'Create VPC' }).click()
    await expect(dialog.getByText(message).first()).toBeVisible()
  }
  await expectNoA11yViolations(page)
  // a valid network that is no unique local /48: the server's words
  await prefix.fill('2001:db8::/48')
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Unique Local Address range')
  await prefix.fill('fd99:1:2::/48')
  await dialog.getByRole('button', { name: 'Create VPC' }).click()

  await expect(toast(page, 'VPC backend created')).toBeVisible()
  await expect(page).toHaveURL(`${base}/backend/firewall-rules`)
  await expect(page.getByRole('heading', { level: 1, name: 'backend' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('Databases and queues')
  await expect(main).toContainText('backend-net')
  await expect(main).toContainText('fd99:1:2::/48')
  const tabs = page.getByRole('navigation', { name: 'VPC' })
  for (const tab of ['Firewall rules', 'Subnets', 'Routers', 'Internet gateways'])
    await expect(tabs.getByRole('link', { name: tab })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Firewall rules' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // a new VPC comes with the server's default rules, ordered by name
  const rules = page.getByRole('table', { name: 'Firewall rules' })
  await expect(rules.getByRole('row')).toHaveCount(4)
  await expect(row(page, 'allow-ssh')).toContainText('TCP')
  await expectNoA11yViolations(page)

  await tabs.getByRole('link', { name: 'Subnets' }).click()
  await expect(page).toHaveURL(`${base}/backend/subnets`)
  await expect(row(page, 'default')).toContainText('172.30.0.0/22')
  await expect(row(page, 'default')).toContainText('fd99:1:2::/64')
})

test('edit a VPC from its page; deleting waits until its subnets are gone', async ({ page }) => {
  await visit(page, `${base}/default`)
  await expect(page).toHaveURL(`${base}/default/firewall-rules`)
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`${base}/default/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit VPC' })
  await expect(edit.getByRole('textbox', { name: 'DNS name' })).toHaveValue('default')
  await expect(edit.getByRole('textbox', { name: 'IPv6 prefix' })).toHaveCount(0)
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('main')
  // the server leaves the rules naming the VPC as they are: the form says so first
  await expect(edit).toContainText('3 firewall rules name this VPC as default')
  await edit.getByRole('textbox', { name: 'DNS name' }).fill('main-net')
  await expectNoA11yViolations(page)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'VPC main updated')).toBeVisible()
  await expect(page).toHaveURL(`${base}/main/firewall-rules`)
  await expect(page.getByRole('main')).toContainText('main-net')

  // its subnets are read first and offered to go first; one in use stops the steps (issue 27)
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete VPC' })
  const steps = confirm.getByRole('list', { name: 'Steps' }).getByRole('listitem')
  await expect(steps.first()).toHaveText(/^1\. Delete subnet \S+\s*To do$/)
  await expect(steps.last()).toHaveText(/Delete VPC main\s*To do$/)
  await confirm.getByRole('button', { name: 'Delete VPC and its subnets' }).click()
  await expect(toast(page, 'Delete VPC')).toBeVisible()
  await expect(
    toast(page, 'VPC Subnet cannot be deleted while network interfaces in the subnet exist'),
  ).toBeVisible()
  await expect(steps.first()).toContainText('Failed')
  await expect(confirm.getByRole('button', { name: 'Try again' })).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`${base}/main/firewall-rules`)
})

test('delete a VPC with its subnet from the list, and several at once', async ({ page }) => {
  await visit(page, base)
  for (const name of ['lab-a', 'lab-b']) {
    await page.getByRole('link', { name: 'New VPC' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create VPC' })
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await dialog.getByRole('button', { name: 'Create VPC' }).click()
    await expect(page).toHaveURL(`${base}/${name}/firewall-rules`)
    await page.getByRole('link', { name: 'VPCs' }).first().click()
    await expect(page).toHaveURL(base)
  }
  // a new VPC holds its default subnet: it goes first, a step of the deletion (issue 27)
  await rowAction(page, 'lab-a', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete VPC' })
  await expect(confirm.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /^1\. Delete subnet default\s*To do$/,
    /^2\. Delete VPC lab-a\s*To do$/,
  ])
  await confirm.getByRole('button', { name: 'Delete VPC and its subnets' }).click()
  await expect(toast(page, 'VPC lab-a deleted')).toBeVisible()
  await expect(row(page, 'lab-a')).toHaveCount(0)

  // lab-b's subnet goes from its Subnets tab
  await navigate(page, `${base}/lab-b/subnets`)
  await rowAction(page, 'default', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete subnet' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row(page, 'default')).toHaveCount(0)
  await page.getByRole('link', { name: 'VPCs' }).first().click()
  await expect(page).toHaveURL(base)

  // in bulk: the server refuses the VPC that still holds subnets, in its words
  await page.getByRole('checkbox', { name: 'Select lab-b' }).click()
  await page.getByRole('checkbox', { name: 'Select default' }).click()
  const bulk = page.getByRole('region', { name: 'Bulk actions' })
  await bulk.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete 2 VPCs' }).click()
  const progress = page.getByRole('region', { name: 'Delete VPCs progress' })
  await expect(progress).toContainText('2 of 2 finished, 1 failed')
  await expect(progress.getByRole('listitem').filter({ hasText: 'default' })).toContainText(
    'VPC cannot be deleted while VPC Subnets exist',
  )
  await expect(row(page, 'lab-b')).toHaveCount(0)
  await expect(row(page, 'default')).toHaveCount(1)
})

test('a project viewer sees every network change disabled, with the reason', async ({ page }) => {
  const reason = 'Requires the collaborator role or higher on this project; yours is viewer'
  await signInAs(page, 'barbara', base)

  const disabled = async (name: string, role: 'button' | 'menuitem' = 'button') => {
    const control = page.getByRole(role, { name, exact: true })
    await expect(control).toHaveAttribute('aria-disabled', 'true')
    await control.hover()
    await expect(page.getByRole('tooltip')).toHaveText(reason)
    await page.mouse.move(0, 0)
  }
  const rowMenu = async (rowName: string, items: string[]) => {
    await page.getByRole('button', { name: `Actions for ${rowName}` }).click()
    for (const item of items)
      await expect(page.getByRole('menuitem', { name: item })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
    await page.keyboard.press('Escape')
  }
  await disabled('New VPC')
  await rowMenu('default', ['Edit', 'Delete'])
  await navigate(page, `${base}/default/firewall-rules`)
  await disabled('New rule')
  await rowMenu('allow-ssh', ['Edit', 'Clone', 'Delete'])
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await disabled('Edit', 'menuitem')
  await page.keyboard.press('Escape')
  await navigate(page, `${base}/default/subnets`)
  await disabled('New subnet')
  await rowMenu('edge', ['Edit', 'Delete'])
  // a form reached by its URL says why it cannot be sent
  await navigate(page, `${base}/default/firewall-rules/allow-ssh/edit`)
  const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(form).toContainText(reason)
  await expect(form.getByRole('button', { name: 'Save changes' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})
