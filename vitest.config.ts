import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.MOCK': 'false' },
  test: {
    include: ['src/**/*.spec.{ts,tsx}', 'mock-api/**/*.spec.ts', 'test/unit/**/*.spec.ts'],
    environment: 'node',
    pool: 'threads',
    // property tests run hundreds of cases: on a busy 2-core machine 5 s is not always enough
    testTimeout: 30_000,
  },
})
