import type { Page } from '@playwright/test'
import { computeSeed } from '../../mock-api/data/compute'
import { projects } from '../../mock-api/data/projects'
import { otherSilo, silo } from '../../mock-api/data/silo'
import {
  provisionedBy,
  seededQuota as quota,
  siloQuotas,
  sleds,
} from '../../mock-api/data/utilization'
import { capacityEstimate, formatCpus, memoryText, storageText } from '../../src/util/capacity'
import { TEST_CERT, TEST_KEY } from '../fixtures/certificate'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { changeRole, expectDisabledWith, FLEET_VIEWER_REASON, roleAssignments } from './roles'
import { closeMenu, expectRowTexts, row } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/**
 * Issue 16 (operators): the fleet's access (the system policy), the silo's certificates and the
 * fleet's quotas against the rack's capacity. Grace (the default session) is fleet admin
 * through maple's mapping of silo admins; Katherine is a fleet viewer (assigned directly) and a
 * silo viewer: she sees the pages, with every change disabled and the reason given.
 */

test('fleet access: a fleet admin adds a user, changes their role and removes it', async ({
  page,
}) => {
  await visit(page, '/system/access')
  await expect(page).toHaveTitle(/^Fleet access · /)
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet access' })).toBeVisible()
  await expect(row(page, 'Katherine Johnson')).toContainText('viewer')
  // maple's admins are fleet admins through the silo's mapping
  const conferred = page.getByRole('table', { name: 'Fleet roles conferred by silo roles' })
  await expect(conferred.getByRole('row')).toHaveCount(2)
  await expect(conferred).toContainText('admin')
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Add user or group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add role assignment' })
  await dialog.getByRole('combobox', { name: 'User or group' }).click()
  await expect(page.getByRole('option', { name: /Katherine Johnson/ })).toHaveCount(0)
  await page.getByRole('option', { name: 'Alan Turing (user)' }).click()
  await dialog.getByRole('combobox', { name: 'Role' }).click()
  // the fleet's three roles, strongest first: no limited collaborator
  await expect(page.getByRole('option')).toHaveText(['admin', 'collaborator', 'viewer'])
  await page.getByRole('option', { name: 'collaborator', exact: true }).click()
  await dialog.getByRole('button', { name: 'Assign role' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(toast(page, 'Alan Turing is now collaborator')).toBeVisible()
  // users by name: Alan before Katherine
  await expect(roleAssignments(page).locator('tbody tr td:first-child')).toHaveText([
    'Alan Turing',
    'Katherine Johnson',
  ])

  await changeRole(page, 'Alan Turing', 'admin')
  await expect(row(page, 'Alan Turing')).toContainText('admin')

  await roleAssignments(page).getByRole('button', { name: 'Actions for Alan Turing' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove role assignment' })
  await expect(confirm).toContainText('Remove the admin role of Alan Turing on the fleet?')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, 'Alan Turing no longer has a role on the fleet')).toBeVisible()
  await expect(row(page, 'Alan Turing')).toHaveCount(0)
  await expect(row(page, 'Katherine Johnson')).toBeVisible()
})

test('certificates: add one (a bad paste first), view it, delete it, then the rest in bulk', async ({
  page,
}) => {
  test.slow() // a dozen steps on a busy 2-core machine
  await visit(page, '/system/certificates')
  await expect(page).toHaveTitle(/^Certificates · /)
  await expect(row(page, 'console-tls')).toContainText('External API')
  await expect(row(page, 'wildcard-sys')).toBeVisible()
  // the other silo's certificate never shows
  await expect(row(page, 'partner-tls')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New certificate' }).click()
  await expect(page).toHaveURL('/system/certificates-new')
  await expect(page).toHaveTitle(/^New certificate · Certificates · /)
  const dialog = page.getByRole('dialog', { name: 'New certificate' })
  const chain = dialog.getByRole('textbox', { name: 'Certificate chain' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('api-2028')
  await chain.fill('not a certificate')
  await dialog.getByRole('textbox', { name: 'Private key' }).fill(TEST_KEY)
  await dialog.getByRole('button', { name: 'Add certificate' }).click()
  await expect(dialog).toContainText(
    'Paste PEM text: one or more blocks from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
  )
  await expect(chain).toHaveValue('not a certificate')
  await expectNoA11yViolations(page)

  // PEM framing the server cannot parse: its message lands on the field, the input stays
  const damaged = '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'
  await chain.fill(damaged)
  await dialog.getByRole('button', { name: 'Add certificate' }).click()
  await expect(dialog).toContainText(
    'Unsupported value for "certificate": Failed to parse certificate',
  )
  await expect(chain).toHaveValue(damaged)
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('api-2028')

  await chain.fill(TEST_CERT)
  await dialog.getByRole('button', { name: 'Add certificate' }).click()
  await expect(page).toHaveURL('/system/certificates/api-2028')
  await expect(toast(page, 'Certificate api-2028 added')).toBeVisible()
  await expect(page).toHaveTitle(/^api-2028 · Certificates · /)
  await expect(page.getByRole('heading', { level: 1, name: 'api-2028' })).toBeVisible()
  await expect(page.getByText('e2e.sys.example.com')).toBeVisible()
  await expect(page.getByText('not expired', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'PEM text' })).toContainText(
    '-----BEGIN CERTIFICATE-----',
  )
  await expect(page.getByRole('button', { name: 'Copy certificate chain' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete certificate' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL('/system/certificates')
  await expect(row(page, 'console-tls')).toBeVisible()
  await expect(row(page, 'api-2028')).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select console-tls' }).click()
  await page.getByRole('checkbox', { name: 'Select wildcard-sys' }).click()
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const bulk = page.getByRole('dialog', { name: 'Delete certificates' })
  await bulk.getByRole('button', { name: 'Delete 2 certificates' }).click()
  await expect(page.getByRole('heading', { name: 'No certificates' })).toBeVisible()
})

/** What the seed holds, as the page should count it. */
const provisioned = provisionedBy(computeSeed(), new Set(projects.map((p) => p.id)))
const capacity = capacityEstimate(
  sleds.map((s) => ({
    usableHardwareThreads: s.usable_hardware_threads,
    usablePhysicalRam: s.usable_physical_ram,
  })),
)
const siloNames = (page: Page) =>
  page.getByRole('table', { name: 'Silo quotas' }).locator('tbody tr[data-row] td:nth-child(1)')

test('fleet quotas: each silo against its quotas, sorted, and an edit that over-commits the CPUs', async ({
  page,
}) => {
  test.slow()
  await visit(page, '/system/quotas')
  await expect(page).toHaveTitle(/^Fleet quotas · /)
  const maple = quota(silo.id)
  const partner = quota(otherSilo.id)
  await expectRowTexts(page, 'maple', [
    `${formatCpus(provisioned.cpus)} / ${formatCpus(maple.cpus)}`,
    `${memoryText(provisioned.memory)} / ${memoryText(maple.memory)}`,
    `${storageText(provisioned.storage)} / ${storageText(maple.storage)}`,
  ])
  await expect(row(page, 'partner-labs')).toContainText(`0 / ${formatCpus(partner.cpus)}`)
  const cpus = page.getByRole('region', { name: 'CPUs' })
  // every seeded silo's quota (maple, partner-labs, northwind)
  const sum = siloQuotas.reduce((t, q) => t + q.cpus, 0)
  expect(sum).toBeLessThan(capacity.cpus)
  await expect(cpus).toContainText(`Sum of quotas${formatCpus(sum)}`)
  await expect(cpus).toContainText(`Capacity${formatCpus(capacity.cpus)}`)
  await expect(cpus).toContainText(`Committed${Math.round((sum / capacity.cpus) * 100)}%`)
  await expect(cpus).toContainText('within capacity')
  await expect(page.getByRole('status').filter({ hasText: 'quotas' })).toHaveText(
    'The quotas together fit the rack.',
  )
  await expectNoA11yViolations(page)

  // sort by the CPU quota: partner-labs (32) first, then the other way round
  await page.getByRole('button', { name: 'CPUs', exact: true }).click()
  await expect(page).toHaveURL(/[?&]sort=cpus\b/)
  await expect(siloNames(page)).toHaveText(['partner-labs', 'northwind', 'maple'])
  await page.getByRole('button', { name: 'CPUs', exact: true }).click()
  await expect(siloNames(page)).toHaveText(['maple', 'northwind', 'partner-labs'])

  await page.getByRole('button', { name: 'Actions for partner-labs' }).click()
  await page.getByRole('menuitem', { name: 'Edit quotas' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit quotas' })
  // more than the rack has, whatever its sleds
  const big = Math.ceil(capacity.cpus) + 100
  await dialog.getByRole('textbox', { name: 'CPUs' }).fill(String(big))
  await dialog.getByRole('button', { name: 'Save quotas' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(toast(page, 'Quotas of partner-labs updated')).toBeVisible()
  await expect(row(page, 'partner-labs')).toContainText(`0 / ${formatCpus(big)}`)
  // memory and storage were not sent, so they stay
  await expect(row(page, 'partner-labs')).toContainText(`/ ${memoryText(partner.memory)}`)
  const over = sum - partner.cpus + big
  await expect(cpus).toContainText(`Sum of quotas${formatCpus(over)}`)
  await expect(cpus).toContainText(`Committed${Math.round((over / capacity.cpus) * 100)}%`)
  await expect(cpus).toContainText('over-committed')
  await expect(page.getByRole('status').filter({ hasText: 'quotas' })).toHaveText(
    'Over-committed: the quotas promise more CPUs than the rack has.',
  )
})

test('a fleet viewer sees the fleet pages read-only, each change disabled with the reason', async ({
  page,
}) => {
  await signInAs(page, 'katherine', '/system/access')
  await expect(row(page, 'Katherine Johnson')).toBeVisible()
  const fleetAdmin = FLEET_VIEWER_REASON
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Add user or group' }),
    fleetAdmin,
  )
  await roleAssignments(page).getByRole('button', { name: 'Actions for Katherine Johnson' }).click()
  for (const name of ['Change role', 'Remove'])
    await expect(page.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true')
  await closeMenu(page)
  await expectNoA11yViolations(page)

  // the API shows certificates to admins only: the page says why, and New is disabled
  await navigate(page, '/system/certificates')
  await expect(page.getByText('You cannot see the silo’s certificates')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Certificates' })).toHaveCount(0)
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'New certificate' }),
    'Requires the admin role on the fleet, or the admin role on the silo; yours are viewer and viewer',
  )
  await expectNoA11yViolations(page)

  await navigate(page, '/system/quotas')
  await expect(row(page, 'partner-labs')).toBeVisible()
  await page.getByRole('button', { name: 'Actions for partner-labs' }).click()
  await expectDisabledWith(
    page,
    page.getByRole('menuitem', { name: 'Edit quotas' }),
    'Requires the collaborator role or higher on the fleet; yours is viewer',
  )
  await closeMenu(page)
  await expectNoA11yViolations(page)
})

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the fleet quotas page fits a phone', async ({ page }) => {
    await visit(page, '/system/quotas')
    await expect(row(page, 'maple')).toBeVisible()
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    )
    expect(fits).toBe(true)
  })
})
