import { configureMock, mockFaults } from './mock'
import { rowAction } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/** Issue 10: what users tripped over in the screens built so far, each fixed in a shared block. */

test('an unknown silo’s sign-in says the silo is unknown, not that the password is wrong', async ({
  page,
}) => {
  await page.context().clearCookies()
  await visit(page, '/login/nosuchsilo/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('grace')
  await page.getByLabel('Password').fill('grace-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Not found: silo with name "nosuchsilo"')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('grace')
})

test.describe('with a fake clock', () => {
  // the clock is installed in the browser context: the test gets one of its own
  test.use({ freshContext: true })

  test('an error toast leaves after a while and never covers a side modal’s buttons', async ({
    page,
  }) => {
    await page.clock.install()
    await visit(page, '/projects')
    // the server refuses the delete (a planned fault: nothing else changes, so the page stays
    // as it was; a role changed under the page raced the background role reads)
    await mockFaults(page, [{ op: 'projectDelete', status: 500, times: 1 }])
    await rowAction(page, 'sandbox', 'Delete')
    await page
      .getByRole('dialog', { name: 'Delete project' })
      .getByRole('button', { name: 'Delete' })
      .click()
    const error = toast(page, 'Delete project')
    await expect(error).toBeVisible()

    await page.getByRole('link', { name: 'New Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create project' })
    const buttons = [
      dialog.getByRole('button', { name: 'Create project' }),
      dialog.getByRole('button', { name: 'Cancel' }),
    ]
    // measured once both are on screen and still (the toasts move to the top while it opens)
    for (const button of buttons) await expect(button).toBeInViewport()
    await expect(error).toBeInViewport()
    const toastBox = await page.locator('[data-toast]').first().boundingBox()
    for (const button of buttons) {
      const box = await button.boundingBox()
      if (!toastBox || !box) throw new Error('not on screen')
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height
      expect(overlaps, 'the toast covers a button of the side modal').toBe(false)
    }

    await page.clock.runFor(16_000)
    await expect(error).toHaveCount(0)
  })
})

test('a server error on a long form is brought into view on its field; a list of unique items refuses a repeat', async ({
  page,
}) => {
  await visit(page, '/projects/web-frontend/instances-new')
  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('web-1')
  await page.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^debian-12/ }).click()
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toBeInViewport()
  await expect(page.getByText('Instance name already exists').first()).toBeInViewport()

  // a list of unique items refuses a repeat at once
  await page
    .getByRole('radio', { name: /^Custom/ })
    .nth(1)
    .click()
  const add = async () => {
    await page.getByRole('button', { name: 'Add network interface' }).click()
    const nic = page.getByRole('dialog', { name: 'Add network interface' })
    await nic.getByRole('textbox', { name: 'Name' }).fill('nic-a')
    await nic.getByRole('combobox', { name: 'VPC' }).click()
    await page.getByRole('option', { name: 'default', exact: true }).click()
    await nic.getByRole('combobox', { name: 'Subnet' }).click()
    await page.getByRole('option', { name: /^default/ }).click()
    await nic.getByRole('button', { name: 'Add network interface' }).click()
    return nic
  }
  await expect(await add()).toHaveCount(0)
  const again = await add()
  await expect(again.getByRole('alert')).toContainText('Items must be unique')
  await again.getByRole('button', { name: 'Cancel' }).click()
  await expect(
    page.getByRole('table', { name: 'Network interfaces' }).getByRole('row'),
  ).toHaveCount(2)
})

test('an error page offers Try again, which loads the page once the API answers; a 401 signs in again', async ({
  page,
}) => {
  await visit(page, '/projects')
  await configureMock(page, { chaos: 1, chaosStatuses: [500] })
  await page.getByRole('link', { name: 'web-frontend', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await configureMock(page, { chaos: 0 })
  // the error page's own Try again, beside Back to console (a role read the chaos also failed
  // may show its notice with a Try again of its own)
  const actions = page
    .locator('div', { has: page.getByRole('link', { name: 'Back to console' }) })
    .last()
  await actions.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible()

  // a 401 on any route signs in again, never a bare error screen (from the project list,
  // which does not poll: a poll's 401 would sign in again before the click)
  await page.getByRole('link', { name: 'All projects' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await configureMock(page, { chaos: 1, chaosStatuses: [401] })
  await page.getByRole('link', { name: 'data-pipeline', exact: true }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
})

test('after a delete from the keyboard, focus lands on the next row', async ({ page }) => {
  await visit(page, '/projects')
  const actions = page.getByRole('button', { name: 'Actions for archive-2024' })
  await actions.focus()
  await page.keyboard.press('Enter')
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await expect(del).toBeVisible()
  await del.focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Delete project' })
  await confirm.getByRole('button', { name: 'Delete' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'archive-2024' })).toHaveCount(0)
  // the row below took its place: its link has the focus, not the page's top
  const focused = page.locator(':focus')
  await expect(focused).toHaveCount(1)
  await expect(page.getByRole('table', { name: 'Projects' }).locator(':focus')).toHaveCount(1)
})

test('the no-groups notice is only for a user with no role anywhere', async ({ page }) => {
  // barbara: in no group, but a viewer of web-frontend; billing is not hers, and what she may
  // not read is not found, as the server answers (row R4)
  await signInAs(page, 'barbara', '/projects/billing/instances')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Action not authorized')).toHaveCount(0)
  await expect(page.getByText('You are not in any groups')).toHaveCount(0)
})

test('a side read that fails on a cold load leaves the frame and the page (issue 27)', async ({
  page,
}) => {
  await visit(page, '/projects')
  // the current user and their groups fail from the next load on (the frame asks again as it
  // mounts): the mock reads its settings from localStorage as it starts
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('oxide.mock') ?? '{}')
    const faults = [
      { op: 'currentUserView', status: 500, times: 100 },
      { op: 'currentUserGroups', status: 500, times: 100 },
    ]
    localStorage.setItem('oxide.mock', JSON.stringify({ ...saved, faults }))
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Silo' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  // the user menu says what it could not read, and reads it again when asked
  await page.getByRole('button', { name: 'User menu: Profile not loaded' }).click()
  await configureMock(page, { faults: [] })
  await page.getByRole('menuitem', { name: 'Load profile again' }).click()
  await expect(page.getByRole('button', { name: /^User menu for / })).toBeVisible()
})
