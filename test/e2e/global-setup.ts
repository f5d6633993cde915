import { rm } from 'node:fs/promises'
import { PATTERNS_ENV, readRoutePatterns } from './route-table'
import { PRODUCTION_DIR_ENV, productionFiles } from './servers'

/**
 * Once per run, before the workers start: what every walk reads (route-table.ts), and where
 * the production build goes if a project asks for it (servers.ts `productionBuild`). The
 * teardown removes that build.
 */
export default async function globalSetup() {
  process.env[PATTERNS_ENV] = JSON.stringify(await readRoutePatterns())
  const outDir = `.e2e-dist/production-${process.pid}`
  process.env[PRODUCTION_DIR_ENV] = outDir
  return async () => {
    for (const path of productionFiles(outDir)) await rm(path, { recursive: true, force: true })
  }
}
