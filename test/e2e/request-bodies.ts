import type { Page } from '@playwright/test'
import { requestBodyViolations } from '../../mock-api/openapi/schema'

/**
 * Issue 28: every JSON body the console sends in a test meets the server's request schema. The
 * in-browser mock keeps the bodies when asked (`oxide.mock.bodies`: mock-api/browser.ts); they
 * are checked here, in Node, against the server's OpenAPI document, after the test. The bodies
 * of the page's last document: a reload starts the list again.
 */
export const KEEP_BODIES = ['oxide.mock.bodies', 'keep'] as const

export async function bodiesOffSchema(page: Page): Promise<string[]> {
  if (page.isClosed()) return []
  const sent = await page
    .evaluate(() => window.oxideMockBodies ?? [])
    .catch(() => [] as { op: string; body: unknown }[])
  return sent.flatMap(({ op, body }) =>
    requestBodyViolations(op, body).map((v) => `${op} ${v.at}: ${v.message}`),
  )
}
