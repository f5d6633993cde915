import {
  chaosNavigate,
  chaosOff,
  dismissToasts,
  expectOutcome,
  expectRecovery,
  watchChaos,
  watchConsole,
} from './chaos-outcome'
import { concrete, oneOfEachShape, valuesFor, walkRoutes, walkTest } from './route-walk'
import { COLD_LOAD_MS, expect, test } from './utils'

/**
 * The chaos walk (issue 5): a page of each shape of the route table (route-walk.ts `shapeOf`:
 * its layouts and whether it is a list, a detail page, a tab or a form) with half of all API
 * calls failing with 401, 403, 404 or 500. Each failure must show the spec's outcome, nothing
 * may throw or log an unexpected error, and the console must be usable again once chaos is
 * off. Its cost follows the number of shapes, not of pages (issue 25); the a11y walk still
 * renders every page, and chaos-forms.e2e.ts fails every form's submit.
 *
 * The pages go in chunks, as a user goes: a chunk's first page is a cold load with chaos on
 * (layouts and loaders fail from nothing), each later one an in-app navigation with chaos
 * turned on at that moment (from a page left in whatever state recovery left it, its cache
 * warm). A cold load per page cost most of the walk's time. The failures are drawn from a
 * seed per page (each call and how often it was made), so a failing step replays when its
 * chunk runs again; the step names the seed. chaos-forms.e2e.ts aims one status at a time at
 * single steps, and the a11y walk checks that every page renders without chaos.
 */
const all = await walkRoutes()
const routes = oneOfEachShape(all)
const RATE = 0.5
const CHUNKS = 4

/** A stable seed per pattern. */
const seedOf = (pattern: string) =>
  [...pattern].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7) % 1e9

const walk = walkTest({ project: 'web-frontend', silo: 'maple' })

walk('the walk covers a page of each shape of the route table', () => {
  const patterns = routes.map((r) => r.pattern)
  for (const known of [
    '/projects',
    '/projects-new',
    '/projects/:project/instances',
    '/projects/:project/instances/:instance',
    '/system/silos/:silo',
  ])
    expect(patterns).toContain(known)
  expect(all.length).toBeGreaterThan(60)
  // one of each: a list, a detail page, a tab and a form under a project, and the system's
  expect(routes.length).toBeGreaterThan(40)
  expect(routes.length).toBeLessThan(all.length / 2)
})

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = routes.filter((_, i) => i % CHUNKS === chunk)
  walk(`chaos walk (${chunk + 1} of ${CHUNKS})`, async ({ page, values }) => {
    test.setTimeout(COLD_LOAD_MS + mine.length * 20_000)
    const consoleErrors = watchConsole(page)
    const chaos = await watchChaos(page)
    for (const [i, route] of mine.entries()) {
      const path = concrete(route.pattern, valuesFor(route, values))
      const seed = seedOf(route.pattern)
      const how = i === 0 ? 'loaded' : 'in-app'
      await test.step(`${route.pattern} (${how}, mock-chaos=${RATE}, seed ${seed})`, async () => {
        chaos.reset()
        let from: string | undefined
        if (i === 0) await page.goto(`${path}?mock-chaos=${RATE}&mock-chaos-seed=${seed}`)
        else from = await chaosNavigate(page, path, RATE, seed)
        const outcome = await expectOutcome(page, path, chaos, from)
        await expectRecovery(page, outcome, path, from)
        await dismissToasts(page)
      })
    }
    await chaosOff(page)
    expect(consoleErrors, 'console errors other than logged API failures').toEqual([])
  })
}
