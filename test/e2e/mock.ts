import type { Page } from '@playwright/test'
import type { Fault, MockConfig } from '../../mock-api/config'

/** The in-browser mock, from a test: its settings, planned faults and direct calls. */

/** Change the in-browser mock's settings without a reload (README: planned faults, delay). */
export const configureMock = (page: Page, settings: Partial<MockConfig>) =>
  page.evaluate((next) => window.oxideMock?.configure(next), settings)

/** The next `times` calls of each `op` fail with `status`; nothing else does. */
export const mockFaults = (page: Page, faults: Fault[]) => configureMock(page, { faults })

/** A call in the page, answered by the API the page talks to (the in-browser mock). */
export const apiCall = async <T = unknown>(
  page: Page,
  path: string,
  init?: { method: string; body?: unknown },
) => {
  const { status, body } = await page.evaluate(
    async ([p, i]) => {
      const res = await fetch(
        p,
        i === null
          ? undefined
          : {
              method: i.method,
              headers: { 'content-type': 'application/json' },
              body: i.body === undefined ? undefined : JSON.stringify(i.body),
            },
      )
      const text = await res.text()
      return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown }
    },
    [path, init ?? null] as const,
  )
  // what the test expects the API to have answered: read as that, checked by the test
  return { status, body: body as T }
}
