import { expectNoA11yViolations } from './axe'
import { mockFaults } from './mock'
import { navigate, navLink } from './nav'
import { expect, signInAs, test, visit } from './utils'

test('the spec redirects land where section 2 says; breadcrumbs name the way down and back', async ({
  page,
}) => {
  const redirects: [string, string][] = [
    ['/', '/projects'],
    ['/settings', '/settings/profile'],
    ['/system', '/system/silos'],
    ['/system/inventory', '/system/inventory/sleds'],
    ['/system/networking', '/system/networking/ip-pools'],
    ['/projects/web-frontend', '/projects/web-frontend/instances'],
    ['/projects/web-frontend/vpcs/default', '/projects/web-frontend/vpcs/default/firewall-rules'],
    ['/projects/web-frontend/instances/web-1', '/projects/web-frontend/instances/web-1/storage'],
    [
      '/projects/web-frontend/instances/web-1/metrics',
      '/projects/web-frontend/instances/web-1/metrics/cpu',
    ],
  ]
  // the first by a load, the rest as links lead there (the same loaders redirect)
  for (const [i, [from, to]] of redirects.entries()) {
    if (i === 0) await page.goto(from)
    else await navigate(page, from)
    await expect(page, `${from} -> ${to}`).toHaveURL(to)
  }

  // breadcrumbs name the way down and lead back up
  await navigate(page, '/projects/web-frontend/instances')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  const crumbsRead = (names: string[]) => expect(crumbs.getByRole('listitem')).toHaveText(names)
  await crumbsRead(['Projects', 'web-frontend', 'Instances'])
  await crumbs.getByRole('link', { name: 'Projects' }).click()
  await expect(page).toHaveURL('/projects')

  await navigate(page, '/projects/web-frontend/instances/web-1/networking')
  await crumbsRead(['Projects', 'web-frontend', 'Instances', 'web-1'])
  await navigate(page, '/projects/web-frontend/instances-new')
  await crumbsRead(['Projects', 'web-frontend', 'Instances', 'New instance'])
  await crumbs.getByRole('link', { name: 'Instances' }).click()
  await expect(page).toHaveURL('/projects/web-frontend/instances')
})

test('unknown paths and objects show Page not found with a way back and a way out', async ({
  page,
}) => {
  await visit(page, '/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(
    page.getByText("The page you are looking for doesn't exist or you may not have access to it."),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page).toHaveURL('/projects')

  // a project that does not exist: not found inside the console frame, named in the title
  await navigate(page, '/projects/no-such-project/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Silo' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Oxide Console')
})

test('fleet viewers get the system pages; others do not see them', async ({ page }) => {
  await visit(page, '/projects')
  await navLink(page, 'Scope', 'System').click()
  await expect(page).toHaveURL('/system/silos')
  await expect(page.getByRole('navigation', { name: 'System' })).toBeVisible()
  // the switch marks the scope of every page under it, not only of the page it links
  const scope = page.getByRole('navigation', { name: 'Scope' })
  await navigate(page, '/system/networking/ip-pools')
  await expect(scope.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page')
  await navigate(page, '/utilization')
  await expect(scope.getByRole('link', { name: 'Silo' })).toHaveAttribute('aria-current', 'page')
  await expect(scope.getByRole('link', { name: 'System' })).not.toHaveAttribute('aria-current')

  await signInAs(page, 'barbara')
  await expect(page.getByRole('navigation', { name: 'Scope' })).toHaveCount(0)
  await visit(page, '/system/silos')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('the theme follows the choice in the user menu and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await visit(page, '/projects')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Use dark theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoA11yViolations(page)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Follow system theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})

test.describe('scroll restoration', () => {
  test.use({ viewport: { width: 1200, height: 420 } })

  test('each location keeps its scroll position', async ({ page }) => {
    await visit(page, '/projects')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const saved = await page.evaluate(() => window.scrollY)
    expect(saved).toBeGreaterThan(100)
    await page.getByRole('link', { name: 'web-frontend', exact: true }).click()
    await expect(page).toHaveURL('/projects/web-frontend/instances')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/projects')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved)
  })
})

test('modal widths follow the spec: side modal 32rem, confirm modal 24rem', async ({ page }) => {
  await visit(page, '/projects-new')
  const side = await page.getByRole('dialog', { name: 'Create project' }).boundingBox()
  expect(side?.width).toBe(512)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Actions for sandbox' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = await page.getByRole('dialog', { name: 'Delete project' }).boundingBox()
  expect(confirm?.width).toBe(384)
})

test('a spinner stays at least 500 ms even when the answer is instant', async ({ page }) => {
  await visit(page, '/login/maple/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('grace')
  await page.getByLabel('Password').fill('not-her-password')
  const busyMs = busyDuration(page, 'form button')
  await page.getByRole('button', { name: 'Sign in' }).click()
  expect(await busyMs).toBeGreaterThanOrEqual(490)
  await expect(page.getByRole('alert')).toHaveText('Could not sign in. Please try again.')
})

/** How long an element matching `selector` carries aria-busy, measured in the page. */
function busyDuration(page: import('@playwright/test').Page, selector: string) {
  return page.evaluate(
    (sel) =>
      new Promise<number>((resolve) => {
        let start = 0
        const observer = new MutationObserver(() => {
          const busy = document.querySelector(`${sel}[aria-busy="true"]`)
          if (busy && !start) start = performance.now()
          if (!busy && start) {
            observer.disconnect()
            resolve(performance.now() - start)
          }
        })
        observer.observe(document.body, { subtree: true, attributes: true, childList: true })
      }),
    selector,
  )
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 420, height: 800 } })

  test('the sidebar opens as a drawer and closes when a link is followed', async ({ page }) => {
    await visit(page, '/projects/web-frontend/instances')
    await expect(page.getByRole('navigation', { name: 'Project' })).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toBeVisible()
    await expectNoA11yViolations(page)
    await drawer.getByRole('link', { name: 'Disks' }).click()
    await expect(page).toHaveURL('/projects/web-frontend/disks')
    await expect(drawer).toBeHidden()
  })
})

test.describe('the API health mark', () => {
  // the mark's first ping (10 s after the shell) and the next (30 s on) by the fake clock
  test.use({ freshContext: true })
  test('the top bar says when the API does not answer, and stops saying it once it does', async ({
    page,
  }) => {
    await page.clock.install()
    await visit(page, '/projects')
    const mark = page.getByRole('banner').getByText('API not answering')
    await mockFaults(page, [{ op: 'ping', status: 503, times: 1 }])
    await page.clock.fastForward(10_000)
    await expect(mark).toBeVisible()
    await expect(page.getByRole('banner').getByRole('status')).toContainText(
      'Service Unavailable (injected fault)',
    )
    await expectNoA11yViolations(page)
    await page.clock.fastForward(30_000)
    await expect(mark).toHaveCount(0)
  })
})
