import { ISSUES_LIVE_MS } from '../../src/resources/system-issues/queries'
import { expectNoA11yViolations } from './axe'
import { expect, test, visit } from './utils'

const SLED_7 = '5c1ed000-0000-4000-8000-000000000007'

test.describe('live', () => {
  // the page's next poll is brought forward by the fake clock (the context's own)
  test.use({ freshContext: true })
  test('the issues page lists what needs attention, links each, and stays live', async ({
    page,
  }) => {
    await page.clock.install()
    await visit(page, '/system/issues')
    await expect(page).toHaveTitle(/System issues/)
    const list = page.getByRole('region', { name: /issues?$/ })
    const items = list.getByRole('listitem')
    // the seed: a failed instance whose restart is overdue, one that restarts never, an
    // expunged disk, a failed support bundle, a webhook whose newest delivery failed (the other
    // failing one has a delivery pending), a closed sled; most urgent first (webhooks come last)
    const title = list.getByRole('link', { name: 'Webhook ops-chat is failing' })
    await expect(title).toBeVisible()
    // a link in a list of prose looks like one, not by colour alone (issue 27)
    await expect(title).toHaveCSS('text-decoration-line', 'underline')
    await expect(items.getByRole('link')).toHaveText([
      'Instance queue-worker in web-frontend has failed',
      'Instance tensor-lab in ml-training has failed',
      'Disk A005037Q in sled BRM42220005 is expunged',
      'Support bundle “Instance start latency spike” failed',
      'Webhook ops-chat is failing',
      'Sled BRM42220007 takes no new instances',
    ])
    await expect(items.nth(0)).toContainText('Critical')
    await expect(items.nth(0)).toContainText('automatic restart is overdue')
    await expect(items.nth(1)).toContainText('auto-restart policy is off')
    await expect(items.nth(3)).toContainText('Allocated dataset no longer exists.')
    // the navigation counts them
    await expect(page.getByRole('link', { name: 'Issues 6 need attention' })).toBeVisible()
    await expectNoA11yViolations(page)

    // dealt with elsewhere (here: through the API), the issue leaves the page on its own
    await page.evaluate(async (sled) => {
      await fetch(`/v1/system/hardware/sleds/${sled}/provision-policy`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'provisionable' }),
      })
    }, SLED_7)
    await page.clock.fastForward(ISSUES_LIVE_MS)
    await expect(items).toHaveCount(5)
    // the navigation reads the same answers: its count follows at once
    await expect(page.getByRole('link', { name: 'Issues 5 need attention' })).toBeVisible()

    await items.nth(0).getByRole('link').click()
    await expect(page).toHaveURL(/^[^?]*\/projects\/web-frontend\/instances\/queue-worker\//)
  })
})

test('a source that cannot be read is named on the page and marked in the navigation', async ({
  page,
}) => {
  // every read of the physical disks fails (the page and the navigation ask again and again)
  await page.addInitScript(() => {
    const saved = JSON.parse(localStorage.getItem('oxide.mock') ?? '{}')
    const faults = [{ op: 'physicalDiskList', status: 500, times: 1000 }]
    localStorage.setItem('oxide.mock', JSON.stringify({ ...saved, faults }))
  })
  await visit(page, '/system/issues')
  await expect(page.getByText('Physical disks could not be checked')).toBeVisible()
  // the expunged disk is not known, the other five are; the count says a check failed
  await expect(
    page.getByRole('link', { name: /^Issues 5 need attention\W+1 check failed$/ }),
  ).toBeVisible()
})

test('elsewhere the navigation counts from the fleet-wide lists only, and says what it left', async ({
  page,
}) => {
  // issue 29: no read per project, per receiver or per sled on a page's load
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  await visit(page, '/system/silos')
  // the seed's closed sled, expunged disk and failed bundle
  await expect(
    page.getByRole('link', {
      name: 'Issues 3 need attention; webhooks and instances of your silo are checked on the issues page',
    }),
  ).toBeVisible()
  expect(
    asked.filter((p) => /^\/v1\/(instances|alert-receivers)|\/sleds\/[^/]+\/instances/.test(p)),
  ).toEqual([])
})
