import type { Locator, Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { expect, test, toast, visit } from './utils'

/** Issue 11: every create and edit form shows what it will send before it sends it. */

const project = '/projects/web-frontend'

/** The text of one of the review's code boxes. */
const code = async (review: Locator, name: string) =>
  (await review.getByRole('region', { name }).textContent()) ?? ''

const tab = (review: Locator, name: string) => review.getByRole('tab', { name }).click()

/** Nothing on the page is wider than the viewport: long lines scroll inside their box. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('review a new project, copy it, then create it from the review', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, '/projects')
  await page.getByRole('link', { name: 'New Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  const review = page.getByRole('dialog', { name: 'Review request' })

  // the same rules as submit: nothing to review while they fail
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Name is required')
  await expect(review).toHaveCount(0)

  const description = `It's "card" <b>processing</b> $(id)`
  await dialog.getByRole('textbox', { name: 'Name' }).fill('payments')
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect(review).toBeVisible()
  await expect(review).toContainText('POST/v1/projects')
  // the body as the wire carries it; user text is text, never markup
  expect(JSON.parse(await code(review, 'Request body'))).toEqual({ name: 'payments', description })
  await expect(review.locator('b')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await tab(review, 'curl')
  const curl = await code(review, 'curl command')
  expect(curl).toContain(`curl -X POST "$OXIDE_HOST"/v1/projects`)
  expect(curl).toContain(`"description": "It'\\''s \\"card\\" <b>processing</b> $(id)"`)
  await review.getByRole('button', { name: 'Copy curl command' }).click()
  await expect(review.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(curl)

  await tab(review, 'CLI')
  expect(await code(review, 'CLI command')).toBe(
    `oxide project create \\\n  --name payments \\\n  --description 'It'\\''s "card" <b>processing</b> $(id)'`,
  )

  await tab(review, 'Terraform')
  expect(await code(review, 'Terraform configuration')).toBe(
    [
      'resource "oxide_project" "payments" {',
      '  name        = "payments"',
      '  description = "It\'s \\"card\\" <b>processing</b> $(id)"',
      '}',
    ].join('\n'),
  )
  await expectNoA11yViolations(page)

  await page.setViewportSize({ width: 390, height: 800 })
  expect(await fitsWidth(page)).toBe(true)

  await review.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/payments/instances')
  await expect(toast(page, 'Project payments created')).toBeVisible()
})

test('review a new instance: what is sent is what was reviewed', async ({ page }) => {
  await visit(page, `${project}/instances-new`)
  await page.getByRole('textbox', { name: 'Name' }).fill('web-9')
  await page.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^debian-12/ }).click()
  const review = page.getByRole('dialog', { name: 'Review request' })

  // the plan's own rule, like a field's: a custom network needs an interface
  await page.getByRole('radio', { name: /^Custom Choose VPCs/ }).click()
  await page.getByRole('button', { name: 'Review' }).click()
  await expect(page.getByRole('alert')).toContainText('Add at least one network interface')
  await expect(review).toHaveCount(0)
  await page.getByRole('radio', { name: /^Default One interface/ }).click()

  await page.getByRole('button', { name: 'Review' }).click()
  await expect(review).toContainText('POST/v1/instances?project=web-frontend')
  const body = JSON.parse(await code(review, 'Request body'))
  expect(body).toMatchObject({
    name: 'web-9',
    ncpus: 2,
    memory: 8 * 2 ** 30,
    network_interfaces: { type: 'default_dual_stack' },
    external_ips: [{ type: 'ephemeral', pool_selector: { type: 'auto' } }],
  })
  const bootDisk: string = body.boot_disk.name
  expect(bootDisk).toMatch(/^web-9-debian-12-[0-9a-f]{6}$/)

  await tab(review, 'CLI')
  expect(await code(review, 'CLI command')).toMatch(
    /^oxide api '\/v1\/instances\?project=web-frontend' --method POST --input - <<'JSON'\n\{/,
  )
  await tab(review, 'Terraform')
  await expect(review).toContainText("cannot ask for the project's default network interface")
  await expectNoA11yViolations(page)

  await review.getByRole('button', { name: 'Create instance' }).click()
  await expect(toast(page, 'Instance web-9 created')).toBeVisible()
  // the generated boot disk name is the reviewed one, not a new draw
  await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText(bootDisk)
})

test('a modal form reviews its two requests in order', async ({ page }) => {
  await visit(page, `${project}/instances/web-3/storage`)
  await page.getByRole('button', { name: 'Create disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('scratch-2')
  await dialog.getByRole('button', { name: 'Review' }).click()
  const review = page.getByRole('dialog', { name: 'Review 2 requests' })
  await expect(review).toContainText('1.POST/v1/disks?project=web-frontend')
  await expect(review).toContainText('2.POST/v1/instances/web-3/disks/attach?project=web-frontend')
  expect(JSON.parse(await code(review, 'Request 2 body'))).toEqual({ disk: 'scratch-2' })
  await tab(review, 'Terraform')
  await expect(review.getByRole('region', { name: 'Terraform configuration' })).toContainText(
    'resource "oxide_disk" "scratch-2"',
  )
  await expect(review).toContainText('Attaching a disk has no Terraform equivalent of its own')
  await expectNoA11yViolations(page)

  // back to the form, which is as it was
  await review.getByRole('button', { name: 'Back to form' }).click()
  await expect(review).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('scratch-2')
  await dialog.getByRole('button', { name: 'Create and attach' }).click()
  await expect(toast(page, 'Disk scratch-2 created')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Other disks' })).toContainText('scratch-2')
})
