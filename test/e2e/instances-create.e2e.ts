import { expectNoA11yViolations } from './axe'
import { apiCall } from './mock'
import { navLink } from './nav'
import { expect, test, toast, visit } from './utils'

const project = '/projects/web-frontend'

test('create an instance from a silo image with the defaults', async ({ page }) => {
  await visit(page, `${project}/instances`)
  await page.getByRole('link', { name: 'New Instance' }).click()
  await expect(page).toHaveURL(`${project}/instances-new`)
  await expect(page.getByRole('heading', { level: 1, name: 'Create instance' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('textbox', { name: 'Name' }).fill('web-4')
  await page.getByRole('textbox', { name: 'Description' }).fill('A fourth web server')
  await page.getByRole('radio', { name: /^Small/ }).click()
  await page.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^debian-12/ }).click()
  // the user's keys are all ticked unless unticked
  await expect(page.getByRole('checkbox', { name: /^grace-laptop/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^grace-yubikey/ })).toBeChecked()
  await page.getByRole('textbox', { name: 'User data' }).fill('#cloud-config\npackages: [nginx]')
  await page.getByRole('button', { name: 'Create instance' }).click()

  await expect(toast(page, 'Instance web-4 created')).toBeVisible()
  await expect(page).toHaveURL(`${project}/instances/web-4/storage`)
  await expect(page.getByRole('heading', { level: 1, name: 'web-4' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('1 vCPU')
  await expect(page.getByRole('main')).toContainText('2 GiB')
  // spec section 5: the boot disk's generated name, a 6-digit hex suffix at the end
  await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText(
    /web-4-debian-12-[0-9a-f]{6}/,
  )
  await navLink(page, 'Instance', 'Networking').click()
  await expect(page.getByRole('table', { name: 'External IPs' })).toContainText('ephemeral')
  await expect(page.getByRole('table', { name: 'Network interfaces' })).toContainText('default')
})

test.describe('with quick transitions', () => {
  test.use({ mockTransition: 300 })

  test('a new instance that starts on create ends up running', async ({ page }) => {
    await visit(page, `${project}/instances-new`)
    await page.getByRole('textbox', { name: 'Name' }).fill('web-5')
    await page.getByRole('radio', { name: 'Project image' }).click()
    await page.getByRole('combobox', { name: 'Image' }).click()
    await page.getByRole('option', { name: /^web-base-2025-06/ }).click()
    // the image is 6 GiB, so a smaller boot disk is refused before anything is sent
    await page.getByRole('textbox', { name: 'Disk size' }).fill('4')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page.getByText('Disk size must be at least 6').first()).toBeVisible()
    await page.getByRole('textbox', { name: 'Disk size' }).fill('8')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'web-5' })).toBeVisible()
    await expect(page.getByRole('main').getByText('running', { exact: true })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText(
      /web-5-web-base-2025-06-[0-9a-f]{6}/,
    )
  })
})

test('boot from an existing disk, with no network and no external IP', async ({ page }) => {
  await visit(page, `${project}/instances-new`)
  await page.getByRole('textbox', { name: 'Name' }).fill('offline-1')
  await page.getByRole('radio', { name: 'Existing disk' }).click()
  await page.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: /^web-scratch/ }).click()
  await page.getByRole('radio', { name: /^None/ }).click()
  await page.getByRole('checkbox', { name: 'Allocate an ephemeral IP' }).click()
  await page.getByRole('checkbox', { name: /^grace-yubikey/ }).click()
  await page.getByRole('checkbox', { name: 'Start the instance once it is created' }).click()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Create instance' }).click()

  await expect(page).toHaveURL(`${project}/instances/offline-1/storage`)
  await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText('web-scratch')
  const tabs = page.getByRole('navigation', { name: 'Instance' })
  await tabs.getByRole('link', { name: 'Networking' }).click()
  await expect(page.getByRole('table', { name: 'Network interfaces' })).toContainText(
    'No network interfaces',
  )
  await tabs.getByRole('link', { name: 'Connect' }).click()
  await expect(
    page.getByText('Keys given to the instance at creation: grace-laptop.'),
  ).toBeVisible()
})

test('custom size, extra disks, custom interfaces, a floating IP, a new key, not started', async ({
  page,
}) => {
  await visit(page, `${project}/instances-new`)
  await page.getByRole('textbox', { name: 'Name' }).fill('worker-9')
  await page
    .getByRole('radio', { name: /^Custom/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'CPUs' }).fill('3')
  await page.getByRole('textbox', { name: 'Memory' }).fill('6')

  await page.getByRole('radio', { name: 'Blank disk' }).click()
  await page.getByRole('textbox', { name: 'Disk size' }).fill('12')

  await page.getByRole('button', { name: 'Add disk' }).click()
  const addDisk = page.getByRole('dialog', { name: 'Add disk' })
  await addDisk.getByRole('textbox', { name: 'Name' }).fill('worker-9-data')
  await addDisk.getByRole('textbox', { name: 'Size' }).fill('7')
  await expectNoA11yViolations(page)
  await addDisk.getByRole('button', { name: 'Add disk' }).click()
  await page.getByRole('button', { name: 'Add disk' }).click()
  await addDisk.getByRole('radio', { name: 'Existing disk' }).click()
  await addDisk.getByRole('combobox', { name: 'Existing disk' }).click()
  await page.getByRole('option', { name: /web-scratch/ }).click()
  await addDisk.getByRole('button', { name: 'Add disk' }).click()
  const extra = page.getByRole('table', { name: 'Additional disks' })
  await expect(extra).toContainText('worker-9-data')
  await expect(extra).toContainText('web-scratch')

  await page
    .getByRole('radio', { name: /^Custom/ })
    .nth(1)
    .click()
  await page.getByRole('button', { name: 'Add network interface' }).click()
  const nic = page.getByRole('dialog', { name: 'Add network interface' })
  await nic.getByRole('textbox', { name: 'Name' }).fill('net0')
  await nic.getByRole('combobox', { name: 'VPC' }).click()
  await page.getByRole('option', { name: 'default', exact: true }).click()
  await nic.getByRole('combobox', { name: 'Subnet' }).click()
  await page.getByRole('option', { name: /^edge/ }).click()
  await nic.getByRole('button', { name: 'Add network interface' }).click()
  await expect(page.getByRole('table', { name: 'Network interfaces' })).toContainText('edge')

  await page.getByRole('checkbox', { name: 'Allocate an ephemeral IP' }).click()
  await page.getByRole('checkbox', { name: /spare-ip/ }).click()

  await page.getByRole('button', { name: 'Add SSH key' }).click()
  const key = page.getByRole('dialog', { name: 'Add SSH key' })
  await key.getByRole('textbox', { name: 'Name' }).fill('ci-runner')
  await key
    .getByRole('textbox', { name: 'Public key' })
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFz4m8R1uQWdJtYJ9w0Yh5Dk3mG2pXbVn7cQe1aL0sKt ci')
  await key.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(toast(page, 'SSH key ci-runner added')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /^ci-runner/ })).toBeChecked()

  await page.getByRole('radio', { name: /^Never/ }).click()
  await page.getByRole('checkbox', { name: 'Start the instance once it is created' }).click()
  await page.getByRole('button', { name: 'Create instance' }).click()

  await expect(page).toHaveURL(`${project}/instances/worker-9/storage`)
  const main = page.getByRole('main')
  await expect(main).toContainText('3 vCPU')
  await expect(main).toContainText('6 GiB')
  await expect(main.getByText('stopped', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText(
    /worker-9-boot-[0-9a-f]{6}/,
  )
  const others = page.getByRole('table', { name: 'Other disks' })
  await expect(others).toContainText('worker-9-data')
  await expect(others).toContainText('web-scratch')
  await navLink(page, 'Instance', 'Networking').click()
  await expect(page.getByRole('table', { name: 'External IPs' })).toContainText('spare-ip')
  await expect(page.getByRole('table', { name: 'Network interfaces' })).toContainText('edge')
  await navLink(page, 'Instance', 'Connect').click()
  await expect(page.getByText(/Keys given to the instance at creation: .*ci-runner/)).toBeVisible()
})

test('validation shows inline; a server error keeps the form as filled; over quota links the quotas', async ({
  page,
}) => {
  await visit(page, `${project}/instances-new`)
  await page.getByRole('button', { name: 'Create instance' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'issues' })
  await expect(alert).toContainText('Name is required')
  await expect(alert).toContainText('Image is required')

  await page
    .getByRole('radio', { name: /^Custom/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'CPUs' }).fill('255')
  await page.getByRole('textbox', { name: 'Name' }).fill('Web_1')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByText('Must start with a lowercase letter').first()).toBeVisible()
  await expect(page.getByText('CPUs can be at most 254').first()).toBeVisible()

  await page.getByRole('textbox', { name: 'CPUs' }).fill('2')
  await page.getByRole('textbox', { name: 'Name' }).fill('web-1')
  await page.getByRole('textbox', { name: 'Description' }).fill('keep me')
  await page.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^debian-12/ }).click()
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByRole('alert').last()).toContainText('name already exists')
  await expect(page).toHaveURL(`${project}/instances-new`)
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('web-1')
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('keep me')
  await expect(page.getByRole('combobox', { name: 'Image' })).toContainText('debian-12')
  await expect(page.getByRole('textbox', { name: 'CPUs' })).toHaveValue('2')

  // an operator has cut the silo's storage quota to 1 GiB: the boot disk takes it over, the
  // server's 507 names the quota, with a link to the silo's quotas and usage, and the form
  // keeps what was typed (issue 28)
  const cut = await apiCall(page, '/v1/system/silos/maple/quotas', {
    method: 'PUT',
    body: { storage: 2 ** 30 },
  })
  expect(cut.status).toBe(200)
  await page.getByRole('textbox', { name: 'Name' }).fill('web-big')
  await page.getByRole('button', { name: 'Create instance' }).click()
  const refusal = page.getByRole('alert').last()
  await expect(refusal).toContainText('Insufficient capacity: Storage Limit Exceeded')
  await expect(
    refusal.getByRole('link', { name: 'See the silo’s quotas and usage' }),
  ).toHaveAttribute('href', '/utilization')
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('web-big')
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('keep me')
})
