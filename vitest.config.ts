import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { findBrowser } from './scripts/browser.ts'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }
const define = { 'import.meta.env.MOCK': 'false' }
const UNIT = ['src/**/*.spec.{ts,tsx}', 'mock-api/**/*.spec.ts', 'test/unit/**/*.spec.ts']
const NOT_UNIT = ['**/*.browser.spec.{ts,tsx}', '**/node_modules/**']
const FRESH = ['src/util/poll.spec.ts']

/**
 * Two layers below the end-to-end suite (test/e2e):
 * - unit: pure logic and the mock's handlers, in Node (`*.spec.ts`);
 * - component: one component rendered in real Chromium with the app's own CSS, driven as a
 *   user drives it (`*.browser.spec.ts(x)`, vitest-browser-react and Vitest's browser mode):
 *   what one component does, without a build, a route or a cold load of the whole app.
 * The browser is the one the end-to-end tests drive (scripts/browser.ts).
 */
export default defineConfig({
  resolve: { alias },
  define,
  test: {
    // property tests run hundreds of cases: on a busy 2-core machine 5 s is not always enough
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...NOT_UNIT, ...FRESH],
          environment: 'node',
          pool: 'threads',
          // one module graph per worker, not one per file: half the suite's time went to
          // loading modules again. A file that changes a module's state puts it back (or takes
          // a module of its own: vi.resetModules and import()).
          isolate: false,
        },
      },
      {
        extends: true,
        // files that must load a library after setting a global it reads once (poll.spec.ts
        // gives TanStack Query a `window`): a module graph of their own
        test: { name: 'unit-fresh', include: FRESH, environment: 'node', pool: 'threads' },
      },
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        // every dependency bundled before the first test: one found later reloads the page
        // mid-run (two Reacts, failed hooks)
        optimizeDeps: {
          include: [
            '@base-ui/react/checkbox',
            '@base-ui/react/csp-provider',
            '@base-ui/react/dialog',
            '@base-ui/react/menu',
            '@base-ui/react/otp-field',
            '@base-ui/react/radio',
            '@base-ui/react/radio-group',
            '@base-ui/react/select',
            '@base-ui/react/tabs',
            '@base-ui/react/toast',
            '@base-ui/react/tooltip',
            '@oxide/api',
            '@tanstack/react-query',
            'msw',
            'react',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-hook-form',
            'react-router',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'component',
          include: ['src/**/*.browser.spec.{ts,tsx}'],
          setupFiles: ['test/component/setup.ts'],
          // a wait for the screen (expect.element, expect.poll): what a busy 2-core machine
          // needs; only a failing wait pays it
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findBrowser()?.path },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
})
