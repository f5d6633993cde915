import { expectNoA11yViolations } from './axe'
import { navLink } from './nav'
import { expectRowTexts, row, rowAction } from './tables'
import { expect, test, toast, visit } from './utils'

/** Issue 13: a VPC's subnets: blocks validated as IP networks, custom router, interfaces. */
const vpc = '/projects/web-frontend/vpcs/default'

test('create, edit and delete subnets', async ({ page }) => {
  // a custom router to pick, made before the console first reads the VPC's routers
  await visit(page, '/projects/web-frontend/vpcs')
  await page.evaluate(async () => {
    const res = await fetch('/v1/vpc-routers?project=web-frontend&vpc=default', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'egress', description: '' }),
    })
    if (!res.ok) throw new Error(`router: ${res.status}`)
  })
  await page.getByRole('link', { name: 'default', exact: true }).click()
  await navLink(page, 'VPC', 'Subnets').click()
  await expect(page).toHaveURL(`${vpc}/subnets`)
  await expect(row(page, 'edge')).toContainText('172.30.4.0/22')
  await expect(row(page, 'edge')).toContainText('fd12:7a3b:9c01:1::/64')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New subnet' }).click()
  await expect(page).toHaveURL(`${vpc}/subnets-new`)
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('db')
  const v4 = form.getByRole('textbox', { name: 'IPv4 block' })
  const v6 = form.getByRole('textbox', { name: 'IPv6 block' })
  const submit = form.getByRole('button', { name: 'Create subnet' })
  const cases: [typeof v4, string, string][] = [
    [v4, '10.20.0.0', 'Must contain an IP address and a width, separated by a /'],
    [v4, '10.20.0.300/24', 'Not a valid IP address'],
    [v4, '10.20.0.0/x', 'Width must be an integer'],
    [v4, '10.20.0.0/33', 'Max width for IPv4 is 32'],
    [v4, 'fd12::/64', 'Must be an IPv4 network'],
    [v6, 'fd12:7a3b:9c01:99::/129', 'Max width for IPv6 is 128'],
    [v6, '10.0.0.0/8', 'Must be an IPv6 network'],
  ]
  for (const [field, text, message] of cases) {
    await field.fill(text)
    await submit.click()
    await expect(form.getByText(message).first()).toBeVisible()
    await field.fill('')
  }
  // what only the server knows: a public range, in its words
  await v4.fill('8.8.8.0/24')
  await submit.click()
  await expect(form.getByRole('alert')).toContainText('must be from a private range')
  await v4.fill('10.20.0.0/24')
  await form.getByRole('combobox', { name: 'Custom router' }).click()
  await page.getByRole('option', { name: 'egress' }).click()
  await expectNoA11yViolations(page)
  await submit.click()
  await expect(toast(page, 'Subnet db created')).toBeVisible()
  await expect(page).toHaveURL(`${vpc}/subnets`)
  await expectRowTexts(page, 'db', ['10.20.0.0/24', 'egress', /fd12:7a3b:9c01:[0-9a-f]+::\/64/])

  // the router goes on an edit only when it is picked again
  await rowAction(page, 'db', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit subnet' })
  await expect(edit.getByRole('combobox', { name: 'Custom router' })).toHaveText('egress')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Databases')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Subnet db updated')).toBeVisible()
  await expect(row(page, 'db')).toContainText('Databases')
  await expect(row(page, 'db')).toContainText('egress')
  await rowAction(page, 'db', 'Edit')
  await edit.getByRole('combobox', { name: 'Custom router' }).click()
  await page.getByRole('option', { name: 'None' }).click()
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Subnet db updated')).toHaveCount(2)
  await expect(row(page, 'db')).not.toContainText('egress')

  await rowAction(page, 'db', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete subnet' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Subnet db deleted')).toBeVisible()
  await expect(row(page, 'db')).toHaveCount(0)
})

test('a subnet shows its network interfaces, which keep it from being deleted', async ({
  page,
}) => {
  await visit(page, `${vpc}/subnets/edge/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit subnet' })
  const nics = edit.getByRole('table', { name: 'Network interfaces' })
  await expect(nics.getByRole('row', { name: /net1/ })).toContainText('web-1')
  await expect(nics.getByRole('row', { name: /net1/ })).toContainText('172.30.4.5')
  await expect(edit.getByRole('textbox', { name: 'IPv4 block' })).toHaveCount(0)
  await expect(edit).toContainText('172.30.4.0/22')
  await expectNoA11yViolations(page)
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`${vpc}/subnets`)

  await rowAction(page, 'edge', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete subnet' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(
    toast(page, 'VPC Subnet cannot be deleted while network interfaces in the subnet exist'),
  ).toBeVisible()
  await expect(row(page, 'edge')).toBeVisible()
})
