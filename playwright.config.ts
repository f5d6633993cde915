import { defineConfig, devices } from '@playwright/test'
import { findBrowser } from './scripts/browser.ts'

/**
 * End-to-end tests in real Chromium against the mock build (the in-browser mock API is the
 * server). The browser: CHROMIUM_PATH, else Playwright's own, else the system's Chromium
 * (scripts/browser.ts; `npm test` gets one first when none is there).
 */
const browser = findBrowser()
const PORT = Number(process.env.E2E_PORT ?? 4009)

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './test/e2e/global-setup.ts',
  // per port, so runs side by side on one machine keep their own artifacts
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  // CI retries once, so one test that passed only on retry does not hide the rest of a run;
  // such a test is a defect to fix, and more than two in a run fail it (retry-budget.ts). A
  // broken behaviour fails both tries; locally a failure fails at once.
  // E2E_RETRIES=0 runs CI without them, as the suite's bar is measured (README)
  retries: process.env.E2E_RETRIES ? Number(process.env.E2E_RETRIES) : process.env.CI ? 1 : 0,
  // the longest test takes ~16 s on this 2-core machine with two workers; the limit leaves room
  // for a busier machine and still stops a hang
  timeout: 60_000,
  // what a busy 2-core machine needs for a screen to settle; only a failing wait pays it
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./test/e2e/retry-budget.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // recording a trace more than doubles a test's time on this machine (2 workers, 2 cores):
    // CI records the retry of a failed test only, locally E2E_TRACE=on records failures
    trace:
      process.env.E2E_TRACE === 'on'
        ? 'retain-on-failure'
        : process.env.CI
          ? 'on-first-retry'
          : 'off',
    launchOptions: browser ? { executablePath: browser.path } : {},
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [
        '**/chaos*.e2e.ts',
        '**/security-csp*.e2e.ts',
        '**/device-cli*.e2e.ts',
        '**/deploy*.e2e.ts',
      ],
    },
    // issue 5: every page of the route table with API calls failing at random
    { name: 'chaos', use: { ...devices['Desktop Chrome'] }, testMatch: '**/chaos*.e2e.ts' },
    // issue 5: the production build under its CSP, against the HTTP mock API (one build per
    // worker, test/e2e/production.ts); issue 14: the device flow's command-line client with it
    {
      name: 'csp',
      use: { ...devices['Desktop Chrome'] },
      testMatch: ['**/security-csp*.e2e.ts', '**/device-cli*.e2e.ts'],
    },
    // issue 8: the production build behind Debian's nginx with deploy/nginx's config
    { name: 'deploy', use: { ...devices['Desktop Chrome'] }, testMatch: '**/deploy*.e2e.ts' },
  ],
  webServer: {
    // a build per port, so parallel runs on one machine never serve each other's bundle
    command: `npx vite build --mode mock --outDir .e2e-dist/${PORT} --logLevel error && PREVIEW_PROXY=off npx vite preview --outDir .e2e-dist/${PORT} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
})
