// scratch: what a Next click on the 5,000-instance list waits for (production + HTTP mock)
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
  await page.locator(`${large.table} tbody tr`).first().waitFor()
  await page.waitForTimeout(2000)
  for (let k = 0; k < 3; k++)
    console.log(
      'sync ms for 20 fetches:',
      await page.evaluate(async () => {
        const t = performance.now()
        const ps = []
        for (let i = 0; i < 20; i++) ps.push(fetch('/v1/me'))
        const sync = performance.now() - t
        await Promise.all(ps)
        return sync
      }),
    )
  const firstName = `${large.table} tbody tr:first-child a`
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(1500)
    const before = await page.locator(firstName).textContent()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    if (process.env.PROF) await cdp.send('Profiler.start')
    const events: {
      name: string
      dur?: number
      ph: string
      ts: number
      cat: string
      args?: { data?: { type?: string } }
    }[] = []
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as typeof events)))
    if (process.env.TRACE)
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
        transferMode: 'ReportEvents',
      })
    const t0 = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.waitForFunction(([sel, b]) => document.querySelector(sel!)?.textContent !== b, [
      firstName,
      before,
    ] as const)
    const t1 = await page.evaluate(() => performance.now())
    const { profile } = process.env.PROF ? await cdp.send('Profiler.stop') : { profile: {} }
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
    if (process.env.TRACE) {
      await cdp.send('Tracing.end')
      await done
    }
    const agg = new Map<string, number>()
    for (const e of events)
      if (
        e.ph === 'X' &&
        e.dur &&
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'FunctionCall',
          'EventDispatch',
          'TimerFire',
          'FireAnimationFrame',
          'RunMicrotasks',
          'V8.GC_MC_BACKGROUND_MARKING',
          'MajorGC',
          'MinorGC',
          'v8.execute',
          'ParseHTML',
          'HitTest',
          'PrePaint',
          'Layerize',
          'Commit',
          'XHRReadyStateChange',
          'ResourceReceivedData',
          'v8.run',
          'EvaluateScript',
          'v8.compile',
          'BlinkGC.AtomicPhase',
        ].includes(e.name)
      )
        agg.set(e.name, (agg.get(e.name) ?? 0) + e.dur / 1000)
    console.log(
      [...agg.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', '),
    )
    writeFileSync(`/tmp/next-${i}.cpuprofile`, JSON.stringify(profile))
    const entries = await page.evaluate(
      ([a]) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= a! - 2000)
          .map(
            (e) =>
              `${Math.round(e.startTime - a!)}..${Math.round(e.responseEnd - a!)} ${new URL(e.name).pathname}${new URL(e.name).search.slice(0, 60)}`,
          ),
      [t0],
    )
    console.log(`click ${i}: ${Math.round(t1 - t0)} ms`)
    if (process.env.REQS) for (const e of entries) console.log('   ', e)
  }
} finally {
  await browser.close()
  await stopAll()
}
process.exit(0)
