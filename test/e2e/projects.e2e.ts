import { expectNoA11yViolations } from './axe'
import { navigate } from './nav'
import { row, rowAction } from './tables'
import { expect, test, toast, visit } from './utils'

test('the console opens on the project list; paging, a bad page token and a bad name', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Projects' })
  for (const header of ['Name', 'Description', 'Created'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible()
  await expect(row(page, 'web-frontend')).toContainText('Customer-facing web tier')
  await expect(page.getByText('This is a technical preview.')).toBeVisible()
  await expectNoA11yViolations(page)

  // paging keeps the page token in the URL
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10')
  await expect(page).toHaveURL('/projects?limit=10')
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row')).toHaveCount(11)
  await expect(page.getByText('Rows 1–10')).toBeVisible()

  await page.getByRole('button', { name: 'Next' }).click()
  // the token is URL-safe base64 with padding, as dropshot writes it
  await expect(page).toHaveURL(/\/projects\?limit=10&page=[\w%-]+$/)
  await expect(page.getByText('Rows 11–12')).toBeVisible()
  await expect(row(page, 'web-frontend')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')

  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page).toHaveURL('/projects?limit=10')
  await expect(row(page, 'archive-2024')).toBeVisible()

  // a page token the API cannot read shows the list from its first page
  await navigate(page, '/projects?limit=10&page=bm90IGEgdG9rZW4')
  await expect(page).toHaveURL('/projects?limit=10')
  await expect(row(page, 'archive-2024')).toBeVisible()

  // a name no project can have: the API refuses it with a 400 before any lookup
  // (real-api-behaviour.md row 19), and the page is not found
  await navigate(page, '/projects/Web_Frontend/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('create, view and edit a project; delete an empty one', async ({ page }) => {
  await visit(page, '/projects')
  await page.getByRole('link', { name: 'New Project' }).click()
  await expect(page).toHaveURL('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations(page)

  await dialog.getByRole('textbox', { name: 'Name' }).fill('payments')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Card processing')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/payments/instances')
  await expect(toast(page, 'Project payments created')).toBeVisible()

  await page.getByRole('link', { name: 'All projects' }).click()
  await expect(row(page, 'payments')).toContainText('Card processing')

  await rowAction(page, 'payments', 'Edit')
  await expect(page).toHaveURL('/projects/payments/edit')
  const edit = page.getByRole('dialog', { name: 'Edit project' })
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('payments')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Cards and invoices')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(row(page, 'payments')).toContainText('Cards and invoices')

  // a new project holds its default VPC, so delete one of the seeded empty projects
  await rowAction(page, 'archive-2024', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete project' })
  await expect(confirm).toContainText('Are you sure you want to delete archive-2024?')
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(row(page, 'archive-2024')).toHaveCount(0)
  await expect(toast(page, 'Project archive-2024 deleted')).toBeVisible()
})

test('the side modal is a route: Escape and Back close it, a dirty form asks first', async ({
  page,
}) => {
  await visit(page, '/projects')
  await page.getByRole('link', { name: 'New Project' }).click()
  await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('link', { name: 'New Project' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('half-typed')
  await page.keyboard.press('Escape')
  const discard = page.getByRole('dialog', { name: 'Discard changes?' })
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('half-typed')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()
  await expect(page).toHaveURL('/projects')
})

test.describe('with the mock API’s real delay (200-400 ms)', () => {
  test.use({ mockDelay: [200, 400] })

  test('the list loads, and a create shows its progress until the answer comes', async ({
    page,
  }) => {
    await visit(page, '/projects')
    await expect(row(page, 'web-frontend')).toBeVisible()
    await page.getByRole('link', { name: 'New Project' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill('slow-lane')
    const submit = page.getByRole('button', { name: 'Create project' })
    await submit.click()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(page).toHaveURL('/projects/slow-lane/instances')
  })
})

test('a silo without projects shows the empty state, and the first project fills it', async ({
  page,
}) => {
  await page.goto('/login/partner-labs/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('ivan')
  await page.getByLabel('Password').fill('ivan-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('heading', { name: 'No projects' })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.getByRole('main').getByRole('link', { name: 'New Project' }).last().click()
  await page.getByRole('textbox', { name: 'Name' }).fill('partner-poc')
  await page.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/partner-poc/instances')
  await page.getByRole('link', { name: 'All projects' }).click()
  await expect(row(page, 'partner-poc')).toBeVisible()
  // the other silo's projects are not here
  await expect(row(page, 'web-frontend')).toHaveCount(0)
})
