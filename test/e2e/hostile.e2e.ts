import type { Page } from '@playwright/test'
import {
  HOSTILE,
  HOSTILE_PROJECT,
  hostileProjects,
  LONGEST_NAME,
  mallory,
  scriptGroup,
} from '../../mock-api/data/hostile'
import { expectInert, expectNoOverflow, hostileVisit, watchDialogs } from './hostile-checks'
import { navigate } from './nav'
import { row, rowAction } from './tables'
import { expect, test } from './utils'

/**
 * Hostile data (issue 5): the mock's `hostile` seed puts markup, scripts, long words, RTL and
 * zero-width characters and emoji into every free string. The console must show them as text,
 * keep its layout, and never run them. A payload that ran would set `window.__hostileRan` or
 * open a dialog; one rendered as markup would leave an element behind. Every page of the route
 * table is walked with this seed in a11y.e2e.ts; these tests follow payloads into forms, the URL
 * and a hostile user's own pages.
 */
test('the project list shows every payload as text, in its layout', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await hostileVisit(page, '/projects')
  for (const p of hostileProjects) await expect(row(page, p.name)).toContainText(p.description)
  await expect(row(page, LONGEST_NAME)).toBeVisible()
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
})

test('edit forms hold the payload as the field value, unchanged', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await hostileVisit(page, '/projects')
  for (const p of hostileProjects) {
    await navigate(page, `/projects/${p.name}/edit`)
    const dialog = page.getByRole('dialog', { name: 'Edit project' })
    // a textarea's value turns CRLF into LF, as every browser does; the rest is unchanged
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
      p.description.replaceAll('\r\n', '\n'),
    )
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(p.name)
    await expectInert(page, dialogs)
  }
  // a payload saved through the form is stored as typed
  await saveDescription(page, HOSTILE.script)
  await expectInert(page, dialogs)
})

async function saveDescription(page: Page, description: string) {
  await navigate(page, '/projects/text-newlines/edit')
  const dialog = page.getByRole('dialog', { name: 'Edit project' })
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`${description}!`)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL('/projects')
  // in the app, not by reload: the in-browser mock starts over on every page load
  await rowAction(page, 'text-newlines', 'Edit')
  await expect(
    page
      .getByRole('dialog', { name: 'Edit project' })
      .getByRole('textbox', { name: 'Description' }),
  ).toHaveValue(`${description}!`)
}

test('instance and affinity pages show the payloads verbatim', async ({ page }) => {
  const dialogs = watchDialogs(page)
  const instances = `/projects/${HOSTILE_PROJECT}/instances`
  await hostileVisit(page, instances)
  for (const name of ['xss-instance', LONGEST_NAME, 'text-instance'])
    await expect(row(page, name)).toBeVisible()
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
  for (const [name, description] of [
    ['xss-instance', HOSTILE.script],
    [LONGEST_NAME, HOSTILE.longWord],
    ['text-instance', `${HOSTILE.rtl} ${HOSTILE.emoji} ${HOSTILE.zeroWidth}`],
  ] as const) {
    await page.goto(`${instances}/${name}/storage`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.locator('#content')).toContainText(description)
    await expectInert(page, dialogs)
    await expectNoOverflow(page)
  }
  await page.goto(`/projects/${HOSTILE_PROJECT}/affinity`)
  await expect(row(page, 'xss-group')).toContainText(HOSTILE.img)
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
})

test('a payload in the URL is shown as text in the crumbs and never runs', async ({ page }) => {
  const dialogs = watchDialogs(page)
  for (const bad of [HOSTILE.img, HOSTILE.script, HOSTILE.breakout]) {
    await hostileVisit(page, `/projects/${encodeURIComponent(bad)}/instances`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(bad)
    await expectInert(page, dialogs)
    await expectNoOverflow(page)
  }
})

test('a user whose name and groups are markup sees them as text', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await hostileVisit(page, '/login/maple/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('mallory')
  await page.getByLabel('Password').fill('mallory-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects')
  const menu = page.getByRole('button', { name: `User menu for ${mallory.display_name}` })
  await expect(menu).toBeVisible()
  await expect(menu).toContainText(mallory.display_name)
  await expectInert(page, dialogs)
  await expectNoOverflow(page)

  await page.goto('/settings/profile')
  await expect(page.locator('#content')).toContainText(mallory.display_name)
  await expect(page.locator('#content')).toContainText(scriptGroup.display_name)
  await expect(page.locator('#content')).toContainText(HOSTILE.breakout)
  await expectInert(page, dialogs)
  await expectNoOverflow(page)
})
