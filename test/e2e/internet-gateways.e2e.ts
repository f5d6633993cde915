import { expectNoA11yViolations } from './axe'
import { row, rowAction } from './tables'
import { choose, expect, test, toast, visit } from './utils'

const vpc = '/projects/web-frontend/vpcs/default'

test('the gateways tab lists the default gateway; a new one is created from it', async ({
  page,
}) => {
  await visit(page, `${vpc}/internet-gateways`)
  await expect(page).toHaveTitle(/^Internet gateways · default · VPCs · web-frontend/)
  await expect(row(page, 'default')).toContainText('Automatically created default VPC gateway')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'New gateway' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create internet gateway' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('egress')
  await dialog.getByRole('button', { name: 'Create gateway' }).click()
  await expect(toast(page, 'Internet gateway egress created')).toBeVisible()
  await expect(row(page, 'egress')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create gateway' }).waitFor({ state: 'detached' })

  // a new gateway holds nothing and no route names it: deleted from the list
  await rowAction(page, 'egress', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete internet gateway' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Internet gateway egress deleted')).toBeVisible()
  await expect(row(page, 'egress')).toHaveCount(0)
})

test('a gateway’s pools, address and routes; detach with and without cascade; delete', async ({
  page,
}) => {
  await visit(page, `${vpc}/internet-gateways`)
  await row(page, 'default').getByRole('link', { name: 'default' }).click()
  await expect(page).toHaveURL(`${vpc}/internet-gateways/default`)
  await expect(page.getByRole('heading', { level: 1, name: 'default' })).toBeVisible()
  const pools = page.getByRole('table', { name: 'IP pools' })
  await expect(pools).toContainText('default-v4')
  await expect(pools).toContainText('Automatically attached default IP pool')
  const routes = page.getByRole('table', { name: 'Routes to this gateway' })
  await expect(routes.getByRole('row')).toHaveCount(3) // a header and two routes
  await expect(routes).toContainText('default-v4')
  await expect(routes).toContainText('::/0')
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Attach IP address' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach IP address' })
  await attach.getByRole('textbox', { name: 'Name' }).fill('web')
  const address = attach.getByRole('textbox', { name: 'IP address' })
  await address.fill('198.51.100.400')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(address).toHaveAccessibleDescription('Not a valid IP address')
  await address.fill('198.51.100.40')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'IP address web attached to default')).toBeVisible()
  await expect(page.getByRole('table', { name: 'IP addresses' })).toContainText('198.51.100.40')

  // the server keeps one address per gateway, and says so in the form
  await page.getByRole('button', { name: 'Attach IP address' }).click()
  await attach.getByRole('textbox', { name: 'Name' }).fill('second')
  await address.fill('198.51.100.41')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach).toContainText(/already exists/i)
  await attach.getByRole('button', { name: 'Cancel' }).click()

  // web-1 holds 198.51.100.40 and routes lead here: the plain detach is refused
  await page.getByRole('button', { name: 'Actions for web' }).click()
  await page.getByRole('menuitem', { name: 'Detach', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Detach IP address' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(
    toast(
      page,
      'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
    ),
  ).toBeVisible()
  await rowAction(page, 'web', 'Detach even if routes depend on it')
  await page
    .getByRole('dialog', { name: 'Detach IP address' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(toast(page, 'web detached')).toBeVisible()
  await expect(page.getByRole('table', { name: 'IP addresses' })).toContainText(
    'No IP addresses attached',
  )

  await page.getByRole('button', { name: 'Attach IP pool' }).click()
  const pool = page.getByRole('dialog', { name: 'Attach IP pool' })
  await pool.getByRole('textbox', { name: 'Name' }).fill('extra')
  await choose(page, 'IP pool', /^secondary/, pool)
  await pool.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'IP pool extra attached to default')).toBeVisible()
  await expect(pools).toContainText('secondary')

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete internet gateway' })
  await expect(confirm).toContainText(
    'Its 2 IP pools and 0 IP addresses are detached, and 2 routes that target it deleted: system/default-v4, system/default-v6.',
  )
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Internet gateway default deleted')).toBeVisible()
  await expect(page).toHaveURL(`${vpc}/internet-gateways`)
  await expect(page.getByRole('heading', { name: 'No internet gateways' })).toBeVisible()
})
