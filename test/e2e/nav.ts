import type { Page } from '@playwright/test'
import { COLD_LOAD_MS, expect } from './utils'

/**
 * Moving about the app: its navigation, Jump to, links followed without a reload, and the login
 * form.
 */

/** A link of the navigation (side bar, tab bar) of this accessible name. */
export const navLink = (page: Page, nav: string, name: string) =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name })

/** Open jump-to-anything from the keyboard; returns its input. */
export async function openJump(page: Page) {
  // the keys are heard once the signed-in frame is on screen (its top bar has the button)
  await expect(page.getByRole('button', { name: /Jump to/ })).toBeVisible()
  await page.keyboard.press('Control+k')
  const input = page
    .getByRole('dialog', { name: 'Jump to' })
    .getByRole('combobox', { name: 'Jump to a project, resource or page' })
  await expect(input).toBeFocused()
  return input
}

/**
 * A history entry in React Router's shape and a popstate: a link's navigation, started from
 * outside the app. With `mock`, the mock's settings change in the same step (chaos turned on
 * exactly as the navigation starts).
 */
export async function pushRoute(
  page: Page,
  path: string,
  mock?: { chaos: number; chaosSeed: number },
) {
  await page.evaluate(
    ([to, settings]) => {
      if (settings) window.oxideMock?.configure(settings)
      const state = window.history.state as { idx?: number } | null
      const key = Math.random().toString(36).slice(2, 10)
      window.history.pushState({ usr: null, key, idx: (state?.idx ?? 0) + 1 }, '', to)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    },
    [path, mock ?? null] as const,
  )
}

/**
 * Go to a path in the app, as a link would (no reload: the mock keeps its data, the app its
 * cache), and wait until the router has the new page on screen. For walks over many pages in
 * one context, where a cold load per page would cost most of the walk's time. React Router
 * hears a popstate with a history entry of its own shape, so blockers (the dirty-form guard)
 * still apply.
 */
export async function navigate(page: Page, path: string) {
  const announcer = page.getByTestId('route-announcer')
  const before = (await announcer.getAttribute('data-location')) ?? ''
  await pushRoute(page, path)
  await expect(announcer).not.toHaveAttribute('data-location', before, { timeout: COLD_LOAD_MS })
  await expect(page.locator('#content')).toBeVisible()
}

/**
 * Sign in through the login form, as a user does: for tests of the form itself, of where it
 * lands (`redirect`), or of a user the test made (`inApp`: reached by in-app navigation, so the
 * in-browser database, which a page load resets, keeps that user). Lands wherever the form
 * sends the user; the test says where it expects.
 */
export async function signInWithForm(
  page: Page,
  {
    silo = 'maple',
    username = 'grace',
    password = `${username}-pass`,
    redirect,
    inApp = false,
  }: { silo?: string; username?: string; password?: string; redirect?: string; inApp?: boolean },
) {
  const path = `/login/${silo}/local${redirect === undefined ? '' : `?redirect_uri=${encodeURIComponent(redirect)}`}`
  if (inApp) await navigate(page, path)
  else await page.goto(path)
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
