import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core 4.14 itself, run in the page: the scan users of the console are measured with. The
 * source is injected once per document and only violations are collected, which makes a scan
 * a few hundred ms (the @axe-core/playwright wrapper took 2 to 3 s a page: it collects every
 * result type and finishes each run in a new page). The console has no frames to descend into.
 */
const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const AXE_VERSION: string = require('axe-core/package.json').version
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/**
 * The impacts that fail a scan. A rule that states its impact reports every violation with it
 * (axe-core's finalizeRuleResult), so a rule of minor or moderate impact can never fail one:
 * the scan runs only the others (a quarter less time: region and the landmark rules are dear).
 */
const FAILING = ['serious', 'critical']

type AxeFinding = { id: string; impact: string | null; targets: string[] }

declare global {
  interface Window {
    axe?: {
      version: string
      /** axe-core's rule table (internal, read for the rules' stated impact) */
      _audit: { rules: { id: string; tags: string[]; impact?: string | null }[] }
      run: (
        context: Document,
        options: object,
      ) => Promise<{
        violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[]
      }>
    }
  }
}

/** axe-core scan: no serious or critical violations on what is on screen now. */
export async function expectNoA11yViolations(page: Page, where?: string) {
  // what the user sees settled: a popup in its closing transition (Base UI marks it
  // `data-ending-style`) has already dropped its name, a listbox chosen from once failed so
  await expect(page.locator('[data-ending-style]')).toHaveCount(0)
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource)
  const { version, findings } = await page.evaluate(
    async ([tags, failing]) => {
      const axe = window.axe
      if (!axe) throw new Error('axe-core did not load')
      const rules = axe._audit.rules
        .filter(
          (r) => r.tags.some((t) => tags.includes(t)) && (!r.impact || failing.includes(r.impact)),
        )
        .map((r) => r.id)
      const result = await axe.run(document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      })
      return {
        version: axe.version,
        findings: result.violations.map(
          (v): AxeFinding => ({
            id: v.id,
            impact: v.impact ?? null,
            targets: v.nodes.map((n) => n.target.join(' ')),
          }),
        ),
      }
    },
    [AXE_TAGS, FAILING] as const,
  )
  expect(version).toBe(AXE_VERSION)
  const bad = findings
    .filter((v) => v.impact !== null && FAILING.includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`)
  const message = `serious or critical accessibility violations${where ? ` on ${where}` : ''}`
  // soft where a walk names the page, so one page's findings never hide the next page's
  if (where) expect.soft(bad, message).toEqual([])
  else expect(bad, message).toEqual([])
}
