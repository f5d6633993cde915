import { concrete, valuesFor, walkRoutes, walkTest } from './route-walk'
import { test, visit } from './utils'

const routes = await walkRoutes()
const walk = walkTest({ project: 'web-frontend', silo: 'maple' })
walk('probe 390', async ({ page, values }) => {
  test.setTimeout(routes.length * 15_000)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const route of routes) {
    await visit(page, concrete(route.pattern, valuesFor(route, values)))
    await page.waitForTimeout(300)
    const r = await page.evaluate(() => {
      const W = document.documentElement.clientWidth
      const sw = document.documentElement.scrollWidth
      const wide: string[] = []
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const b = el.getBoundingClientRect()
        if (b.right > W + 1 && b.width > 0) {
          const h = el as HTMLElement
          wide.push(
            `${el.tagName.toLowerCase()}.${(h.className?.toString?.() ?? '').slice(0, 60)} r=${Math.round(b.right)}`,
          )
        }
      }
      return { sw, W, wide: wide.slice(0, 4) }
    })
    console.log(
      `${r.sw > r.W ? 'OVER' : 'ok  '} ${r.sw} ${route.pattern} ${r.sw > r.W ? r.wide.join(' | ') : ''}`,
    )
  }
})
