import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expectDisabledWith, FLEET_VIEWER_REASON } from './roles'
import { expectRowMenu, row, rowAction } from './tables'
import { choose, expect, signInAs, test, toast, visit } from './utils'

const BGP = '/system/networking/bgp'
const BFD = '/system/networking/bfd'
const ADMIN_ONLY = FLEET_VIEWER_REASON

test('peers, their messages and the routes', async ({ page }) => {
  await visit(page, BGP)
  await expect(page).toHaveURL(`${BGP}/peers`)
  const up = row(page, '172.20.15.1')
  await expect(up).toContainText('switch0')
  await expect(up).toContainText('established')
  await expect(up).toContainText('65001')
  await expect(up).toContainText(/\dd \d+h/)
  const down = row(page, '172.20.15.5')
  await expect(down).toContainText('active')
  await expect(down).toContainText('Not learned yet')
  // the first uplink's peer has a BFD session (rack setup's), the second none
  await expect(up.getByRole('cell').nth(6)).toHaveText('up')
  await expect(down.getByRole('cell').nth(6)).toHaveText('Off')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'History of 172.20.15.1 on switch0' }).click()
  await expect(page).toHaveURL(/\/bgp\/history\?asn=65002&peer=switch0%2F172\.20\.15\.1$/)
  const messages = page.getByRole('table', { name: 'Messages with switch0: 172.20.15.1' })
  await expect(
    messages.getByRole('row').filter({ hasText: 'AS 65001, router ID 172.20.15.1, hold time 6s' }),
  ).toContainText('Received')
  await expect(
    messages.getByRole('row').filter({ hasText: 'announces 198.51.100.0/24' }),
  ).toContainText('Sent')
  await expectNoA11yViolations(page)
  await page.getByRole('combobox', { name: 'Peer' }).selectOption('switch1/172.20.15.5')
  await expect(
    page
      .getByRole('table', { name: 'Messages with switch1: 172.20.15.5' })
      .getByRole('row')
      .filter({ hasText: 'Notification' }),
  ).toContainText('hold timer expired')

  await page.getByRole('link', { name: 'Routes' }).click()
  await expect(
    page.getByRole('table', { name: 'Exported routes' }).getByRole('row', { name: /198\.51\.100/ }),
  ).toContainText('172.20.15.1')
  await expect(
    page
      .getByRole('table', { name: 'Imported routes' })
      .getByRole('row', { name: /0\.0\.0\.0\/0/ }),
  ).toContainText('172.20.15.1')
  await expectNoA11yViolations(page)
})

test('configurations: create, edit, delete; one in use stays', async ({ page }) => {
  await visit(page, `${BGP}/configs`)
  await expect(row(page, 'as65002')).toContainText('65002')
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'New configuration' }).click()
  const create = page.getByRole('dialog', { name: 'Create BGP configuration' })
  await expectNoA11yViolations(page)
  await create.getByRole('textbox', { name: 'Name' }).fill('edge-lab')
  const asn = create.getByRole('textbox', { name: 'ASN' })
  await asn.fill('65.1')
  await choose(page, 'Announce set', 'as65002-announce')
  const submit = create.getByRole('button', { name: 'Create configuration' })
  await submit.click()
  await expect(asn).toHaveAccessibleDescription(/ASN must be a whole number$/)
  // one configuration per ASN: the server's word, the input kept
  await asn.fill('65002')
  await submit.click()
  await expect(create).toContainText('Cannot have more than one configuration per ASN')
  await expect(asn).toHaveValue('65002')
  await asn.fill('65010')
  await submit.click()
  await expect(toast(page, 'BGP configuration edge-lab created')).toBeVisible()
  await expect(row(page, 'edge-lab')).toContainText('65010')

  await rowAction(page, 'edge-lab', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit BGP configuration' })
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('edge-lab')
  await expectNoA11yViolations(page)
  await edit.getByRole('textbox', { name: 'Name' }).fill('as65002')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    /Another BGP configuration has this name$/,
  )
  await edit.getByRole('textbox', { name: 'Name' }).fill('edge-lab')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Lab uplinks')
  await edit.getByRole('textbox', { name: 'Max paths' }).fill('4')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'BGP configuration edge-lab updated')).toBeVisible()
  await expect(row(page, 'edge-lab')).toContainText('Lab uplinks')
  await expect(row(page, 'edge-lab').getByRole('cell', { name: '4', exact: true })).toBeVisible()

  await rowAction(page, 'as65002', 'Delete')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toast(page, 'Delete BGP configuration')).toBeVisible()
  await expect(toast(page, 'BGP Config is in use and cannot be deleted')).toBeVisible()
  await rowAction(page, 'edge-lab', 'Delete')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(row(page, 'edge-lab')).toHaveCount(0)
  await expect(row(page, 'as65002')).toBeVisible()
})

test('announce sets: networks within a block, replace, delete', async ({ page }) => {
  await visit(page, `${BGP}/announce-sets`)
  await expect(row(page, 'as65002-announce')).toContainText('198.51.100.0/24')
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'New announce set' }).click()
  const create = page.getByRole('dialog', { name: 'Create announce set' })
  await create.getByRole('textbox', { name: 'Name' }).fill('lab')
  await choose(page, 'Address lot block 1', 'as65002-lot: 198.51.100.0 – 198.51.100.255')
  const network = create.getByRole('textbox', { name: 'Network 1' })
  await network.fill('10.0.0.0/24')
  await create.getByRole('button', { name: 'Create announce set' }).click()
  await expect(network).toHaveAccessibleDescription(
    /Must lie within the block 198\.51\.100\.0 – 198\.51\.100\.255$/,
  )
  await expectNoA11yViolations(page)
  await network.fill('198.51.100.128/25')
  await create.getByRole('button', { name: 'Create announce set' }).click()
  await expect(toast(page, 'Announce set lab created')).toBeVisible()
  await expect(row(page, 'lab')).toContainText('198.51.100.128/25')

  await rowAction(page, 'lab', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit announce set' })
  // the block is found again from the network: the API does not keep it
  await expect(edit.getByRole('combobox', { name: 'Address lot block 1' })).toContainText(
    'as65002-lot',
  )
  await edit.getByRole('button', { name: 'Add announcement' }).click()
  await choose(page, 'Address lot block 2', 'as65002-lot: 198.51.100.0 – 198.51.100.255')
  await edit.getByRole('textbox', { name: 'Network 2' }).fill('198.51.100.128/25')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByRole('textbox', { name: 'Network 2' })).toHaveAccessibleDescription(
    /Items must be unique$/,
  )
  await edit.getByRole('textbox', { name: 'Network 2' }).fill('198.51.100.0/26')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Announce set lab updated')).toBeVisible()
  await expect(row(page, 'lab')).toContainText('198.51.100.128/25, 198.51.100.0/26')

  await rowAction(page, 'as65002-announce', 'Delete')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toast(page, 'Announce set in use')).toBeVisible()
  await rowAction(page, 'lab', 'Delete')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(row(page, 'lab')).toHaveCount(0)
})

test('BFD: enable a session, see it, disable it', async ({ page }) => {
  await visit(page, BFD)
  await expect(row(page, '172.20.15.1')).toContainText('up')
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Enable session' }).click()
  const form = page.getByRole('dialog', { name: 'Enable BFD session' })
  await expectNoA11yViolations(page)
  const remote = form.getByRole('textbox', { name: 'Remote address' })
  await remote.fill('172.20.15.1')
  await form.getByRole('button', { name: 'Enable session' }).click()
  await expect(remote).toHaveAccessibleDescription(
    /This switch has a session with this peer already$/,
  )
  await form.getByRole('radio', { name: 'switch1' }).check()
  await remote.fill('172.20.15.5')
  await form.getByRole('radio', { name: /Multi hop/ }).check()
  await form.getByRole('button', { name: 'Enable session' }).click()
  await expect(toast(page, 'BFD session with 172.20.15.5 enabled')).toBeVisible()
  const added = row(page, '172.20.15.5')
  await expect(added).toContainText('switch1')
  await expect(added).toContainText('Multi hop')

  await rowAction(page, '172.20.15.5 on switch1', 'Disable')
  await page.getByRole('button', { name: 'Disable', exact: true }).click()
  await expect(toast(page, 'BFD session with 172.20.15.5 disabled')).toBeVisible()
  await expect(row(page, '172.20.15.5')).toHaveCount(0)
})

test('a fleet viewer reads BGP and changes none of it', async ({ page }) => {
  await signInAs(page, 'katherine', `${BGP}/configs`)
  await expect(row(page, 'as65002')).toBeVisible()
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'New configuration' }),
    ADMIN_ONLY,
  )
  await expectRowMenu(page, 'as65002', { disabled: ['Edit', 'Delete'] })
  await expectNoA11yViolations(page)

  await navigate(page, `${BGP}/announce-sets`)
  await expect(page.getByRole('button', { name: 'New announce set' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await navigate(page, `${BGP}/announce-sets/as65002-announce/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit announce set' })
  await expect(edit.getByText(ADMIN_ONLY)).toBeVisible()
  await expectNoA11yViolations(page)

  await navigate(page, `${BGP}/peers`)
  await expect(row(page, '172.20.15.1')).toContainText('established')
  // the server lets any fleet viewer enable and disable BFD sessions
  await navigate(page, BFD)
  await expect(page.getByRole('link', { name: 'Enable session' })).toBeVisible()
  await expectNoA11yViolations(page)
})
