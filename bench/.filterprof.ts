// scratch: CPU profile of filter keystrokes over 5,000 held instances (production build, large seed)
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch, newContext } from './browser'
import { ROOT } from './bundle'
import { large } from './pages'
import { startMockApi, startPreview, stopAll } from './servers'

const dir = join(ROOT, 'dist-bench/production')
await startMockApi(12399, 'large')
await startPreview(dir, 4399, 12399)
const browser = await launch()
try {
  const target = { baseUrl: 'http://localhost:4399', seed: 'large' as const }
  const context = await newContext(browser, target, large.marker)
  const page = await context.newPage()
  await page.goto(target.baseUrl + large.path)
  await page.getByRole('button', { name: large.sortBy, exact: true }).click()
  await page.getByText(large.allLoaded).waitFor({ timeout: 60_000 })
  const input = page.getByLabel(large.filter)
  await input.fill(large.filterPrefix)
  await page.waitForTimeout(1000)
  await input.focus()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  const times: number[] = []
  const reqs: string[] = []
  page.on('request', (r) => reqs.push(r.url().replace(target.baseUrl, '')))
  let n = 0
  let profile!: Awaited<ReturnType<typeof cdp.send<'Profiler.stop'>>>['profile']
  for (const key of large.keys) {
    const before = await page.locator(large.rowCount).textContent()
    await cdp.send('Profiler.start')
    const t0 = Date.now()
    reqs.length = 0
    await page.keyboard.press(key)
    await page.waitForFunction(([sel, b]) => document.querySelector(sel!)?.textContent !== b, [
      large.rowCount,
      before,
    ] as const)
    times.push(Date.now() - t0)
    console.log(key, reqs.join(' '))
    ;({ profile } = await cdp.send('Profiler.stop'))
    writeFileSync(`/tmp/filter-${n++}.cpuprofile`, JSON.stringify(profile))
    await page.waitForTimeout(800)
  }
  console.log('times', times)
  writeFileSync('/tmp/filter.cpuprofile', JSON.stringify(profile))
  // self time per function
  const self = new Map<string, number>()
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const dt = profile.timeDeltas ?? []
  profile.samples?.forEach((id, i) => {
    const n = byId.get(id)!
    const f = n.callFrame
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0))
  })
  const rows = [...self.entries()]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
  for (const [k, v] of rows) console.log((v / 1000).toFixed(1).padStart(8), k)
} finally {
  await browser.close()
  await stopAll()
}
process.exit(0)
