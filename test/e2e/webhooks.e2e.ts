import { alertsSeed, legacySiem, opsChat } from '../../mock-api/data/alerts'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expectDisabledWith, FLEET_VIEWER_REASON } from './roles'
import { deleteFromPage, expectRowMenu, row, rowAction } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

const HOOKS = '/system/webhooks'
const seed = alertsSeed()
/** ops-chat's failed delivery: three attempts, HTTP 500 twice, then a timeout. */
const opsFailed = seed.alertDeliveries.find(
  (d) => d.receiver_id === opsChat.id && d.state === 'failed',
)
if (!opsFailed) throw new Error('seed: ops-chat has a failed delivery')

test('the list, and a new webhook checked as the server checks it', async ({ page }) => {
  await visit(page, HOOKS)
  await expect(page).toHaveTitle(/^Webhooks · /)
  await expect(row(page, 'ops-chat')).toContainText('https://chat.example.net/hooks/oxide')
  await expect(row(page, 'ops-chat')).toContainText('1 subscription')
  await expect(row(page, 'legacy-siem')).toContainText('2 subscriptions')
  // the newest delivery of each, read when asked (a read per receiver is none of the load's):
  // pending for pager-bridge, failed for ops-chat
  await page.getByRole('button', { name: 'Check the last delivery to pager-bridge' }).click()
  await expect(row(page, 'pager-bridge')).toContainText('pending')
  await page.getByRole('button', { name: 'Check the last delivery to ops-chat' }).click()
  await expect(row(page, 'ops-chat')).toContainText('failed')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New webhook' }).click()
  await expect(page).toHaveURL(`${HOOKS}-new`)
  const form = page.getByRole('dialog', { name: 'Create webhook' })
  await expectNoA11yViolations(page)
  const endpoint = form.getByRole('textbox', { name: 'Endpoint URL' })
  const subscriptions = form.getByRole('textbox', { name: 'Subscriptions' })
  await form.getByRole('textbox', { name: 'Name' }).fill('ops-chat')
  await endpoint.fill('http://127.0.0.1:9000/hook')
  await form.getByLabel('Secret').fill('s3cret-value')
  await subscriptions.fill('hardware.**\nhardware.psu*')
  await form.getByRole('button', { name: 'Create webhook' }).click()
  await expect(endpoint).toHaveAccessibleDescription(/Must not be a loopback address/)
  await expect(subscriptions).toHaveAccessibleDescription(/hardware\.psu\*: Use dot-separated/)
  await endpoint.fill('https://hooks.example.com/oxide')
  await subscriptions.fill('hardware.**\nprobe')
  await form.getByRole('button', { name: 'Create webhook' }).click()
  await expect(subscriptions).toHaveAccessibleDescription(/probe: Probes are sent with Send probe/)
  await subscriptions.fill('hardware.**')
  // a taken name is the server's refusal: on the field, the input kept
  await form.getByRole('button', { name: 'Create webhook' }).click()
  const name = form.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveAccessibleDescription(/Webhook name already exists/)
  await expect(endpoint).toHaveValue('https://hooks.example.com/oxide')
  await name.fill('pager-2')
  await form.getByRole('button', { name: 'Create webhook' }).click()
  await expect(toast(page, 'Webhook pager-2 created')).toBeVisible()
  await expect(page).toHaveURL(`${HOOKS}/pager-2/deliveries`)
  await expect(page.getByRole('heading', { level: 1, name: 'pager-2' })).toBeVisible()
  await expect(page.getByText('No deliveries')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Secrets (1)' })).toBeVisible()
})

test('deliveries: attempts, the state filter, a support handoff and a resend', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, `${HOOKS}/ops-chat`)
  await expect(page).toHaveURL(`${HOOKS}/ops-chat/deliveries`)
  await expect(page).toHaveTitle(/^Deliveries · ops-chat · Webhooks · /)
  const failed = page.getByRole('row').filter({ hasText: 'failed' }).first()
  await expect(failed).toContainText('hardware.power_shelf.psu.remove')
  await expect(failed).toContainText('#1 HTTP error 500 · 212 ms')
  await expect(failed).toContainText('#3 timed out')
  await expectNoA11yViolations(page)

  await page.getByRole('combobox', { name: 'State' }).selectOption('delivered')
  await expect(page).toHaveURL(/state=delivered/)
  await expect(page.getByRole('row').filter({ hasText: 'failed' })).toHaveCount(0)
  await expect(page.getByRole('row').filter({ hasText: 'delivered' })).toHaveCount(1)
  await page.getByRole('combobox', { name: 'State' }).selectOption('failed')
  await expect(page.getByRole('row').filter({ hasText: 'delivered' })).toHaveCount(0)

  await page.getByRole('button', { name: `Copy for support: delivery ${opsFailed.id}` }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const clip = await page.evaluate(() => navigator.clipboard.readText())
  expect(clip.split('\n').slice(0, 5)).toEqual([
    'Oxide webhook delivery',
    `Delivery ID: ${opsFailed.id}`,
    `Alert ID: ${opsFailed.alert_id}`,
    `Time: ${new Date(opsFailed.time_started).toISOString()}`,
    `Receiver: ops-chat (${opsChat.id})`,
  ])
  expect(clip).toContain('Alert class: hardware.power_shelf.psu.remove')
  expect(clip).toContain('Attempt 3: failed_timeout, no response')

  await rowAction(page, opsFailed.id, 'Resend')
  const confirm = page.getByRole('dialog', { name: 'Resend alert' })
  await expect(confirm).toContainText(opsFailed.alert_id)
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Resend' }).click()
  await expect(toast(page, 'Resend started')).toBeVisible()
  await page.getByRole('combobox', { name: 'State' }).selectOption('all')
  await expect(page.getByRole('row').filter({ hasText: 'resend' })).toHaveCount(1)
})

test('send probe: the result of a failing and of a healthy receiver', async ({ page }) => {
  // at 390 px wide, as a phone: the page never scrolls sideways (the table scrolls in its box)
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, `${HOOKS}/ops-chat/deliveries`)
  await expect(page.getByRole('heading', { level: 1, name: 'ops-chat' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Send probe' }).click()
  const probe = page.getByRole('dialog', { name: 'Send probe' })
  await expectNoA11yViolations(page)
  await probe.getByRole('button', { name: 'Send probe' }).click()
  const result = page.getByRole('dialog', { name: 'Probe result' })
  await expect(result).toContainText('The receiver did not accept the probe.')
  await expect(result).toContainText('#1 HTTP error 500 · 204 ms')
  await expect(result.getByRole('button', { name: 'Copy for support' })).toBeVisible()
  await expectNoA11yViolations(page)
  await result.getByRole('button', { name: 'Done' }).click()
  await expect(result).toBeHidden()

  await navigate(page, `${HOOKS}/pager-bridge/deliveries`)
  await page.getByRole('button', { name: 'Send probe' }).click()
  await page.getByRole('checkbox', { name: /Resend failed alerts/ }).check()
  await page
    .getByRole('dialog', { name: 'Send probe' })
    .getByRole('button', { name: 'Send probe' })
    .click()
  const ok = page.getByRole('dialog', { name: 'Probe result' })
  await expect(ok).toContainText('The receiver accepted the probe.')
  await expect(ok).toContainText('#1 succeeded 200')
  // its failed alert was delivered on a resend already: none is left to start again
  await expect(ok.getByRole('definition').filter({ hasText: /^0$/ })).toBeVisible()
})

test('subscriptions, secrets, edit and delete', async ({ page }) => {
  await visit(page, `${HOOKS}/legacy-siem/subscriptions`)
  await expect(row(page, 'hardware.power_shelf.*.remove')).toContainText('Glob')
  await expect(row(page, 'hardware.power_shelf.*.remove')).toContainText(
    'hardware.power_shelf.psu.remove',
  )
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Add subscription' }).click()
  const add = page.getByRole('dialog', { name: 'Add subscription' })
  const field = add.getByRole('textbox', { name: 'Alert class or glob' })
  await field.fill('hardware.nope')
  await add.getByRole('button', { name: 'Add subscription' }).click()
  await expect(field).toHaveAccessibleDescription(/No alert class is named hardware.nope/)
  await field.fill('hardware.**')
  await add.getByRole('button', { name: 'Add subscription' }).click()
  await expect(toast(page, 'Subscribed to hardware.**')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Subscriptions (3)' })).toBeVisible()
  await rowAction(page, 'hardware.power_shelf.psu.insert', 'Remove')
  await page
    .getByRole('dialog', { name: 'Remove subscription' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(toast(page, 'Subscription hardware.power_shelf.psu.insert removed')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Subscriptions (2)' })).toBeVisible()

  await page.getByRole('link', { name: 'Secrets (1)' }).click()
  await expect(page).toHaveTitle(/^Secrets · legacy-siem · /)
  await page.getByRole('button', { name: 'Add secret' }).click()
  const secret = page.getByRole('dialog', { name: 'Add secret' })
  await secret.getByRole('textbox', { name: 'Secret' }).fill('rotated-key-2026')
  await secret.getByRole('button', { name: 'Add secret' }).click()
  await expect(page.getByText('Its value, as you typed it, is shown only now:')).toBeVisible()
  await expect(page.getByText('rotated-key-2026')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Secrets (2)' })).toBeVisible()
  await expectNoA11yViolations(page)
  const old = seed.webhookSecrets.find((s) => s.receiver_id === legacySiem.id)
  if (!old) throw new Error('seed: legacy-siem has a secret')
  await rowAction(page, old.id, 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete secret' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Secret deleted')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Secrets (1)' })).toBeVisible()

  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit webhook' })
  await expectNoA11yViolations(page)
  // the server answers a taken name with a 500 here: the form says it first
  await edit.getByRole('textbox', { name: 'Name' }).fill('pager-bridge')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    /Webhook name already exists/,
  )
  await edit.getByRole('textbox', { name: 'Name' }).fill('siem')
  await edit.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://siem.example.org/v2')
  await edit.getByRole('textbox', { name: 'Subscriptions' }).fill('hardware.**')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Webhook siem updated')).toBeVisible()
  await expect(page).toHaveURL(`${HOOKS}/siem/deliveries`)
  await expect(page.getByText('https://siem.example.org/v2')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Subscriptions (1)' })).toBeVisible()

  await deleteFromPage(page, 'webhook', 'siem', HOOKS)
})

test('a fleet viewer sees everything, may probe, and changes nothing', async ({ page }) => {
  await signInAs(page, 'katherine', HOOKS)
  await expect(row(page, 'ops-chat')).toContainText('1 subscription')
  const reason = FLEET_VIEWER_REASON
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'New webhook' }),
    'Requires the collaborator role or higher on the fleet; yours is viewer',
  )
  await expectRowMenu(page, 'ops-chat', { disabled: ['Edit', 'Delete'] })
  await expectNoA11yViolations(page)

  await navigate(page, `${HOOKS}/ops-chat/deliveries`)
  for (const name of ['Edit', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  await page.getByRole('button', { name: `Actions for ${opsFailed.id}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Resend' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Send probe' }).click()
  await page
    .getByRole('dialog', { name: 'Send probe' })
    .getByRole('button', { name: 'Send probe' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Probe result' })).toContainText('HTTP error 500')
  await page.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('link', { name: /^Subscriptions/ }).click()
  await expectDisabledWith(page, page.getByRole('button', { name: 'Add subscription' }), reason)
  await page.getByRole('link', { name: /^Secrets/ }).click()
  await expectDisabledWith(page, page.getByRole('button', { name: 'Add secret' }), reason)
  await expectNoA11yViolations(page)
})
