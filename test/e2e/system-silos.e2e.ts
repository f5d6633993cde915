import type { Page } from '@playwright/test'
import { IDP_METADATA_XML } from '../../mock-api/data/saml-metadata'
import {
  SIGNING_CERT_DER_BASE64,
  SIGNING_KEY_DER_BASE64,
  TLS_CERT,
  TLS_KEY,
} from '../fixtures/silos'
import { expectNoA11yViolations } from './axe'
import { apiCall } from './mock'
import { navigate, signInWithForm } from './nav'
import { expectDisabledWith } from './roles'
import { expectRowMenu, row, rowAction } from './tables'
import { expect, signInAs, test, toast, visit } from './utils'

/**
 * Issue 16: the silos and their identity providers, as an operator sees them. Seeded: maple
 * and partner-labs (local only), northwind (SAML JIT, with the provider okta). Grace (the
 * default session) is fleet admin through maple's role mapping; Katherine is a fleet viewer.
 */

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Silo tabs' }).getByRole('link', { name })

test('lists silos, creates one with quotas and a certificate, and shows its tabs', async ({
  page,
}) => {
  await visit(page, '/system/silos')
  await expect(page).toHaveTitle(/^Silos · /)
  const table = page.getByRole('table', { name: 'Silos' })
  for (const name of ['maple', 'northwind', 'partner-labs'])
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(row(page, 'northwind')).toContainText('SAML JIT')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'New silo' }).click()
  const form = page.getByRole('dialog', { name: 'Create silo' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('acme')
  await form.getByRole('textbox', { name: 'Description' }).fill('Acme Corporation')
  await form.getByRole('textbox', { name: 'Admin group name' }).fill('acme-admins')
  await form.getByRole('textbox', { name: 'CPUs' }).fill('16')
  await form.getByRole('textbox', { name: 'Memory' }).fill('64')
  await form.getByRole('textbox', { name: 'Storage' }).fill('1024')
  await form.getByRole('button', { name: 'Add TLS certificate' }).click()
  const cert = page.getByRole('dialog', { name: 'Add TLS certificate' })
  await cert.getByRole('textbox', { name: 'Name', exact: true }).fill('acme-tls')
  await cert.getByRole('textbox', { name: 'Certificate chain' }).fill(TLS_CERT)
  // the key from a file, as an operator would pick it
  await cert.getByLabel('Private key from a file').setInputFiles({
    name: 'acme.key',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(TLS_KEY),
  })
  await expect(cert.getByRole('textbox', { name: 'Private key' })).toHaveValue(TLS_KEY)
  await expectNoA11yViolations(page)
  await cert.getByRole('button', { name: 'Add certificate' }).click()
  await expect(form.getByRole('table', { name: 'TLS certificates' })).toContainText('acme-tls')
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Create silo' }).click()

  await expect(page).toHaveURL('/system/silos/acme')
  await expect(toast(page, 'Silo acme created')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'acme' })).toBeVisible()
  await expect(page.getByText('Local only')).toBeVisible()
  await expect(tab(page, 'Identity providers')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'No identity providers' })).toBeVisible()
  const util = await apiCall<{ allocated: unknown }>(page, '/v1/system/utilization/silos/acme')
  expect(util.body.allocated).toEqual({ cpus: 16, memory: 64 * 1024 ** 3, storage: 1024 ** 4 })
  await expectNoA11yViolations(page)

  // the tabs are the URL's
  await navigate(page, '/system/silos/acme?tab=ip-pools')
  await expect(tab(page, 'IP pools')).toHaveAttribute('aria-current', 'page')
  await expect(tab(page, 'Identity providers')).not.toHaveAttribute('aria-current', 'page')
  await tab(page, 'Quotas').click()
  await expect(page).toHaveURL('/system/silos/acme?tab=quotas')
  await tab(page, 'Fleet roles').click()
  await expect(page.getByRole('table', { name: 'Fleet roles' })).toContainText('Silo admin')
  await tab(page, 'Users').click()
  await expect(page.getByRole('heading', { name: 'No users' })).toBeVisible()
  // another silo's groups: the API lists only the caller's own
  await expect(page.getByText('The API lists the groups of your own silo only')).toBeVisible()
  await expectNoA11yViolations(page)

  // the new silo is in the list
  await page.getByRole('link', { name: 'Silos', exact: true }).first().click()
  await expect(table.getByRole('link', { name: 'acme', exact: true })).toBeVisible()
})

test('deletes an empty silo; one that holds a project stays', async ({ page }) => {
  await visit(page, '/system/silos')
  await rowAction(page, 'maple', 'Delete')
  // the most destructive action: the silo's name is typed first
  const confirm = page.getByRole('dialog', { name: 'Delete silo' })
  await expectDisabledWith(
    page,
    confirm.getByRole('button', { name: 'Delete' }),
    'Type maple to confirm',
  )
  await confirm.getByRole('textbox', { name: 'Type maple to confirm' }).fill('maple')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Silo to be deleted contains a project')).toBeVisible()
  await expect(row(page, 'maple')).toBeVisible()

  await page.getByRole('link', { name: 'partner-labs', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'partner-labs' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  await confirm.getByRole('textbox', { name: 'Type partner-labs to confirm' }).fill('partner-labs')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Silo partner-labs deleted')).toBeVisible()
  await expect(page).toHaveURL('/system/silos')
  await expect(row(page, 'partner-labs')).toHaveCount(0)
})

test('creates a SAML identity provider from a metadata file and shows it', async ({ page }) => {
  await visit(page, '/system/silos/northwind')
  await expect(page.getByRole('link', { name: 'okta', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'New provider' }).click()
  const form = page.getByRole('dialog', { name: 'Create identity provider' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('azure')
  await form
    .getByRole('textbox', { name: 'ACS URL' })
    .fill('https://northwind.sys.example.com/login/northwind/saml/azure')
  await form
    .getByRole('textbox', { name: 'Single logout URL' })
    .fill('https://northwind.sys.example.com/logout')
  await form.getByRole('textbox', { name: 'IdP entity ID' }).fill('https://idp.example.com/saml')
  await form.getByRole('textbox', { name: 'SP client ID' }).fill('oxide-northwind')
  await form.getByRole('textbox', { name: 'Technical contact email' }).fill('it@northwind.example')
  await form.getByRole('radio', { name: 'From an XML file' }).check()
  await form.getByLabel('Metadata XML from a file').setInputFiles({
    name: 'metadata.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(IDP_METADATA_XML),
  })
  const der = (b64: string) => Buffer.from(b64, 'base64')
  await form.getByLabel('Public certificate from a file').setInputFiles({
    name: 'sp.der',
    mimeType: 'application/octet-stream',
    buffer: der(SIGNING_CERT_DER_BASE64),
  })
  await form.getByLabel('Private key (RSA, PKCS#1) from a file').setInputFiles({
    name: 'sp-key.der',
    mimeType: 'application/octet-stream',
    buffer: der(SIGNING_KEY_DER_BASE64),
  })
  await expect(form.getByRole('textbox', { name: 'Public certificate' })).toHaveValue(
    SIGNING_CERT_DER_BASE64,
  )
  await form.getByRole('textbox', { name: 'Group attribute name' }).fill('groups')
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Create provider' }).click()
  await expect(toast(page, 'Identity provider azure created')).toBeVisible()
  await expect(page).toHaveURL('/system/silos/northwind')

  await page.getByRole('link', { name: 'azure', exact: true }).click()
  await expect(page).toHaveURL('/system/silos/northwind/idps/saml/azure')
  const view = page.getByRole('dialog', { name: 'azure', exact: true })
  await expect(view).toContainText('it@northwind.example')
  await expect(view).toContainText('groups')
  await expect(view).toContainText(SIGNING_CERT_DER_BASE64.slice(0, 24))
  await expectNoA11yViolations(page)
  await view.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL('/system/silos/northwind')

  // a SAML silo's users come from the provider; a local silo takes no provider
  await tab(page, 'Users').click()
  await expect(row(page, 'nancy.davolio@northwind.example')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New user' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await navigate(page, '/system/silos/maple')
  // none yet: the header's button and the empty state's, both disabled
  const newProvider = page.getByRole('button', { name: 'New provider' })
  await expect(newProvider).toHaveCount(2)
  for (const b of await newProvider.all()) await expect(b).toHaveAttribute('aria-disabled', 'true')
})

test('creates a local user, sets a password, signs in as them, and deletes them', async ({
  page,
}) => {
  await visit(page, '/system/silos/maple?tab=users')
  // Grace's own silo: its groups
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText('silo-admins')
  await page.getByRole('button', { name: 'New user' }).click()
  const create = page.getByRole('dialog', { name: 'Create user' })
  await create.getByRole('textbox', { name: 'Username' }).fill('wile')
  await expectNoA11yViolations(page)
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(toast(page, 'User wile created')).toBeVisible()
  await expect(row(page, 'wile')).toBeVisible()

  await rowAction(page, 'wile', 'Set password')
  const set = page.getByRole('dialog', { name: 'Set password' })
  await set.getByRole('textbox', { name: 'New password' }).fill('road-runner-1')
  await expectNoA11yViolations(page)
  await set.getByRole('button', { name: 'Set password' }).click()
  await expect(toast(page, 'Password of wile set')).toBeVisible()

  await signInWithForm(page, { username: 'wile', password: 'road-runner-1', inApp: true })
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('button', { name: 'User menu for wile' })).toBeVisible()
  expect((await apiCall<{ display_name: string }>(page, '/v1/me')).body.display_name).toBe('wile')
  expect((await apiCall(page, '/v1/system/silos')).status).toBe(403)

  await signInWithForm(page, { inApp: true })
  await expect(page).toHaveURL('/projects')
  await navigate(page, '/system/silos/maple?tab=users')
  await rowAction(page, 'wile', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete user' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'User wile deleted')).toBeVisible()
  await expect(row(page, 'wile')).toHaveCount(0)
})

test('SCIM tokens: one made with its secret shown once, then deleted; auth settings changed', async ({
  page,
}) => {
  await visit(page, '/system/silos/maple?tab=scim')
  await expect(tab(page, 'SCIM')).toHaveAttribute('aria-current', 'page')
  const tokens = page.getByRole('table', { name: 'SCIM tokens' })
  await expect(tokens).toContainText('No SCIM tokens')
  await page.getByRole('button', { name: 'New SCIM token' }).click()
  await page
    .getByRole('dialog', { name: 'New SCIM token' })
    .getByRole('button', { name: 'Create token' })
    .click()
  const shown = page.getByRole('dialog', { name: 'SCIM token created' })
  await expect(shown).toContainText('it will not be shown again')
  await expect(shown.getByText(/^oxide-scim-[0-9a-f]{40}$/)).toBeVisible()
  await expect(shown.getByRole('button', { name: 'Copy SCIM token' })).toBeVisible()
  await expectNoA11yViolations(page)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(tokens.getByRole('row')).toHaveCount(2)
  await expect(page.getByText(/oxide-scim-/)).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete SCIM token' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, /^SCIM token .+ deleted$/)).toBeVisible()
  await expect(tokens).toContainText('No SCIM tokens')

  // Grace's own silo: its auth settings, which she may change as its admin
  const settings = page.getByRole('region', { name: 'Authentication settings' })
  const ttl = settings.getByRole('textbox', { name: 'Device token maximum lifetime' })
  await expect(ttl).toHaveValue('')
  await ttl.fill('3600')
  await settings.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'Authentication settings saved')).toBeVisible()
  const saved = await apiCall<{ device_token_max_ttl_seconds: number | null }>(
    page,
    '/v1/auth-settings',
  )
  expect(saved.body.device_token_max_ttl_seconds).toBe(3600)
})

test('a fleet viewer sees the silo pages with every change disabled', async ({ page }) => {
  await signInAs(page, 'katherine', '/system/silos')
  await expect(page.getByRole('button', { name: 'New silo' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectRowMenu(page, 'northwind', { disabled: ['Delete'] })
  await expectNoA11yViolations(page)

  await navigate(page, '/system/silos/northwind')
  for (const name of ['Delete', 'New provider'])
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('button', { name: 'New provider' }).hover()
  await expect(page.getByRole('tooltip')).toContainText('Requires the admin role on the fleet')
  await page.getByRole('link', { name: 'okta', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'okta', exact: true })).toContainText(
    'https://idp.example.com/saml',
  )
  await expectNoA11yViolations(page)

  await navigate(page, '/system/silos/maple?tab=users')
  await expect(page.getByRole('button', { name: 'New user' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await navigate(page, '/system/silos-new')
  const form = page.getByRole('dialog', { name: 'Create silo' })
  await expect(
    form.getByText('Requires the collaborator role or higher on the fleet; yours is viewer'),
  ).toBeVisible()
})

test('the silo page fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/system/silos/northwind?tab=users')
  await expect(page.getByRole('heading', { level: 1, name: 'northwind' })).toBeVisible()
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(over).toBe(0)
  await expectNoA11yViolations(page)
})
