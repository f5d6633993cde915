import type { Locator, Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { expectRowTexts, row, rowAction } from './tables'
import { expect, test, toast, visit } from './utils'

/** Issue 13: a VPC's firewall rules, the rule set sent back whole, and the impact preview. */
const base = '/projects/web-frontend/vpcs/default'
const RULES = '/v1/vpc-firewall-rules?project=web-frontend&vpc=default'

type WireRule = Record<string, unknown> & { name: string }

/** The rules as the mock stores them, read the way the console reads them (its API). */
const storedRules = (page: Page) =>
  page.evaluate(async (url) => {
    const res = await fetch(url)
    return ((await res.json()) as { rules: WireRule[] }).rules
  }, RULES)

/** A rule without what every PUT renews (its id and times), as JSON text. */
const bytes = ({ id: _, time_created: __, time_modified: ___, ...rule }: WireRule) =>
  JSON.stringify(rule)

async function pick(page: Page, scope: Locator, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('the rules table: priority, name, action, direction, targets, filters, status', async ({
  page,
}) => {
  await visit(page, `${base}/firewall-rules`)
  const table = page.getByRole('table', { name: 'Firewall rules' })
  for (const header of ['Priority', 'Name', 'Action', 'Direction', 'Targets', 'Filters', 'Status'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  await expectRowTexts(page, 'allow-ssh', [
    '65534',
    'allow',
    'inbound',
    'VPC default',
    'ProtocolsTCP',
    'Ports22',
  ])
  await expect(row(page, 'allow-internal-inbound')).toContainText('HostsVPC default')
  await expect(row(page, 'allow-icmp')).toContainText('enabled')
  await expectNoA11yViolations(page)
})

test('create a rule: every kind of target, host, protocol and port, with the spec’s messages', async ({
  page,
}) => {
  await visit(page, `${base}/firewall-rules`)
  await page.getByRole('link', { name: 'New rule' }).click()
  await expect(page).toHaveURL(`${base}/firewall-rules-new`)
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('allow-web')
  await form.getByRole('textbox', { name: 'Priority' }).fill('200')

  // targets: names from the project, an address, a network; no item twice
  await pick(page, form, 'Target type', 'Subnet')
  await pick(page, form, 'Target Subnet name', 'edge')
  await form.getByRole('button', { name: 'Add target' }).click()
  await pick(page, form, 'Target type', 'Instance')
  await pick(page, form, 'Target Instance name', 'web-2')
  await form.getByRole('button', { name: 'Add target' }).click()
  await pick(page, form, 'Target type', 'Instance')
  await pick(page, form, 'Target Instance name', 'web-2')
  await form.getByRole('button', { name: 'Add target' }).click()
  await expect(form.getByText('Items must be unique')).toBeVisible()
  await pick(page, form, 'Target type', 'IP')
  const targetIp = form.getByRole('textbox', { name: 'Target IP address' })
  await targetIp.fill('172.30.0.256')
  await form.getByRole('button', { name: 'Add target' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await targetIp.fill('172.30.0.9')
  await targetIp.press('Enter')
  await expect(form.getByRole('list', { name: 'Targets' })).toContainText('IP 172.30.0.9')

  // host filters: each of the four CIDR messages, then a network and a VPC
  await pick(page, form, 'Host filter type', 'IP network')
  const net = form.getByRole('textbox', { name: 'Host filter IP network' })
  const cases: [string, string][] = [
    ['203.0.113.0', 'Must contain an IP address and a width, separated by a /'],
    ['203.0.113.0/2x', 'Width must be an integer'],
    ['203.0.113.0/33', 'Max width for IPv4 is 32'],
    ['2001:db8::/129', 'Max width for IPv6 is 128'],
    ['203.0.113/24', 'Not a valid IP address'],
  ]
  for (const [text, message] of cases) {
    await net.fill(text)
    await form.getByRole('button', { name: 'Add host filter' }).click()
    await expect(form.getByText(message)).toBeVisible()
  }
  await net.fill('203.0.113.0/24')
  await form.getByRole('button', { name: 'Add host filter' }).click()
  await pick(page, form, 'Host filter type', 'VPC')
  await pick(page, form, 'Host filter VPC name', 'default')
  await form.getByRole('button', { name: 'Add host filter' }).click()

  // protocols: TCP, and ICMP with a type and code range
  await form.getByRole('button', { name: 'Add protocol' }).click()
  await form.getByRole('button', { name: 'Add protocol' }).click()
  await expect(form.getByText('Items must be unique')).toBeVisible()
  await pick(page, form, 'Protocol', 'ICMP')
  await form.getByRole('textbox', { name: 'ICMP type' }).fill('3')
  await form.getByRole('textbox', { name: 'ICMP code' }).fill('0-4')
  await form.getByRole('button', { name: 'Add protocol' }).click()
  await expect(form.getByRole('list', { name: 'Protocols' })).toContainText('ICMP type 3 code 0-4')

  // ports: the port rule, ranges, no port twice
  const port = form.getByRole('textbox', { name: 'Port or port range' })
  for (const bad of ['http', '90-80', '123456']) {
    await port.fill(bad)
    await form.getByRole('button', { name: 'Add port' }).click()
    await expect(form.getByText('Not a valid port range')).toBeVisible()
  }
  await port.fill(' 80 ')
  await port.press('Enter')
  await port.fill('8000-8080')
  await port.press('Enter')
  await port.fill('80')
  await port.press('Enter')
  await expect(form.getByText('Items must be unique')).toBeVisible()
  await form.getByRole('button', { name: 'Remove 8000-8080' }).click()
  await expectNoA11yViolations(page)

  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(toast(page, 'Firewall rule allow-web created')).toBeVisible()
  await expect(page).toHaveURL(`${base}/firewall-rules`)
  const created = (await storedRules(page)).find((r) => r.name === 'allow-web')
  expect(created).toMatchObject({
    priority: 200,
    action: 'allow',
    direction: 'inbound',
    status: 'enabled',
    targets: [
      { type: 'subnet', value: 'edge' },
      { type: 'instance', value: 'web-2' },
      { type: 'ip', value: '172.30.0.9' },
    ],
    filters: {
      hosts: [
        { type: 'ip_net', value: '203.0.113.0/24' },
        { type: 'vpc', value: 'default' },
      ],
      protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmp_type: 3, code: '0-4' } }],
      ports: ['80'],
    },
  })
  await expect(row(page, 'allow-web')).toContainText('Subnet edge')
})

test('editing one rule sends every other rule back byte for byte', async ({ page }) => {
  await visit(page, `${base}/firewall-rules`)
  // rules of every odd shape the API allows, put there by another client
  await page.evaluate(async (url) => {
    const res = await fetch(url)
    const { rules } = (await res.json()) as { rules: Record<string, unknown>[] }
    const keep = rules.map(
      ({ id: _, vpc_id: __, time_created: ___, time_modified: ____, ...r }) => r,
    )
    const extra = [
      {
        name: 'odd-shapes',
        description: 'empty lists, a code-less ICMP type, ICMPv6, a range',
        status: 'disabled',
        direction: 'outbound',
        action: 'deny',
        priority: 0,
        targets: [],
        filters: {
          hosts: [],
          ports: ['1-65535'],
          protocols: [
            { type: 'icmp', value: { icmp_type: 8, code: null } },
            { type: 'icmp6', value: null },
            { type: 'udp' },
          ],
        },
      },
      {
        name: 'by-address',
        description: '',
        status: 'enabled',
        direction: 'inbound',
        action: 'allow',
        priority: 65535,
        targets: [{ type: 'ip_net', value: 'fd12:7a3b:9c01::/64' }],
        filters: { hosts: [{ type: 'ip', value: '2001:db8::1' }], ports: null, protocols: null },
      },
    ]
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [...keep, ...extra] }),
    })
    if (!put.ok) throw new Error(`PUT ${put.status}: ${await put.text()}`)
  }, RULES)
  const before = await storedRules(page)
  expect(before.map((r) => r.name)).toEqual([
    'allow-icmp',
    'allow-internal-inbound',
    'allow-ssh',
    'by-address',
    'odd-shapes',
  ])
  // the list learns of them from the next change it makes: a delete, which reads the set fresh
  await rowAction(page, 'allow-icmp', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete firewall rule' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row(page, 'odd-shapes')).toBeVisible()

  await rowAction(page, 'allow-ssh', 'Edit')
  await expect(page).toHaveURL(`${base}/firewall-rules/allow-ssh/edit`)
  const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('allow-ssh')
  await form.getByRole('textbox', { name: 'Port or port range' }).fill('2222')
  await form.getByRole('button', { name: 'Add port' }).click()
  await expectNoA11yViolations(page)
  // the review shows the one request: the whole set, sent from there as reviewed
  await form.getByRole('button', { name: 'Review' }).click()
  const review = page.getByRole('dialog', { name: 'Review request' })
  await expect(review).toContainText('PUT/v1/vpc-firewall-rules')
  const body = JSON.parse(
    (await review.getByRole('region', { name: 'Request body' }).textContent()) ?? '',
  )
  expect(body.rules.map((r: WireRule) => r.name)).toEqual([
    'allow-internal-inbound',
    'allow-ssh',
    'by-address',
    'odd-shapes',
  ])
  await review.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Firewall rule allow-ssh updated')).toBeVisible()

  const after = await storedRules(page)
  // after a delete and an edit from the console, the rules neither touched are as they were
  const others = (rules: WireRule[]) =>
    rules.filter((r) => r.name !== 'allow-ssh' && r.name !== 'allow-icmp').map(bytes)
  expect(others(after)).toEqual(others(before))
  const ssh = after.find((r) => r.name === 'allow-ssh')
  expect(ssh?.filters).toEqual({ hosts: null, ports: ['22', '2222'], protocols: [{ type: 'tcp' }] })
  await expect(row(page, 'allow-ssh')).toContainText('22, 2222')
})

test('clone a rule: every field comes along under a new name', async ({ page }) => {
  await visit(page, `${base}/firewall-rules`)
  await rowAction(page, 'allow-ssh', 'Clone')
  await expect(page).toHaveURL(`${base}/firewall-rules-new/allow-ssh`)
  // the tab stays the current one behind the form (which makes the page behind it inert)
  await expect(
    page.locator('nav[aria-label="VPC"] a', { hasText: 'Firewall rules' }),
  ).toHaveAttribute('aria-current', 'page')
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'allow-ssh-copy',
  )
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'allow inbound TCP connections on port 22 from anywhere',
  )
  await expect(form.getByRole('textbox', { name: 'Priority' })).toHaveValue('65534')
  await expect(form.getByRole('checkbox', { name: 'Enabled' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Allow' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Incoming' })).toBeChecked()
  await expect(form.getByRole('list', { name: 'Targets' })).toHaveText('VPC default')
  await expect(form.getByRole('list', { name: 'Protocols' })).toHaveText('TCP')
  await expect(form.getByRole('list', { name: 'Ports' })).toHaveText('22')
  // the copy repeats the original, and the preview says so
  await expect(form.getByRole('list', { name: 'Rule warnings' })).toContainText(
    'allow-ssh-copy duplicates allow-ssh',
  )
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('allow-ssh')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByText('Another rule of this VPC has this name').first()).toBeVisible()
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('ssh-again')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(toast(page, 'Firewall rule ssh-again created')).toBeVisible()
  await expect(row(page, 'ssh-again')).toContainText('Ports22')

  await visit(page, `${base}/firewall-rules-new/no-such-rule`)
  await expect(page.getByText('Page not found')).toBeVisible()
})

test('delete a rule, and several at once', async ({ page }) => {
  await visit(page, `${base}/firewall-rules`)
  await rowAction(page, 'allow-icmp', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete firewall rule' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Firewall rule allow-icmp deleted')).toBeVisible()
  await expect(row(page, 'allow-icmp')).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select allow-ssh' }).click()
  await page.getByRole('checkbox', { name: 'Select allow-internal-inbound' }).click()
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete 2 firewall rules' }).click()
  await expect(page.getByRole('region', { name: 'Delete firewall rules progress' })).toContainText(
    '2 of 2 finished',
  )
  // each delete read the set the other left: none came back
  await expect(page.getByRole('heading', { name: 'No firewall rules' })).toBeVisible()
  expect(await storedRules(page)).toEqual([])
})

test('the impact preview: what a rule opens and closes, and the rules it shadows', async ({
  page,
}) => {
  await visit(page, `${base}/firewall-rules-new`)
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  const preview = form.getByRole('region', { name: 'Impact of this change' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('web-in')
  await pick(page, form, 'Target type', 'Instance')
  await pick(page, form, 'Target Instance name', 'web-2')
  await form.getByRole('button', { name: 'Add target' }).click()
  await form.getByRole('button', { name: 'Add protocol' }).click()
  for (const p of ['80', '443']) {
    await form.getByRole('textbox', { name: 'Port or port range' }).fill(p)
    await form.getByRole('button', { name: 'Add port' }).click()
  }
  const changes = preview.getByRole('list', { name: 'Traffic changes' })
  await expect(changes.getByRole('listitem')).toHaveCount(1)
  await expect(changes).toContainText('Now reachable')
  await expect(changes).toContainText(
    'web-2 becomes reachable on TCP 80, 443 from anywhere outside the VPC',
  )
  await expectNoA11yViolations(page)

  // a deny before the defaults: web-2 loses what the VPC's own traffic had
  await form.getByRole('radio', { name: 'Deny' }).click()
  await expect(changes).toContainText(
    'web-2 becomes unreachable on TCP 80, 443 from anywhere in VPC default',
  )

  // a deny of everything at priority 0 leaves the default allow rules nothing to decide
  await form.getByRole('button', { name: 'Remove Instance web-2' }).click()
  await form.getByRole('button', { name: 'Remove TCP' }).click()
  for (const p of ['80', '443']) await form.getByRole('button', { name: `Remove ${p}` }).click()
  await form.getByRole('textbox', { name: 'Priority' }).fill('0')
  await expect(changes).toContainText(
    'become unreachable on all protocols and ports from anywhere in VPC default',
  )
  await expect(changes).toContainText(
    'become unreachable on TCP 22; ICMP from anywhere outside the VPC',
  )
  const warnings = preview.getByRole('list', { name: 'Rule warnings' })
  for (const rule of ['allow-icmp', 'allow-internal-inbound', 'allow-ssh'])
    await expect(warnings).toContainText(
      `${rule} never applies: web-in (priority 0) decides all the traffic it matches first`,
    )

  // disabled, the rule changes nothing
  await form.getByRole('checkbox', { name: 'Enabled' }).click()
  await expect(preview).toContainText("No instance's traffic changes.")
})
