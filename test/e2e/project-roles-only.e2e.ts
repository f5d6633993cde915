import { expectNoA11yViolations } from './axe'
import { navigate, navLink } from './nav'
import { expectDisabledWith } from './roles'
import { row, rowAction } from './tables'
import { choose, expect, openProjectByName, signInAs, test, toast } from './utils'

/**
 * Issue 28: a user with project roles only does every project job. barbara holds no silo role
 * and no group; she collaborates on data-pipeline. The server lists the silo's projects, images
 * and IP pools to silo roles only (real-api-behaviour.md rows R1-R3), so each page and picker
 * that reads them says why in a sentence and offers what she may use.
 */
const project = '/projects/data-pipeline'
const SILO_NONE = 'Requires the collaborator role or higher on the silo; you have none'

test('barbara opens her project by name, creates an instance, a disk, a snapshot and a floating IP', async ({
  page,
}) => {
  // a sign-in and several forms, each loaded on first use
  test.setTimeout(120_000)
  await signInAs(page, 'barbara')

  // the projects page: its frame, the reason, and the way on
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(
    page.getByText('Listing the silo’s projects requires a role on the silo.'),
  ).toBeVisible()
  await expectDisabledWith(page, page.getByRole('button', { name: 'New Project' }), SILO_NONE)
  await expectNoA11yViolations(page)
  await openProjectByName(page, 'data-pipeline')

  // back on the projects page, the project she opened is offered
  await page.getByRole('link', { name: 'All projects' }).click()
  await expect(page).toHaveURL('/projects')
  await navLink(page, 'Recently opened projects', 'data-pipeline').click()
  await expect(page).toHaveURL(`${project}/instances`)

  // an instance with the defaults: the silo's images are not hers to list, the project's are
  await page.getByRole('link', { name: 'New Instance' }).click()
  await expect(page).toHaveURL(`${project}/instances-new`)
  await expect(
    page.getByText('Listing the silo’s images requires a role on the silo.'),
  ).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Silo image' })).toBeDisabled()
  await expect(page.getByRole('radio', { name: 'Project image' })).toBeChecked()
  // the pool is the silo's default, as the API takes an ephemeral IP with none named
  await expect(
    page.getByText('Listing the silo’s IP pools requires a role on the silo.'),
  ).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('textbox', { name: 'Name' }).fill('etl-3')
  await page.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^etl-golden/ }).click()
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(toast(page, 'Instance etl-3 created')).toBeVisible()
  await expect(page).toHaveURL(`${project}/instances/etl-3/storage`)
  await navLink(page, 'Instance', 'Networking').click()
  await expect(page.getByRole('table', { name: 'External IPs' })).toContainText('ephemeral')

  // a blank disk; an image disk would be one of the project's, and the form says why
  await navLink(page, 'Project', 'Disks').click()
  await page.getByRole('link', { name: 'New Disk' }).first().click()
  const disk = page.getByRole('dialog', { name: 'Create disk' })
  await disk.getByRole('radio', { name: 'Image' }).click()
  await expect(
    disk.getByText('Listing the silo’s images requires a role on the silo.'),
  ).toBeVisible()
  await disk.getByRole('radio', { name: 'Blank disk' }).click()
  await disk.getByRole('textbox', { name: 'Name' }).fill('etl-scratch')
  await disk.getByRole('button', { name: 'Create disk' }).click()
  await expect(toast(page, 'Disk etl-scratch created')).toBeVisible()
  await expect(row(page, 'etl-scratch')).toContainText('detached')

  // a snapshot of it
  await navLink(page, 'Project', 'Snapshots').click()
  await page.getByRole('link', { name: 'New Snapshot' }).first().click()
  const snapshot = page.getByRole('dialog', { name: 'Create snapshot' })
  await snapshot.getByRole('textbox', { name: 'Name' }).fill('etl-scratch-1')
  await snapshot.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: /^etl-scratch / }).click()
  await snapshot.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(toast(page, 'Snapshot etl-scratch-1 created')).toBeVisible()
  await expect(row(page, 'etl-scratch-1')).toContainText('etl-scratch')

  // a floating IP from the silo's default pool, the one she may use without listing them
  await navLink(page, 'Project', 'Floating IPs').click()
  await page.getByRole('link', { name: 'New floating IP' }).first().click()
  const ip = page.getByRole('dialog', { name: 'Create floating IP' })
  await expect(ip.getByText('The silo’s default pool is used.')).toBeVisible()
  await ip.getByRole('textbox', { name: 'Name' }).fill('etl-ip')
  await ip.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(toast(page, /^Floating IP etl-ip created \(/)).toBeVisible()
  await expect(row(page, 'etl-ip')).toBeVisible()
})

test('barbara runs her project: stops an instance, attaches a disk and a floating IP, adds a subnet, an interface and a group', async ({
  page,
}) => {
  await signInAs(page, 'barbara', `${project}/instances`)
  await rowAction(page, 'etl-runner', 'Stop')
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(toast(page, 'Stopping instance etl-runner')).toBeVisible()
  await expect(row(page, 'etl-runner')).toContainText('stopped')

  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Disks' })
    .click()
  await rowAction(page, 'warehouse-archive', 'Attach')
  const disk = page.getByRole('dialog', { name: 'Attach disk' })
  await disk.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: 'etl-scheduler (stopped)' }).click()
  await disk.getByRole('button', { name: 'Attach disk' }).click()
  await expect(toast(page, 'Disk warehouse-archive attached to etl-scheduler')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Floating IPs' })
    .click()
  await rowAction(page, 'etl-ingress', 'Attach to instance')
  const ip = page.getByRole('dialog', { name: 'Attach floating IP' })
  await ip.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: /^etl-scheduler / }).click()
  await ip.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'Floating IP etl-ingress attached to etl-scheduler')).toBeVisible()

  // networking is a collaborator's too
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'VPCs' })
    .click()
  await page.getByRole('link', { name: 'default', exact: true }).click()
  await page.getByRole('navigation', { name: 'VPC' }).getByRole('link', { name: 'Subnets' }).click()
  await page.getByRole('link', { name: 'New subnet' }).click()
  const subnet = page.getByRole('dialog', { name: 'Create subnet' })
  await subnet.getByRole('textbox', { name: 'Name', exact: true }).fill('etl-db')
  await subnet.getByRole('textbox', { name: 'IPv4 block' }).fill('172.30.8.0/22')
  await subnet.getByRole('button', { name: 'Create subnet' }).click()
  await expect(row(page, 'etl-db')).toContainText('172.30.8.0/22')

  // an interface in it on the instance she stopped, and an anti-affinity group
  await navigate(page, `${project}/instances/etl-runner/networking`)
  await page.getByRole('button', { name: 'Add network interface' }).click()
  const nic = page.getByRole('dialog', { name: 'Add network interface' })
  await nic.getByRole('textbox', { name: 'Name' }).fill('etl-db0')
  await nic.getByRole('combobox', { name: 'VPC' }).click()
  await page.getByRole('option', { name: 'default', exact: true }).click()
  await nic.getByRole('combobox', { name: 'Subnet' }).click()
  await page.getByRole('option', { name: /^etl-db/ }).click()
  await nic.getByRole('button', { name: 'Add network interface' }).click()
  await expect(toast(page, 'Network interface etl-db0 added')).toBeVisible()

  await navigate(page, `${project}/affinity-new`)
  const group = page.getByRole('dialog', { name: 'Create group' })
  await group.getByRole('textbox', { name: 'Name' }).fill('etl-apart')
  await group.getByRole('button', { name: 'Create group' }).click()
  await expect(toast(page, 'Anti-affinity group etl-apart created')).toBeVisible()
})

test('barbara uploads an image, opens a serial console, adds a firewall rule and a router with a route', async ({
  page,
}) => {
  // an upload through the in-browser mock, which decodes each chunk: slow with both workers busy
  test.setTimeout(180_000)
  await signInAs(page, 'barbara', `${project}/images`)

  // a one-chunk file, through a temporary disk the upload makes and deletes
  await page.getByRole('link', { name: 'Upload image' }).first().click()
  await expect(page).toHaveURL(`${project}/images-new`)
  const upload = page.getByRole('dialog', { name: 'Upload image' })
  await upload.getByRole('textbox', { name: 'Name' }).fill('etl-base')
  await upload.getByRole('textbox', { name: 'OS' }).fill('debian')
  await upload.getByRole('textbox', { name: 'Version' }).fill('13')
  const buffer = Buffer.alloc(512 * 1024, 7)
  await upload
    .getByLabel('Image file')
    .setInputFiles({ name: 'etl-base.raw', mimeType: 'application/octet-stream', buffer })
  await upload.getByRole('button', { name: 'Upload image' }).click()
  await expect(toast(page, 'Image etl-base uploaded')).toBeVisible({ timeout: 120_000 })
  await expect(page).toHaveURL(`${project}/images`)
  await expect(row(page, 'etl-base')).toContainText('debian')

  // the serial console of her running instance
  await navigate(page, `${project}/instances/etl-runner/connect`)
  await page.getByRole('link', { name: 'Open serial console' }).click()
  await expect(page).toHaveURL(`${project}/instances/etl-runner/serial-console`)
  await expect(page.getByRole('heading', { level: 1, name: 'Serial console' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await expect(page.locator('.xterm-rows')).toContainText('etl-runner login:')

  // a firewall rule for one of her instances
  const vpc = `${project}/vpcs/default`
  await navigate(page, `${vpc}/firewall-rules`)
  await page.getByRole('link', { name: 'New rule' }).click()
  const rule = page.getByRole('dialog', { name: 'Add firewall rule' })
  await rule.getByRole('textbox', { name: 'Name', exact: true }).fill('etl-https')
  await choose(page, 'Target type', 'Instance', rule)
  await choose(page, 'Target Instance name', 'etl-runner', rule)
  await rule.getByRole('button', { name: 'Add target' }).click()
  await rule.getByRole('button', { name: 'Add rule' }).click()
  await expect(toast(page, 'Firewall rule etl-https created')).toBeVisible()
  await expect(row(page, 'etl-https')).toContainText('etl-runner')

  // a router, and a route in it
  await navigate(page, `${vpc}/routers`)
  await page.getByRole('link', { name: 'New router' }).click()
  const router = page.getByRole('dialog', { name: 'Create router' })
  await router.getByRole('textbox', { name: 'Name' }).fill('etl-out')
  await router.getByRole('button', { name: 'Create router' }).click()
  await expect(toast(page, 'Router etl-out created')).toBeVisible()
  await expect(page).toHaveURL(`${vpc}/routers/etl-out`)
  await page.getByRole('link', { name: 'New route' }).first().click()
  const route = page.getByRole('dialog', { name: 'Create route' })
  await route.getByRole('textbox', { name: 'Name' }).fill('drop-lab')
  await route.getByRole('textbox', { name: 'Destination IP network' }).fill('10.9.0.0/16')
  await choose(page, 'Target type', 'Drop', route)
  await route.getByRole('button', { name: 'Create route' }).click()
  await expect(toast(page, 'Route drop-lab created')).toBeVisible()
  await expect(row(page, 'drop-lab')).toContainText('10.9.0.0/16')
})

test('a project she may not read is not found, and her viewer role gives its reasons', async ({
  page,
}) => {
  await signInAs(page, 'barbara')
  await openProjectByName(page, 'billing')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('You are not in any groups')).toHaveCount(0)

  await page.goBack()
  await openProjectByName(page, 'web-frontend')
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'New Instance' }),
    'Requires the limited collaborator role or higher on this project; yours is viewer',
  )
})
