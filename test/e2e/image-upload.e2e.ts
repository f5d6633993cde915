import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './axe'
import { configureMock, mockFaults } from './mock'
import { row } from './tables'
import { expect, test, toast, visit } from './utils'

/**
 * Issue 12: uploading an image from a local file, through a temporary disk, against the mock's
 * disk import calls. Files are made here; the mock keeps no blocks, so any content will do.
 * What the upload does with each answer (retries, clean-up after a failure or a cancel) is
 * tested in src/features/images/upload-run.spec.ts; here, what the user sees of it.
 */
const images = '/projects/web-frontend/images'

// the in-browser mock decodes every chunk: ~10 MiB/s alone, under 1 MiB/s with both CI workers
// busy on 2 cores, so an upload gets minutes, not the default minute
test.describe.configure({ timeout: 180_000 })
/** How long an upload of these small files may take on that busy machine. */
const UPLOAD_MS = 120_000
const CHUNK = 512 * 1024
/**
 * A delay per call that keeps a 16-chunk upload going for seconds (four writes at a time), so
 * a test can act on it mid-way; set back to 0 once it has, so the clean-up is quick.
 */
const SLOW_MS = 1000

/** `chunks` chunks of 512 KiB, every `zeroEvery`-th all zeros, the last cut short. */
function imageFile(chunks: number, zeroEvery = 4) {
  const buffer = Buffer.alloc(chunks * CHUNK - 1000)
  for (let c = 0; c < chunks; c++)
    if (c % zeroEvery !== zeroEvery - 1) buffer.fill(c + 1, c * CHUNK, (c + 1) * CHUNK)
  return { name: 'debian-13.raw', mimeType: 'application/octet-stream', buffer }
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload image' })
const steps = (page: Page) =>
  page.getByRole('region', { name: 'Upload progress' }).getByRole('listitem')
const step = (page: Page, label: string) => steps(page).filter({ hasText: label })

async function fillForm(page: Page, name: string, file = imageFile(8)) {
  await visit(page, images)
  await page.getByRole('link', { name: 'Upload image' }).first().click()
  await expect(page).toHaveURL(`${images}-new`)
  const form = dialog(page)
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('textbox', { name: 'OS' }).fill('debian')
  await form.getByRole('textbox', { name: 'Version' }).fill('13')
  await form.getByLabel('Image file').setInputFiles(file)
  return form
}

/** What the mock holds of the upload's temporary disks and snapshots: nothing, when done. */
const leftovers = (page: Page) =>
  page.evaluate(async () => {
    const names = async (what: string) => {
      const res = await fetch(`/v1/${what}?project=web-frontend&limit=1000`)
      return ((await res.json()) as { items: { name: string }[] }).items.map((i) => i.name)
    }
    return [...(await names('disks')), ...(await names('snapshots'))].filter((n) =>
      n.startsWith('tmp-'),
    )
  })

test('upload a file: review, each step, the progress moving, then the image', async ({ page }) => {
  const form = await fillForm(page, 'debian-13', imageFile(12))
  await expect(page).toHaveTitle('Upload image · Images · web-frontend · Oxide Console')
  await expectNoA11yViolations(page)

  await form.getByRole('button', { name: 'Review' }).click()
  const review = page.getByRole('dialog', { name: 'Review 4 requests' })
  await expect(review).toContainText('importing_blocks')
  await expect(review).toContainText('bulk-write-start')
  await expect(review).toContainText(
    /bulk-write for each 512 KiB of the file that is not all zeros \(at most 12/,
  )
  await review.getByRole('button', { name: 'Back to form' }).click()

  await configureMock(page, { delay: 400 })
  await form.getByRole('button', { name: 'Upload image' }).click()
  const bar = form.getByRole('progressbar', { name: 'Upload progress' })
  // seen part-way: neither empty nor full
  await page.waitForFunction(() => {
    const p = document.querySelector('progress')
    return p !== null && p.value > 0 && p.value < 100
  })
  await expect(step(page, 'Upload image file')).toContainText(/MiB of 6 MiB \(\d+%\)/)
  await expect(step(page, 'Upload image file')).toContainText(/(KiB|MiB)\/s, about \d+ (s|min)/)
  await expect(step(page, 'Create temporary disk')).toContainText('done')
  await expect(step(page, 'Upload image file')).toContainText('in progress')
  await expect(bar).toBeVisible()
  await expectNoA11yViolations(page)
  await configureMock(page, { delay: 0 })

  await expect(toast(page, 'Image debian-13 uploaded')).toBeVisible({ timeout: UPLOAD_MS })
  await expect(page).toHaveURL(images)
  await expect(row(page, 'debian-13')).toContainText('debian')
  await expect(row(page, 'debian-13')).toContainText('1 GiB')
  expect(await leftovers(page)).toEqual([])
})

test('a step that fails is named, and nothing is left behind', async ({ page }) => {
  const form = await fillForm(page, 'will-fail')
  await mockFaults(page, [{ op: 'imageCreate', status: 500, times: 1 }])
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(form.getByRole('alert').first()).toContainText(
    'Create image failed: Internal Server Error (injected fault). The temporary disk and snapshot were deleted.',
    { timeout: UPLOAD_MS },
  )
  await expect(step(page, 'Create image')).toContainText('failed')
  await expect(step(page, 'Finalize disk and snapshot it')).toContainText('done')
  await expect(form.getByRole('status')).toHaveText('Create image failed.')
  expect(await leftovers(page)).toEqual([])
  // the form keeps what was typed, so trying again is one click
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('will-fail')
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(toast(page, 'Image will-fail uploaded')).toBeVisible({ timeout: UPLOAD_MS })
})

test('cancel an upload: the writes stop and the temporary disk goes', async ({ page }) => {
  const form = await fillForm(page, 'cancelled', imageFile(16))
  await configureMock(page, { delay: SLOW_MS })
  await form.getByRole('button', { name: 'Upload image' }).click()
  await page.waitForFunction(() => (document.querySelector('progress')?.value ?? 0) > 0)
  await form.getByRole('button', { name: 'Cancel upload' }).click()
  await configureMock(page, { delay: 0 })
  await expect(form.getByRole('status')).toHaveText(
    'Upload cancelled. The temporary disk was deleted.',
    { timeout: UPLOAD_MS },
  )
  await expect(step(page, 'Take disk out of import mode')).toContainText('waiting')
  expect(await leftovers(page)).toEqual([])
  await expect(page).toHaveURL(`${images}-new`)
})

test('leaving during an upload asks first; leaving cancels it and cleans up', async ({ page }) => {
  const form = await fillForm(page, 'left-behind', imageFile(16))
  await configureMock(page, { delay: SLOW_MS })
  await form.getByRole('button', { name: 'Upload image' }).click()
  await page.waitForFunction(() => (document.querySelector('progress')?.value ?? 0) > 0)
  await page.keyboard.press('Escape')
  const ask = page.getByRole('dialog', { name: 'Cancel the upload?' })
  await expect(ask).toContainText('Leaving stops the upload and deletes its temporary disk.')
  await ask.getByRole('button', { name: 'Keep uploading' }).click()
  await expect(step(page, 'Upload image file')).toContainText('in progress')

  // the browser's Back, the way out the modal leaves open
  await page.goBack()
  await page
    .getByRole('dialog', { name: 'Cancel the upload?' })
    .getByRole('button', { name: 'Cancel upload' })
    .click()
  await configureMock(page, { delay: 0 })
  await expect(page).toHaveURL(images)
  await expect(toast(page, 'Upload cancelled')).toBeVisible({ timeout: UPLOAD_MS })
  await expect(toast(page, 'The temporary disk was deleted.')).toBeVisible()
  expect(await leftovers(page)).toEqual([])
})

test('a name the project has is refused before anything is made', async ({ page }) => {
  const form = await fillForm(page, 'web-base-2025-06')
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(form.getByText('Image name already exists').first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await expect(page.getByRole('region', { name: 'Upload progress' })).toHaveCount(0)
  expect(await leftovers(page)).toEqual([])
})
