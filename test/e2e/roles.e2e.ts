import type { Page } from '@playwright/test'
import { navigate } from './nav'
import { expectDisabledWith } from './roles'
import { expectRowMenu, row } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/**
 * Issue 10, point 6: controls the user's role does not allow are disabled, saying why, before
 * anything is submitted; the server's 403 stays the backstop. radia is a silo viewer and admin
 * of web-frontend; barbara has no silo role, views web-frontend and collaborates on
 * data-pipeline (README, seeded users).
 */

const SILO_VIEWER = 'Requires the collaborator role or higher on the silo; yours is viewer'
const SILO_NONE = 'Requires the collaborator role or higher on the silo; you have none'
const PROJECT_VIEWER_EDIT = 'Requires the admin role on this project; yours is viewer'
/** Renaming or deleting a project is its admins' (omicron.polar: "modify" if "admin"). */
const PROJECT_COLLABORATOR_EDIT = 'Requires the admin role on this project; yours is collaborator'
const PROJECT_VIEWER_COMPUTE =
  'Requires the limited collaborator role or higher on this project; yours is viewer'

/** The named button is disabled for a viewer of the project, with the compute role's reason. */
const buttonDeniedToViewer = (page: Page, name: string) =>
  expectDisabledWith(page, page.getByRole('button', { name }), PROJECT_VIEWER_COMPUTE)

test('a silo viewer who is admin of one project: enabled there, disabled with a reason elsewhere', async ({
  page,
}) => {
  // a sign-in and four cold loads, each allowed the 15 s a first visit gets
  test.setTimeout(120_000)
  await signInAs(page, 'radia')
  // New Project: a disabled button, not a link to a form she cannot submit
  await expect(page.getByRole('link', { name: 'New Project' })).toHaveCount(0)
  await expectDisabledWith(page, page.getByRole('button', { name: 'New Project' }), SILO_VIEWER)
  await expectRowMenu(page, 'data-pipeline', {
    disabled: ['Edit', 'Delete'],
    reason: PROJECT_VIEWER_EDIT,
  })
  await expectRowMenu(page, 'web-frontend', { enabled: ['Edit', 'Delete'] })

  // the form, reached by its address, says so and will not submit
  await visit(page, '/projects-new')
  const create = page.getByRole('dialog', { name: 'Create project' })
  await expect(create.getByText(SILO_VIEWER)).toBeVisible()
  await create.getByRole('textbox', { name: 'Name' }).fill('radias-project')
  await create.getByRole('textbox', { name: 'Name' }).press('Enter')
  await expectDisabledWith(
    page,
    create.getByRole('button', { name: 'Create project' }),
    SILO_VIEWER,
  )
  await expect(page).toHaveURL('/projects-new')

  // a project she only views: every instance action and the New Instance form (a load: the
  // dirty form above would ask before an in-app navigation discards it)
  await visit(page, '/projects/data-pipeline/instances')
  await buttonDeniedToViewer(page, 'New Instance')
  await expectRowMenu(page, 'etl-scheduler', {
    disabled: ['Start', 'Delete'],
    reason: PROJECT_VIEWER_COMPUTE,
  })
  await navigate(page, '/projects/data-pipeline/instances-new')
  await expect(page.getByText(PROJECT_VIEWER_COMPUTE)).toBeVisible()
  await buttonDeniedToViewer(page, 'Create instance')

  // the project she administers: everything her role allows is enabled
  await navigate(page, '/projects/web-frontend/instances')
  await expect(page.getByRole('link', { name: 'New Instance' })).toBeVisible()
  await expectRowMenu(page, 'web-3', { enabled: ['Start', 'Delete'] })
  await navigate(page, '/projects/web-frontend/instances-new')
  await expect(page.getByRole('button', { name: 'Create instance' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('no silo role, viewer of one project, collaborator on another: neither may rename or delete them', async ({
  page,
}) => {
  await signInAs(page, 'barbara')
  await expectDisabledWith(page, page.getByRole('button', { name: 'New Project' }), SILO_NONE)
  // the silo's projects are not listed to her (row R1): no rows, no row menus
  await expect(
    page.getByText('Listing the silo’s projects requires a role on the silo.'),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: 'Projects' })).toHaveCount(0)

  // the edit forms of a project she views and of one she collaborates on
  for (const [project, reason] of [
    ['web-frontend', PROJECT_VIEWER_EDIT],
    ['data-pipeline', PROJECT_COLLABORATOR_EDIT],
  ] as const) {
    await visit(page, `/projects/${project}/edit`)
    const edit = page.getByRole('dialog', { name: 'Edit project' })
    await expect(edit.getByText(reason)).toBeVisible()
    await expectDisabledWith(page, edit.getByRole('button', { name: 'Save changes' }), reason)
  }
})

test('a project viewer: instance tabs and affinity groups disabled, enabled where she collaborates', async ({
  page,
}) => {
  await signInAs(page, 'barbara')
  // an instance of web-frontend: the role's reason outranks the run state's
  await visit(page, '/projects/web-frontend/instances/web-3/storage')
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await expectDisabledWith(
    page,
    page.getByRole('menuitem', { name: 'Start' }),
    PROJECT_VIEWER_COMPUTE,
  )
  await page.keyboard.press('Escape')
  await buttonDeniedToViewer(page, 'Attach existing disk')
  await expectRowMenu(page, 'web-3-boot', { disabled: ['Detach'], reason: PROJECT_VIEWER_COMPUTE })
  await page.getByRole('link', { name: 'Networking' }).click()
  await buttonDeniedToViewer(page, 'Attach floating IP')

  // affinity groups: new, edit, delete and members
  await navigate(page, '/projects/web-frontend/affinity')
  await buttonDeniedToViewer(page, 'New group')
  await expectRowMenu(page, 'web-spread', {
    disabled: ['Edit', 'Delete'],
    reason: PROJECT_VIEWER_COMPUTE,
  })
  await row(page, 'web-spread').getByRole('link', { name: 'web-spread' }).click()
  await buttonDeniedToViewer(page, 'Add instance')
  await buttonDeniedToViewer(page, 'Edit')

  // data-pipeline, where she collaborates
  await navigate(page, '/projects/data-pipeline/affinity')
  await expect(page.getByRole('link', { name: 'New group' })).toBeVisible()
  await expectRowMenu(page, 'kafka-brokers', { enabled: ['Edit', 'Delete'] })
  await navigate(page, '/projects/data-pipeline/instances')
  await expect(page.getByRole('link', { name: 'New Instance' })).toBeVisible()
  await expectRowMenu(page, 'etl-scheduler', { enabled: ['Start', 'Delete'] })
})

test('the server’s 403 stays the backstop: a role lost while the page is open', async ({
  page,
}) => {
  // Grace's page knows her as silo admin; then the session becomes a silo viewer's, as when a
  // role is taken away while the page stays open
  await visit(page, '/projects')
  await page.evaluate(() =>
    fetch('/v1/login/maple/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'katherine', password: 'katherine-pass' }),
    }),
  )
  await page.getByRole('button', { name: 'Actions for sandbox' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete project' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Delete project')).toBeVisible()
  await expect(toast(page, 'Action not authorized')).toBeVisible()
  await expect(row(page, 'sandbox')).toBeVisible()
})
