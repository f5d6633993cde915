import { ensureBrowser, NO_BROWSER, thisMachine } from './browser.ts'

/**
 * `npm test` runs this before the browser suites: it finds a Chromium, or gets one, or stops
 * with one clear line (exit 1) instead of hundreds of identical failures.
 * `--no-install` only looks.
 */
const outcome = await ensureBrowser(thisMachine(), !process.argv.includes('--no-install'))
if (outcome.status === 'missing') {
  console.error(NO_BROWSER)
  process.exit(1)
}
const { path, source } = outcome.browser
const how = outcome.status === 'installed' ? `installed with ${outcome.by}` : `found (${source})`
console.log(`Chromium for the end-to-end tests: ${path}, ${how}`)
