import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { row, rowAction } from './tables'
import { expect, test, toast, visit } from './utils'

/** A project made through the console holds what the API creates with it: the default VPC. */
async function createAndListProject(page: Page, name: string) {
  await page.getByRole('link', { name: 'New Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(`/projects/${name}/instances`)
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click()
  await expect(row(page, name)).toBeVisible()
}

test('a new project is deleted with its defaults, step by step, in the order the API needs', async ({
  page,
}) => {
  await visit(page, '/projects')
  await createAndListProject(page, 'fresh')
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'DELETE') calls.push(new URL(r.url()).pathname)
  })
  await rowAction(page, 'fresh', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete project' })
  await expect(dialog).toContainText('fresh holds only what it was created with')
  await expect(dialog).toContainText('(allow-icmp, allow-internal-inbound, allow-ssh)')
  const steps = dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')
  await expect(steps).toHaveText([
    /^1\. Delete subnet default of VPC default\s*To do$/,
    /^2\. Delete VPC default, with its system router and firewall rules\s*To do$/,
    /^3\. Delete project fresh\s*To do$/,
  ])
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Delete project and its defaults' }).click()
  await expect(toast(page, 'Project fresh deleted')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(row(page, 'fresh')).toHaveCount(0)
  expect(calls).toEqual(['/v1/vpc-subnets/default', '/v1/vpcs/default', '/v1/projects/fresh'])
})

test('anything besides the defaults is listed and no offer is made', async ({ page }) => {
  await visit(page, '/projects')
  await rowAction(page, 'web-frontend', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete project' })
  await expect(dialog).toContainText('web-frontend cannot be deleted while it holds:')
  const held = dialog.getByRole('listitem')
  await expect(held.filter({ hasText: 'Instances:' })).toContainText('web-1')
  await expect(held.filter({ hasText: 'Floating IPs:' })).toContainText('spare-ip, web-public')
  await expect(held.filter({ hasText: 'Subnets of VPC default:' })).toContainText('edge')
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // a new project with one subnet more than it came with
  await createAndListProject(page, 'almost')
  await page.evaluate(() =>
    fetch('/v1/vpc-subnets?project=almost&vpc=default', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'db', description: '', ipv4_block: '10.20.0.0/24' }),
    }),
  )
  await rowAction(page, 'almost', 'Delete')
  await expect(dialog).toContainText('almost cannot be deleted while it holds:')
  await expect(dialog.getByRole('listitem')).toHaveText(['Subnets of VPC default: db'])
  await expect(dialog.getByRole('button', { name: /defaults/ })).toHaveCount(0)
})
