import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expectDisabledWith, FLEET_VIEWER_REASON } from './roles'
import { row, rowAction } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/**
 * Issue 17: the rack's inventory. The seed (mock-api/data/inventory.ts) is one rack of 16
 * sleds (BRM42220001-16; 0007 takes no new work) with 12 disks each (one of 0005's U.2s
 * expunged), two switches, and two seated sleds not yet in the rack (cubbies 20 and 21).
 */
const elevation = (page: Page) => page.getByRole('list', { name: 'Sleds in the rack' })
const sledInElevation = (page: Page, serial: string) =>
  elevation(page).getByRole('link').filter({ hasText: serial })
/** A row of one table of the page (the expunged disk is in two: the disks and the unadopted). */
const rowIn = (page: Page, table: string, text: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) })

/** The sled running this instance, asked of the mock as the page would. */
const sledOf = (page: Page, instance: string) =>
  page.evaluate(async (name) => {
    const sleds = await (await fetch('/v1/system/hardware/sleds?limit=100')).json()
    for (const sled of sleds.items as { id: string; baseboard: { serial: string } }[]) {
      const here = await (await fetch(`/v1/system/hardware/sleds/${sled.id}/instances`)).json()
      if (here.items.some((i: { name: string }) => i.name === name)) return sled
    }
    throw new Error(`${name} runs on no sled`)
  }, instance)

test('sleds: the rack elevation by measure, the list, and a provision policy change', async ({
  page,
}) => {
  await visit(page, '/system/inventory')
  await expect(page).toHaveURL('/system/inventory/sleds')
  await expect(page).toHaveTitle(/^Sleds · Inventory · /)
  await expect(elevation(page).getByRole('listitem')).toHaveCount(16)
  // by what the sled list says; a measure that reads each sled's instances is chosen
  await expect(sledInElevation(page, 'BRM42220007')).toContainText('not provisionable')
  const colourBy = page.getByLabel('Colour by')
  await colourBy.selectOption({ label: 'CPU provisioned' })
  await expect(sledInElevation(page, 'BRM42220001')).toContainText(/of 128 threads/)
  await colourBy.selectOption({ label: 'Disk faults' })
  await expect(sledInElevation(page, 'BRM42220005')).toContainText('1 disk expunged')
  await expect(sledInElevation(page, 'BRM42220004')).toContainText('0 disks expunged')
  await colourBy.selectOption({ label: 'Provision policy' })
  await expect(row(page, 'BRM42220007')).toContainText('Not provisionable')
  await expect(row(page, '20')).toContainText('BRM42220017')
  await expectNoA11yViolations(page)

  // stop placing work on a sled: the confirmation says what changes and what does not
  const sled2 = await page.evaluate(async () => {
    const sleds = await (await fetch('/v1/system/hardware/sleds?limit=100')).json()
    return sleds.items.find(
      (s: { baseboard: { serial: string } }) => s.baseboard.serial === 'BRM42220002',
    ).id as string
  })
  await rowAction(page, sled2, 'Make not provisionable')
  const dialog = page.getByRole('dialog', { name: 'Stop provisioning on this sled' })
  await expect(dialog).toContainText(
    'New instances and disks will no longer be placed on sled BRM42220002. What already runs there keeps running.',
  )
  await dialog.getByRole('button', { name: 'Make not provisionable' }).click()
  await expect(toast(page, 'Sled BRM42220002 takes no new work')).toBeVisible()
  await expect(row(page, 'BRM42220002')).toContainText('Not provisionable')
  await expect(sledInElevation(page, 'BRM42220002')).toContainText('not provisionable')
})

test('a sled’s page: its facts, the instances it runs and its disks', async ({ page }) => {
  await visit(page, '/system/inventory/sleds')
  const sled = await sledOf(page, 'web-1')
  await sledInElevation(page, sled.baseboard.serial).click()
  await expect(page).toHaveURL(`/system/inventory/sleds/${sled.id}/instances`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Sled ${sled.baseboard.serial}` }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/^Sled instances · /)
  const instances = page.getByRole('table', { name: 'Instances on this sled' })
  await expect(instances.getByRole('link', { name: 'web-1' })).toHaveAttribute(
    'href',
    '/projects/web-frontend/instances/web-1',
  )
  await expect(
    page.getByRole('table', { name: 'Disks of this sled' }).getByRole('row'),
  ).toHaveCount(13)
  await expectNoA11yViolations(page)

  // and the sled that takes no new work offers to take it again
  const sleds = await page.evaluate(
    async () => (await (await fetch('/v1/system/hardware/sleds?limit=100')).json()).items,
  )
  const seven = sleds.find(
    (s: { baseboard: { serial: string } }) => s.baseboard.serial === 'BRM42220007',
  )
  await navigate(page, `/system/inventory/sleds/${seven.id}/instances`)
  await expect(page.getByText('Nothing runs on this sled now.')).toBeVisible()
  await page.getByRole('button', { name: 'Make provisionable' }).click()
  const dialog = page.getByRole('dialog', { name: 'Resume provisioning on this sled' })
  await dialog.getByRole('button', { name: 'Make provisionable' }).click()
  await expect(toast(page, 'Sled BRM42220007 takes new work again')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Make not provisionable' })).toBeVisible()
})

test('disks and switches', async ({ page }) => {
  await visit(page, '/system/inventory/disks')
  await expect(page).toHaveTitle(/^Physical disks · /)
  // 192 disks, 50 a page: the filter finds the expunged one wherever it is
  await page.getByLabel('Filter physical disks').fill('expunged')
  await expect(page.getByRole('table', { name: 'Physical disks' }).getByRole('row')).toHaveCount(2)
  const expunged = rowIn(page, 'Physical disks', 'A005037Q')
  await expect(expunged).toContainText('Expunged')
  await expect(expunged.getByRole('link', { name: 'BRM42220005' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Switches' }).click()
  await expect(page).toHaveURL('/system/inventory/switches')
  await expect(row(page, 'BRM44220010')).toContainText('913-0000006')
  await expect(row(page, 'BRM44220011')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('disk adoption: the expunged disk, still seated, adopted again; a request withdrawn', async ({
  page,
}) => {
  await visit(page, '/system/inventory/disks')
  const unadopted = rowIn(page, 'Unadopted disks', 'A005037Q')
  await expect(unadopted).toContainText('WUS5EA138ESP7E3')
  await expect(unadopted.getByRole('link', { name: 'BRM42220005' })).toBeVisible()
  await rowAction(page, 'A005037Q', 'Enable adoption')
  const enable = page.getByRole('dialog', { name: 'Enable adoption' })
  await expect(enable).toContainText(
    'Disk 1b96 WUS5EA138ESP7E3 A005037Q in slot 3 of sled BRM42220005 will be adopted',
  )
  await enable.getByRole('button', { name: 'Enable adoption' }).click()
  await expect(toast(page, 'Adoption of disk A005037Q enabled')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Unadopted disks' })).toContainText(
    'The control plane uses every disk seated in an in-service sled.',
  )
  await expect(rowIn(page, 'Adoption requests', 'A005037Q')).toBeVisible()
  // the seed's request, for a disk not seated yet, withdrawn
  await rowAction(page, 'A0170001Q', 'Disable adoption')
  const disable = page.getByRole('dialog', { name: 'Disable adoption' })
  await disable.getByRole('button', { name: 'Disable adoption' }).click()
  await expect(toast(page, 'Adoption of disk A0170001Q disabled')).toBeVisible()
  await expect(rowIn(page, 'Adoption requests', 'A0170001Q')).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('a physical disk’s page and a switch’s page, from their tabs', async ({ page }) => {
  await visit(page, '/system/inventory/disks')
  await page.getByLabel('Filter physical disks').fill('expunged')
  await rowIn(page, 'Physical disks', 'A005037Q').getByRole('link', { name: 'A005037Q' }).click()
  await expect(page).toHaveURL('/system/inventory/disks/d15c0000-0000-4000-8000-000000000503')
  await expect(page.getByRole('heading', { level: 1, name: 'Disk A005037Q' })).toBeVisible()
  await expect(page).toHaveTitle(/^Physical disk · /)
  const facts = page.getByRole('main').locator('dl')
  await expect(facts).toContainText('WUS5EA138ESP7E3')
  await expect(facts).toContainText('U.2')
  await expect(facts).toContainText('Expunged')
  await expect(facts).toContainText('decommissioned')
  await expect(facts.getByRole('link', { name: 'BRM42220005' })).toHaveAttribute(
    'href',
    '/system/inventory/sleds/5c1ed000-0000-4000-8000-000000000005/instances',
  )
  await expect(page.getByRole('button', { name: 'Copy disk ID' })).toBeVisible()
  await expectNoA11yViolations(page)

  await navigate(page, '/system/inventory/switches')
  await row(page, 'BRM44220011').getByRole('link', { name: 'BRM44220011' }).click()
  await expect(page).toHaveURL('/system/inventory/switches/5e1c0000-0000-4000-8000-000000000002')
  await expect(page.getByRole('heading', { level: 1, name: 'Switch BRM44220011' })).toBeVisible()
  await expect(page).toHaveTitle(/^Switch · /)
  await expect(page.getByRole('main').locator('dl')).toContainText('913-0000006')
  await expectNoA11yViolations(page)
  // its rack's page: the elevation of its sleds and the membership
  await page.getByRole('link', { name: 'de608e01-b8e4-4d93-b972-a7dbed36dd22' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rack' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Sleds in the rack' }).getByRole('listitem'),
  ).toHaveCount(16)
  await expect(page.getByRole('heading', { name: 'Rack membership' })).toBeVisible()
})

test('a fleet viewer sees the inventory, each change disabled with the reason', async ({
  page,
}) => {
  await signInAs(page, 'katherine', '/system/inventory/sleds')
  const reason = FLEET_VIEWER_REASON
  const first = row(page, 'BRM42220001').getByRole('button', { name: /^Actions for / })
  await first.click()
  await expectDisabledWith(
    page,
    page.getByRole('menuitem', { name: 'Make not provisionable' }),
    reason,
  )
  await page.keyboard.press('Escape')
  await first.press('Escape')
  await sledInElevation(page, 'BRM42220003').click()
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Make not provisionable' }),
    reason,
  )
  await navigate(page, '/system/inventory/disks')
  await page.getByRole('button', { name: 'Actions for A005037Q' }).click()
  await expectDisabledWith(page, page.getByRole('menuitem', { name: 'Enable adoption' }), reason)
})

test('will it fit: room on the sleds for a size, here and on the instance form', async ({
  page,
}) => {
  await visit(page, '/system/inventory/sleds')
  const fit = page.getByRole('region', { name: 'Will it fit?' })
  // a request per sled: asked for
  await expect(fit.getByRole('status')).toContainText('Reads what each of the 16 sleds runs')
  await fit.getByRole('button', { name: 'Check the sleds' }).click()
  // 16 sleds, one of which takes no new work
  await expect(fit.getByRole('status')).toContainText(
    /^Fits on 15 of 15 sleds that take new work; the rack can take [\d,]+ more instances of this size\./,
  )
  await fit.getByLabel('vCPUs').fill('200')
  await expect(fit.getByRole('status')).toContainText(
    'Fits on 0 of 15 sleds that take new work; the rack can take 0 more instances of this size.',
  )
  await expectNoA11yViolations(page)

  // the sleds' answers are in the cache: the form says at once
  await navigate(page, '/projects/web-frontend/instances-new')
  await expect(page.getByRole('status').filter({ hasText: 'Will it fit?' })).toHaveText(
    /^Will it fit\? Yes: 15 of 15 sleds have room; the rack can take [\d,]+ more of this size\.$/,
  )
})
