import { readFile } from 'node:fs/promises'
import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { expect, signInAs, test, visit } from './utils'

const base = '/projects/web-frontend/instances'

test('a running instance: boot log, typing, pause, search and download', async ({ page }) => {
  await visit(page, `${base}/web-1/connect`)
  await page.getByRole('link', { name: 'Open serial console' }).click()
  await expect(page).toHaveURL(`${base}/web-1/serial-console`)
  await expect(page).toHaveTitle(/^Serial console · web-1 · /)
  await expect(page.getByRole('heading', { level: 1, name: 'Serial console' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()

  const screen = page.locator('.xterm-rows')
  await expect(screen).toContainText('Linux version')
  await expect(screen).toContainText('web-1 login:')
  const input = page.getByRole('textbox', { name: 'Serial console of web-1' })
  await expect(input).toBeFocused()
  await expectNoA11yViolations(page)

  // typing goes to the guest, which echoes it
  await page.keyboard.type('root')
  await expect(screen).toContainText('web-1 login: root')

  // paused, the echo waits; resumed, it shows
  await page.getByRole('button', { name: 'Pause output' }).click()
  await expect(page.getByText('Output paused')).toBeVisible()
  await input.focus()
  await page.keyboard.type('XYZ')
  await page.getByRole('button', { name: 'Resume output' }).click()
  await expect(page.getByText('Output paused')).toHaveCount(0)
  await expect(screen).toContainText('web-1 login: rootXYZ')

  // search the output
  const search = page.getByRole('searchbox', { name: 'Search output' })
  await search.fill('cloud-init')
  await search.press('Enter')
  await expect(page.locator('output')).toHaveText(/^1 of \d+$/)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.locator('output')).toHaveText(/^2 of \d+$/)
  await search.fill('no such text')
  await search.press('Enter')
  await expect(page.locator('output')).toHaveText('No matches')

  // the capture as a text file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download log' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    /^web-1-serial-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.txt$/,
  )
  const text = await readFile(await download.path(), 'utf8')
  expect(text).toContain('Linux version')
  expect(text).toContain('web-1 login: rootXYZ')

  // 390 px wide: the toolbar wraps and the terminal refits to the narrower box
  // the terminal's columns: its screen is as wide as they are
  const columns = page.locator('.xterm-screen')
  const before = await columns.evaluate((r) => r.clientWidth)
  await page.setViewportSize({ width: 390, height: 800 })
  await expect.poll(() => columns.evaluate((r) => r.clientWidth)).toBeLessThan(before)
  await expect.poll(() => columns.evaluate((r) => r.clientWidth)).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(page.getByRole('button', { name: 'Download log' })).toBeInViewport()
})

test('a stopped instance: the reason, and no connection', async ({ page }) => {
  await visit(page, `${base}/web-1`)
  await navigate(page, `${base}/web-3/serial-console`)
  await expect(page.getByText('The serial console is not available')).toBeVisible()
  await expect(
    page.getByText(
      'Only available when the instance is running, rebooting, migrating or repairing.',
    ),
  ).toBeVisible()
  await expect(page.locator('.xterm')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to web-3' }).click()
  await expect(page).toHaveURL(new RegExp(`${base}/web-3/`))
  await expectNoA11yViolations(page)
})

test('the signed-in user’s role decides: a viewer gets no console, a project admin one', async ({
  page,
}) => {
  await signInAs(page, 'barbara', `${base}/web-1/serial-console`)
  await expect(page.getByText('The serial console is not available')).toBeVisible()
  await expect(page.locator('.xterm')).toHaveCount(0)
  // and the mock's stream itself refuses her, as Nexus does (Modify on the instance)
  const refusal = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const url = `ws://${location.host}/v1/instances/web-1/serial-console/stream?project=web-frontend`
        new WebSocket(url).addEventListener('close', (e) => resolve(`${e.code} ${e.reason}`))
      }),
  )
  expect(refusal).toBe('1011 Forbidden')

  await signInAs(page, 'radia', `${base}/web-1/serial-console`)
  await expect(page.locator('.xterm-rows')).toContainText('web-1 login:')
  await page.keyboard.type('radia')
  await expect(page.locator('.xterm-rows')).toContainText('web-1 login: radia')
})

test.describe('the capture outlives the instance’s reboots and restarts', () => {
  test.use({ mockTransition: 300 })

  test('a reboot streams on; after a stop and start the console reconnects, marking the restart', async ({
    page,
  }) => {
    const act = (action: string) =>
      page.evaluate(
        (a) =>
          fetch(`/v1/instances/web-2/${a}?project=web-frontend`, { method: 'POST' }).then(
            (r) => r.status,
          ),
        action,
      )
    await visit(page, `${base}/web-2/serial-console`)
    const screen = page.locator('.xterm-rows')
    await expect(screen).toContainText('web-2 login:')
    await page.keyboard.type('before')
    await expect(screen).toContainText('web-2 login: before')

    // a reboot keeps the VMM, so the stream stays and shows the guest going down and up
    expect(await act('reboot')).toBe(202)
    await expect(screen).toContainText('reboot: Restarting system')
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()

    // a stop ends the stream; the page waits for a console state, then connects again
    expect(await act('stop')).toBe(202)
    await expect(page.getByText('The serial console is not available')).toBeVisible()
    await expect.poll(() => act('start'), { timeout: 5000 }).toBe(202)
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(screen).toContainText('[the instance restarted]')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download log' }).click(),
    ])
    const text = await readFile(await download.path(), 'utf8')
    // three boots (the first, the reboot, the new VMM's), what was typed once, one restart
    expect(text.match(/Linux version/g)).toHaveLength(3)
    expect(text.match(/web-2 login: before/g)).toHaveLength(1)
    expect(text.match(/\[the instance restarted\]/g)).toHaveLength(1)
  })
})
