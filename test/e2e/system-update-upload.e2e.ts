import { buildRepository, repoSigner } from '../../mock-api/tuf/build-repo'
import { expectNoA11yViolations } from './axe'
import { expectDisabledWith, FLEET_VIEWER_REASON } from './roles'
import { expect, signInAs, test, toast, visit } from './utils'

const UPDATE = '/system/update'

test('a fleet admin adds the release key, then uploads: cancel, junk, the repository, again', async ({
  page,
}) => {
  // a release signed by a key made for this test, whose root role the operator adds first
  const signer = await repoSigner()
  const zip = Buffer.from(await buildRepository(signer, { systemVersion: '23.0.0' }))
  const junk = { name: 'junk.zip', mimeType: 'application/zip', buffer: Buffer.from('no zip') }
  await visit(page, UPDATE)
  await page.getByRole('link', { name: 'Add trust root' }).click()
  const rootForm = page.getByRole('dialog', { name: 'Add trust root' })
  await rootForm.getByRole('textbox', { name: 'Root role' }).fill(JSON.stringify(signer.root))
  await rootForm.getByRole('button', { name: 'Add trust root' }).click()
  await expect(toast(page, 'Trust root added')).toBeVisible()

  await page.getByRole('link', { name: 'Upload repository' }).click()
  await expect(page).toHaveURL(`${UPDATE}/repositories-new`)
  await expect(page).toHaveTitle(/^Upload repository · /)
  const form = page.getByRole('dialog', { name: 'Upload repository' })
  await expectNoA11yViolations(page)
  // the rack takes its time: the upload shows its progress meanwhile and can be cancelled.
  // The first one is held until it is (a delay of a few seconds raced the scan and the click
  // on a busy machine: the upload ended first and took the button away)
  const delay = (ms: number) => page.evaluate((d) => window.oxideMock?.configure({ delay: d }), ms)
  await delay(600_000)
  const file = form.getByLabel('Repository archive')
  const chosen = () => file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)
  const submit = form.getByRole('button', { name: 'Upload repository' })
  await file.setInputFiles(junk)
  await submit.click()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(form.getByRole('status')).toHaveText('Uploading 6 B…')
  await expectNoA11yViolations(page)
  // what comes after it (the reads a change makes stale) answers in time again
  await delay(1500)
  await form.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(form.getByRole('status')).toContainText('Upload cancelled.')
  expect(await chosen()).toBe('junk.zip')

  // junk: the server's words, and the file stays chosen for another try
  await submit.click()
  await expect(form.getByRole('alert')).toContainText(
    'Failed to read end of central directory of zip archive',
  )
  await expect(form.getByRole('alert')).toContainText('Missing end of central directory')
  await expect(form).toContainText('junk.zip')
  expect(await chosen()).toBe('junk.zip')
  await expectNoA11yViolations(page)

  await file.setInputFiles({ name: 'oxide-23.0.0.zip', mimeType: 'application/zip', buffer: zip })
  await submit.click()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(toast(page, 'Repository 23.0.0 uploaded')).toBeVisible()
  await expect(form).toBeHidden()
  const repos = page.getByRole('table', { name: 'Repositories' })
  await expect(repos.getByRole('row', { name: /23\.0\.0/ })).toContainText('oxide-23.0.0.zip')
  await delay(0)

  // the same archive again: the rack knows it
  await page.getByRole('link', { name: 'Upload repository' }).click()
  await file.setInputFiles({ name: 'again.zip', mimeType: 'application/zip', buffer: zip })
  await submit.click()
  await expect(toast(page, 'Repository 23.0.0 was already uploaded')).toBeVisible()
  await expect(repos.getByRole('row', { name: /23\.0\.0/ })).toContainText('oxide-23.0.0.zip')
})

test('a fleet viewer sees Upload repository disabled, with the reason', async ({ page }) => {
  await signInAs(page, 'katherine', UPDATE)
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Upload repository' }),
    FLEET_VIEWER_REASON,
  )
  await expectNoA11yViolations(page)
})

test('after a support-driven recovery: finish it with the release the sleds run', async ({
  page,
}) => {
  await visit(page, `${UPDATE}?mock-seed=recovery`)
  await expect(page.getByText('Automatic update is suspended')).toBeVisible()
  await page.getByRole('button', { name: 'Finish recovery' }).click()
  const dialog = page.getByRole('dialog', { name: 'Finish recovery' })
  await expectNoA11yViolations(page)
  // another release than the sleds run: the server says which sled runs what
  await dialog.getByRole('combobox', { name: 'Release' }).click()
  await page.getByRole('option', { name: '22.1.0', exact: true }).click()
  await dialog.getByRole('button', { name: 'Finish recovery' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    'mupdate recovery required, but specified version 22.1.0 does not match the version of components deployed on sled',
  )
  await dialog.getByRole('combobox', { name: 'Release' }).click()
  await page.getByRole('option', { name: '22.0.0', exact: true }).click()
  await dialog.getByRole('button', { name: 'Finish recovery' }).click()
  await expect(toast(page, 'Recovery finished: 22.0.0 is the target')).toBeVisible()
  await expect(page.getByText('Automatic update is suspended')).toBeHidden()
})
