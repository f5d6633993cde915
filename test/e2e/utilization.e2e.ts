import { computeSeed } from '../../mock-api/data/compute'
import { projects } from '../../mock-api/data/projects'
import { otherSilo, silo } from '../../mock-api/data/silo'
import {
  provisionedBy,
  seededQuota as quota,
  siloQuotas,
  sleds,
} from '../../mock-api/data/utilization'
import {
  capacityEstimate,
  formatCpus,
  formatMemoryGiB,
  formatTiB,
  memoryText,
  percentOf,
  storageText,
} from '../../src/util/capacity'
import { expectNoA11yViolations } from './axe'
import { expectRowTexts, row } from './tables'
import { expect, signInAs, test, visit } from './utils'

/** What the seed holds, as the screens should count it (the seeded projects are maple's). */
const seed = computeSeed()
const maple = provisionedBy(seed, new Set(projects.map((p) => p.id)))
const mapleQuota = quota(silo.id)
const otherQuota = quota(otherSilo.id)
/** What every silo was allocated, together. */
const allQuotas = siloQuotas.reduce(
  (t, q) => ({ cpus: t.cpus + q.cpus, storage: t.storage + q.storage }),
  { cpus: 0, storage: 0 },
)

test('silo utilization: provisioned against the quotas', async ({ page }) => {
  await visit(page, '/utilization')
  await expect(page).toHaveTitle(/^Utilization · /)
  await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()
  const cards = [
    ['CPUs', formatCpus(maple.cpus), formatCpus(mapleQuota.cpus), maple.cpus, mapleQuota.cpus],
    [
      'Memory',
      memoryText(maple.memory),
      memoryText(mapleQuota.memory),
      maple.memory,
      mapleQuota.memory,
    ],
    [
      'Storage',
      storageText(maple.storage),
      storageText(mapleQuota.storage),
      maple.storage,
      mapleQuota.storage,
    ],
  ] as const
  for (const [label, used, limit, n, of] of cards) {
    const card = page.getByRole('region', { name: label })
    await expect(card.getByRole('definition').first()).toHaveText(used)
    await expect(card.getByRole('definition').nth(1)).toHaveText(limit)
    const percent = percentOf(n, of)
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `${percent}%`)
    await expect(card).toContainText(`${percent}% of quota provisioned`)
  }

  // the history ends at today's figures (the mock's samples are hourly, memory in whole GiB)
  const GiB = 1024 ** 3
  const latest = [
    ['CPUs', formatCpus(maple.cpus)],
    ['Memory', memoryText(Math.round(maple.memory / GiB) * GiB)],
    ['Storage', storageText(Math.round(maple.storage / GiB) * GiB)],
  ] as const
  for (const [title, value] of latest) {
    const chart = page.getByRole('figure', { name: title })
    await expect(chart.getByRole('row', { name: title })).toContainText(value)
  }
  const range = page.getByRole('combobox', { name: 'Time range' })
  await expect(range).toHaveValue('1w')
  await range.selectOption({ label: 'Last day' })
  await expect(page).toHaveURL(/[?&]range=1d/)
  await expect(
    page.getByRole('figure', { name: 'CPUs' }).getByRole('row', { name: 'CPUs' }),
  ).toContainText(formatCpus(maple.cpus))
  await expectNoA11yViolations(page)
})

test('system utilization: per silo, fleet totals and the capacity estimate', async ({ page }) => {
  await signInAs(page, 'katherine', '/system/utilization') // fleet viewer, no fleet admin
  await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()

  const table = page.getByRole('table', { name: 'Silo utilization' })
  await expectRowTexts(page, 'maple', [
    `${formatCpus(maple.cpus)} / ${formatCpus(mapleQuota.cpus)}`,
    `${memoryText(maple.memory)} / ${memoryText(mapleQuota.memory)}`,
    `${storageText(maple.storage)} / ${storageText(mapleQuota.storage)}`,
  ])
  await expect(row(page, 'partner-labs')).toContainText(`0 / ${formatCpus(otherQuota.cpus)}`)
  await expect(table.getByRole('row')).toHaveCount(1 + siloQuotas.length) // the header and each silo

  // the fleet: every silo's use against 70% of the sleds (32 TiB each, scaled by 0.909)
  const capacity = capacityEstimate(
    sleds.map((s) => ({
      usableHardwareThreads: s.usable_hardware_threads,
      usablePhysicalRam: s.usable_physical_ram,
    })),
  )
  const cpus = page.getByRole('region', { name: 'CPUs' })
  await expect(cpus.getByRole('definition').first()).toHaveText(formatCpus(maple.cpus))
  await expect(cpus.getByRole('definition').nth(1)).toHaveText(formatCpus(capacity.cpus))
  await expect(cpus).toContainText(`Allocated to silos: ${formatCpus(allQuotas.cpus)}`)
  const memory = page.getByRole('region', { name: 'Memory' })
  await expect(memory.getByRole('definition').nth(1)).toHaveText(
    formatMemoryGiB(capacity.memoryGiB),
  )
  const storage = page.getByRole('region', { name: 'Storage' })
  await expect(storage.getByRole('definition').nth(1)).toHaveText(formatTiB(capacity.storageTiB))
  await expect(storage).toContainText(`Allocated to silos: ${storageText(allQuotas.storage)}`)

  // the fleet's history (systemMetric, every silo) ends at today's figures, under the capacity
  const GiB = 1024 ** 3
  const range = page.getByRole('combobox', { name: 'Time range' })
  await expect(range).toHaveValue('1w')
  const history = [
    ['CPUs provisioned', formatCpus(maple.cpus), formatCpus(capacity.cpus)],
    [
      'Memory provisioned',
      memoryText(Math.round(maple.memory / GiB) * GiB),
      formatMemoryGiB(Math.round(capacity.memoryGiB)),
    ],
  ] as const
  for (const [title, value, cap] of history) {
    const chart = page.getByRole('figure', { name: title })
    await expect(chart.getByRole('row', { name: 'Provisioned' })).toContainText(value)
    await expect(chart.getByRole('row', { name: 'Capacity (estimate today)' })).toContainText(cap)
  }
  await range.selectOption({ label: 'Last day' })
  await expect(page).toHaveURL(/[?&]range=1d/)
  await expect(
    page
      .getByRole('figure', { name: 'CPUs provisioned' })
      .getByRole('row', { name: 'Provisioned' }),
  ).toContainText(formatCpus(maple.cpus))

  // any timeseries of the fleet (systemTimeseriesSchemaList, systemTimeseriesQuery), by silo
  const metrics = page.getByRole('region', { name: 'Fleet metrics' })
  await metrics
    .getByRole('combobox', { name: 'Timeseries' })
    .selectOption('virtual_disk:bytes_read')
  await expect(page).toHaveURL(/[?&]series=virtual_disk%3Abytes_read/)
  const chart = metrics.getByRole('figure', { name: /^virtual_disk:bytes_read/ })
  await expect(chart.getByRole('row', { name: 'virtual_disk:bytes_read' })).toContainText('/s')
  await metrics.getByRole('combobox', { name: 'One line for each' }).selectOption('silo')
  await expect(chart.getByRole('row', { name: 'maple' })).toBeVisible()
  await expectNoA11yViolations(page)
  // the longest timeseries name fits a phone: the picker shortens, the page never scrolls
  await page.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390)
})

test('system utilization is no page for a plain silo user', async ({ page }) => {
  await signInAs(page, 'alan', '/system/utilization') // silo collaborator, no fleet role
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Silo utilization' })).toHaveCount(0)
})
