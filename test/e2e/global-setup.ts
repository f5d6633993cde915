import { PATTERNS_ENV, readRoutePatterns } from './route-table'

/** Once per run, before the workers start: what every walk reads (route-table.ts). */
export default async function globalSetup() {
  process.env[PATTERNS_ENV] = JSON.stringify(await readRoutePatterns())
}
