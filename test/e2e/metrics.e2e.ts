import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expect, test, visit } from './utils'

const instance = '/projects/web-frontend/instances/web-1'

const chart = (page: Page, name: string | RegExp) => page.getByRole('figure', { name })

/** A chart has drawn its data once its screen-reader table of latest values is there. */
async function expectData(page: Page, name: string | RegExp) {
  await expect(chart(page, name).getByRole('table', { name: 'Latest values' })).toBeAttached()
  await expect(chart(page, name).locator('canvas')).toBeVisible()
}

const rangeSelect = (page: Page) => page.getByLabel('Time range')

test('each metrics tab charts its data for each range', async ({ page }) => {
  await visit(page, `${instance}/metrics`)
  await expect(page).toHaveURL(`${instance}/metrics/cpu`)
  await expectData(page, 'CPU utilization')
  await expectData(page, 'vCPU time by state')
  for (const [value, label] of [
    ['1d', 'Last day'],
    ['1w', 'Last week'],
    ['1h', 'Last hour'],
  ] as const) {
    await rangeSelect(page).selectOption({ label })
    await expect(page).toHaveURL(new RegExp(`range=${value}`))
    await expectData(page, 'CPU utilization')
  }
  await expectNoA11yViolations(page, 'cpu')

  await navigate(page, `${instance}/metrics/disk?range=1w`)
  await expectData(page, /^Bytes read/)
  await expectData(page, /^Writes/)
  await page.getByLabel('Disk', { exact: true }).selectOption('web-1-boot')
  await expect(page).toHaveURL(/disk=web-1-boot/)
  await expectData(page, 'Bytes read (web-1-boot)')
  await expectNoA11yViolations(page, 'disk')

  await navigate(page, `${instance}/metrics/network?range=1d`)
  await expectData(page, /^Bytes received/)
  await expectData(page, /^Packets sent/)
  await expectNoA11yViolations(page, 'network')
})

test('a custom range is validated, then charted; before the instance existed there is no data', async ({
  page,
}) => {
  await visit(page, `${instance}/metrics/cpu`)
  await expectData(page, 'CPU utilization')
  await rangeSelect(page).selectOption({ label: 'Custom' })
  const start = page.getByLabel('Start time')
  const end = page.getByLabel('End time')
  await start.fill('2026-01-02T10:00')
  await end.fill('2026-01-02T09:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('alert')).toHaveText('Start time must be before end time')
  await end.fill('2026-01-02T16:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/start=2026-01-02T10%3A00&end=2026-01-02T16%3A00/)
  await expectData(page, 'CPU utilization')
  await expectNoA11yViolations(page, 'custom range')

  await navigate(
    page,
    `${instance}/metrics/cpu?range=custom&start=2020-01-01T00:00&end=2020-01-02T00:00`,
  )
  await expect(chart(page, 'CPU utilization')).toContainText('No data for this range')
})

test('hovering a chart shows the values under the cursor; a drag or the buttons zoom and pan', async ({
  page,
}) => {
  await visit(page, `${instance}/metrics/network`)
  await expectData(page, /^Bytes received/)
  const canvas = chart(page, /^Bytes received/).locator('.u-over')
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the chart has no plot area')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  const tooltip = page.getByTestId('chart-tooltip')
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toContainText(/\d+(\.\d+)? (B|KiB|MiB)\/s/)
  await page.mouse.move(0, 0)
  await expect(tooltip).toHaveCount(0)

  // a drag across the middle of the plot zooms the time axis to it
  const axis = chart(page, /^Bytes received/).getByRole('group', { name: /time axis$/ })
  const shown = axis.getByText(/ – /)
  await expect(shown).toHaveCount(0)
  await page.mouse.move(box.x + box.width * 0.4, box.y + 20)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.6, box.y + 20, { steps: 5 })
  await page.mouse.up()
  await expect(shown).toBeVisible()
  const zoomed = await shown.textContent()

  // by keyboard: half a window later, back, then the whole range again
  await axis.getByRole('button', { name: 'Later' }).focus()
  await page.keyboard.press('Enter')
  await expect(shown).not.toHaveText(zoomed ?? '')
  await axis.getByRole('button', { name: 'Earlier' }).press('Enter')
  await expect(shown).toHaveText(zoomed ?? '')
  await axis.getByRole('button', { name: 'Reset zoom' }).press('Enter')
  await expect(shown).toHaveCount(0)
  await axis.getByRole('button', { name: 'Zoom in' }).press('Enter')
  await expect(shown).toBeVisible()
  await expectNoA11yViolations(page, 'zoomed')
})

test('a failed query shows the error in the chart, and Refresh asks again', async ({ page }) => {
  await visit(page, `${instance}/metrics/disk`)
  await expectData(page, /^Bytes read/)
  await page.evaluate(() =>
    window.oxideMock?.configure({ faults: [{ op: 'timeseriesQuery', status: 500, times: 4 }] }),
  )
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(chart(page, /^Bytes read/).getByRole('alert')).toContainText('Internal Server Error')
  await expectNoA11yViolations(page, 'error')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expectData(page, /^Bytes read/)
})
