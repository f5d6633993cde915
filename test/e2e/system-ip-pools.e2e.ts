import { computeSeed } from '../../mock-api/data/compute'
import { defaultPool, v6Pool } from '../../mock-api/data/ip-pools'
import { bigToIp, ipToBig } from '../../src/util/ip'
import {
  blockSize,
  formatCount,
  freeBlocks,
  percentUsed,
  rangeBlock,
} from '../../src/util/ip-space'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expectDisabledWith } from './roles'
import { closeMenu, deleteFromPage, expectRowMenu, row, rowAction } from './tables'
import { choose, expect, signInAs, test, toast, visit } from './utils'

const POOLS = '/system/networking/ip-pools'

/** What the seed holds, counted as the server counts: distinct addresses per pool. */
const seed = computeSeed()
const taken = (poolId: string) =>
  new Set(
    [...seed.floatingIps, ...seed.externalIps, ...seed.serviceIps]
      .filter((x) => x.ip_pool_id === poolId)
      .map((x) => x.ip),
  )
const capacity = (poolId: string) =>
  seed.ipPoolRanges
    .filter((r) => r.ip_pool_id === poolId)
    .reduce((sum, r) => sum + blockSize(rangeBlock(r.range)), 0n)

/** `11 of 191 (5.8%)`, the list's and the pool page's reading of an exact pool. */
const usage = (poolId: string) => {
  const held = BigInt(taken(poolId).size)
  const of = capacity(poolId)
  return `${formatCount(held)} of ${formatCount(of)} (${percentUsed(held, of)}%)`
}

test('the list: every pool with its exact allocation, the /64 counted to the last address', async ({
  page,
}) => {
  await visit(page, POOLS)
  await expect(page).toHaveTitle(/^IP Pools · /)
  await expect(row(page, 'default')).toContainText(usage(defaultPool.id))
  await expect(row(page, 'default')).toContainText('unicast · silos')
  await expect(row(page, 'oxide-service-pool-v4')).toContainText('7 of 21 (33.3%)')
  await expect(row(page, 'oxide-service-pool-v4')).toContainText('unicast · system services')
  // 2^64 + 240 addresses: exact from the ranges; the allocated count only within the float
  expect(capacity(v6Pool.id)).toBe(18446744073709551856n)
  await expect(row(page, 'ipv6-public')).toContainText(
    'at most 2,288 of 18,446,744,073,709,551,856 ≈ 1.8E19',
  )
  await expect(row(page, 'ipv6-public')).toContainText('IPv6')
  await expectNoA11yViolations(page)

  // the filter narrows the list, on the view's own terms
  await page.getByRole('searchbox').fill('system services')
  await expect(row(page, 'oxide-service-pool-v4')).toBeVisible()
  await expect(row(page, 'default')).toHaveCount(0)
})

test('create, edit, add and remove ranges, delete', async ({ page }) => {
  await visit(page, POOLS)
  await page.getByRole('link', { name: 'New IP pool' }).click()
  await expect(page).toHaveURL(`${POOLS}-new`)
  const create = page.getByRole('dialog', { name: 'Create IP pool' })
  await expectNoA11yViolations(page)
  await create.getByRole('textbox', { name: 'Name' }).fill('lab-v4')
  await create.getByRole('textbox', { name: 'Description' }).fill('Lab addresses')
  await create.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(toast(page, 'IP pool lab-v4 created')).toBeVisible()
  await expect(page).toHaveURL(`${POOLS}/lab-v4`)
  await expect(page.getByRole('heading', { level: 1, name: 'lab-v4' })).toBeVisible()
  await expect(page.getByText('No IP ranges')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit IP pool' })
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('lab-v4')
  await expectNoA11yViolations(page)
  await edit.getByRole('textbox', { name: 'Description' }).fill('Lab addresses, rack 2')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'IP pool lab-v4 updated')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(page.getByRole('definition').getByText('Lab addresses, rack 2')).toBeVisible()

  await page.getByRole('link', { name: 'Add range' }).click()
  await expect(page).toHaveURL(`${POOLS}/lab-v4/ranges-add`)
  const add = page.getByRole('dialog', { name: 'Add IP range' })
  await expectNoA11yViolations(page)
  const first = add.getByRole('textbox', { name: 'First address' })
  const last = add.getByRole('textbox', { name: 'Last address' })
  const submit = add.getByRole('button', { name: 'Add range' })
  for (const [a, b, field, message] of [
    ['100.64.0', '100.64.0.20', first, 'Not a valid IP address'],
    ['2001:db8::1', '2001:db8::9', first, 'Must be an IPv4 address: this pool is IPv4'],
    ['100.64.0.20', '100.64.0.10', last, 'Must not come before the first address'],
  ] as const) {
    await first.fill(a)
    await last.fill(b)
    await submit.click()
    await expect(field).toHaveAccessibleDescription(new RegExp(`${message}$`))
    // react-hook-form focuses the invalid field once more in a timeout: a fill before that
    // lands in the field it focuses
    await expect(field).toBeFocused()
  }
  // an overlap only the server knows of: its words, the input kept
  await first.fill('198.51.100.50')
  await last.fill('198.51.100.60')
  await submit.click()
  await expect(add).toContainText(
    'The provided IP range 198.51.100.50-198.51.100.60 overlaps with an existing IP pool range or subnet pool member',
  )
  await expect(first).toHaveValue('198.51.100.50')
  await first.fill('100.64.0.10')
  await last.fill('100.64.0.20')
  await submit.click()
  await expect(toast(page, 'Range 100.64.0.10–100.64.0.20 added')).toBeVisible()
  await expect(page).toHaveURL(`${POOLS}/lab-v4?tab=ranges`)
  await expect(row(page, '100.64.0.10')).toContainText('11')
  await expect(page.getByText('0 of 11 (0%)')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Free blocks of 100.64.0.10–100.64.0.20' }),
  ).toHaveText('100.64.0.10–100.64.0.20 (11)')
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoA11yViolations(page)

  await rowAction(page, '100.64.0.10–100.64.0.20', 'Remove')
  const confirm = page.getByRole('dialog', { name: 'Remove IP range' })
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, 'Range 100.64.0.10–100.64.0.20 removed')).toBeVisible()
  await expect(page.getByText('No IP ranges')).toBeVisible()

  // to the rack's services and back (systemIpPoolAssign); two service pools, so either may go
  for (const [to, kind] of [
    ['system services', 'unicast · system services'],
    ['silos', 'unicast · silos'],
  ] as const) {
    await page.getByRole('button', { name: `Assign to ${to}` }).click()
    const assign = page.getByRole('dialog', { name: 'Change assignment' })
    await assign.getByRole('button', { name: `Assign to ${to}` }).click()
    await expect(toast(page, `IP pool lab-v4 assigned to ${to}`)).toBeVisible()
    await expect(page.getByRole('main').getByText(kind)).toBeVisible()
  }

  await deleteFromPage(page, 'IP pool', 'lab-v4', POOLS)
})

test('the address space: taken addresses and the free blocks between them', async ({ page }) => {
  await visit(page, `${POOLS}/default`)
  await expect(page).toHaveTitle(/^default · IP Pools · /)
  await expect(page.getByText(usage(defaultPool.id))).toBeVisible()
  const range = seed.ipPoolRanges.find((r) => r.ip_pool_id === defaultPool.id)
  if (!range) throw new Error('the seed has no range of the default pool')
  const block = rangeBlock(range.range)
  const held = [...taken(defaultPool.id)].map((ip) => ipToBig(ip)?.n ?? -1n)
  const free = freeBlocks(block, held).map((f) => {
    const text = (n: bigint) => bigToIp({ version: 'v4', n })
    const ends = f.first === f.last ? text(f.first) : `${text(f.first)}–${text(f.last)}`
    return `${ends} (${formatCount(blockSize(f))})`
  })
  const label = `${range.range.first}–${range.range.last}`
  // a request per project and instance of the silo: asked for (issue 29)
  await page.getByRole('button', { name: 'Find the taken addresses' }).click()
  await expect(
    page.getByRole('list', { name: `Free blocks of ${label}` }).getByRole('listitem'),
  ).toHaveText(free)
  // every taken address of the pool is maple's, so the console sees them all
  await expect(page.getByText('These are all the pool’s taken addresses')).toBeVisible()
  await expect(page.getByRole('list', { name: `Taken addresses of ${label}` })).toContainText(
    '198.51.100.40 floating IP web-public (web-frontend)',
  )
  await expectNoA11yViolations(page)

  // past 2^53 the allocated count is bounded, and the page says why
  await navigate(page, `${POOLS}/ipv6-public`)
  await expect(page.getByText('at most 2,288 of 18,446,744,073,709,551,856')).toBeVisible()
  await page.getByRole('button', { name: 'Find the taken addresses' }).click()
  await expect(page.getByText('At most 2,288 more are taken elsewhere')).toBeVisible()
  await expect(page.getByText('known only within bounds')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Free blocks of 2001:db8:0:2::10–2001:db8:0:2::ff' }),
  ).toHaveText('2001:db8:0:2::10–2001:db8:0:2::ff (240)')
})

test('linked silos: link, make default, unset, unlink', async ({ page }) => {
  await visit(page, `${POOLS}/secondary?tab=silos`)
  const links = page.getByRole('table', { name: 'Linked silos' })
  await expect(links.getByRole('row')).toHaveCount(2)
  await expect(row(page, 'maple')).toContainText('—')
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Assign to system services' }),
    'Unlink the pool from its silos first',
  )
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Link silo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Link silo' })
  await choose(page, 'Silo', 'partner-labs')
  await dialog.getByRole('checkbox', { name: 'Make it the silo’s default pool' }).click()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Link silo' }).click()
  await expect(toast(page, 'IP pool secondary linked to partner-labs')).toBeVisible()
  // made the default, in place of partner-labs's own default
  await expect(row(page, 'partner-labs')).toContainText('default')

  await rowAction(page, 'partner-labs', 'Unset default')
  await page
    .getByRole('dialog', { name: 'Unset default pool' })
    .getByRole('button', { name: 'Unset default' })
    .click()
  await expect(toast(page, 'secondary is no longer the default of partner-labs')).toBeVisible()
  await rowAction(page, 'maple', 'Make default')
  await expect(toast(page, 'secondary is now the default of maple')).toBeVisible()
  await expect(row(page, 'maple')).toContainText('default')

  await rowAction(page, 'partner-labs', 'Unlink')
  await page
    .getByRole('dialog', { name: 'Unlink silo' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(toast(page, 'partner-labs unlinked from secondary')).toBeVisible()
  await expect(row(page, 'partner-labs')).toHaveCount(0)

  // partner-labs has no IPv6 default: one link, as the default
  await navigate(page, `${POOLS}/ipv6-public?tab=silos`)
  await page.getByRole('button', { name: 'Link silo' }).click()
  await choose(page, 'Silo', 'partner-labs')
  const v6 = page.getByRole('dialog', { name: 'Link silo' })
  await v6.getByRole('checkbox', { name: 'Make it the silo’s default pool' }).click()
  await v6.getByRole('button', { name: 'Review' }).click()
  const review = page.getByRole('dialog', { name: /^Review request/ })
  await expect(review).toContainText(/"is_default":\s*true/)
  await expect(review).not.toContainText('PUT')
  await review.getByRole('button', { name: 'Link silo' }).click()
  await expect(toast(page, 'IP pool ipv6-public linked to partner-labs')).toBeVisible()
  await expect(row(page, 'partner-labs')).toContainText('default')

  // the server's refusal, in its words: maple holds addresses of the default pool
  await navigate(page, `${POOLS}/default?tab=silos`)
  await rowAction(page, 'maple', 'Unlink')
  await page
    .getByRole('dialog', { name: 'Unlink silo' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(
    toast(page, 'IP addresses from this pool are in use in the linked silo'),
  ).toBeVisible()

  // the services pool is linked to no silo
  await navigate(page, `${POOLS}/oxide-service-pool-v4?tab=silos`)
  await expect(page.getByRole('button', { name: 'Link silo' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('a fleet viewer sees everything and changes nothing', async ({ page }) => {
  await signInAs(page, 'katherine', POOLS)
  await expect(row(page, 'default')).toContainText(usage(defaultPool.id))
  await expect(page.getByRole('button', { name: 'New IP pool' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectRowMenu(page, 'default', { disabled: ['Edit', 'Delete'] })
  await expectNoA11yViolations(page)

  await navigate(page, `${POOLS}/secondary`)
  for (const name of ['Assign to system services', 'Edit', 'Add range'])
    await expect(page.getByRole('button', { name }).first()).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  await page.getByRole('button', { name: 'Actions for 203.0.113.20–203.0.113.60' }).click()
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Linked silos' }).click()
  await expect(page.getByRole('button', { name: 'Link silo' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('button', { name: 'Actions for maple' }).click()
  for (const item of ['Make default', 'Unlink'])
    await expect(page.getByRole('menuitem', { name: item })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  await closeMenu(page)
  await expectNoA11yViolations(page)
})

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the pool page and its address space fit without scrolling sideways', async ({ page }) => {
    await visit(page, `${POOLS}/ipv6-public`)
    await expect(page.getByRole('heading', { name: 'Address space' })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})
