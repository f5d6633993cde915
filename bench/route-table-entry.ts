/**
 * What bench/route-loads.ts reads of the app's route table, from one module so that one load of
 * it (Vite's module runner, or Vitest) shares one `modules` map with the table.
 */
export { fullRoutes } from '../src/route-table/full-table'
export { modules } from '../src/route-table/kit'
export { systemRoutes } from '../src/route-table/system'
export { systemLayout, systemLoader } from '../src/routes'
