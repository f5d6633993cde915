import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { launch } from './browser'
import { Bundle, build, ROOT } from './bundle'
import { CHART_KEY, chartLongTask } from './charts'
import { measure } from './measure'
import { benchPages, pathParams } from './pages'
import { buildRows, format, tally } from './report'
import type { Results } from './results'
import { readPageLoads } from './route-loads'
import { portFree, startMockApi, startPreview, stopAll } from './servers'
import { uploadFile } from './upload'

/**
 * `npm run bench`: builds the production bundle and the mock build, serves them on ports of
 * their own (BENCH_PORT, default 4390..4392; mock API on BENCH_API_PORT, default 12390..12391),
 * measures both in headless Chromium and prints one table against bench/budgets.ts.
 *
 *   --runs N          cold loads per page (default 5, the median is reported)
 *   --skip-build      reuse dist-bench/ from the last run
 *   --save-baseline   also write bench/results/baseline.json
 *   --upload-mib N    size of the file the upload row sends (default 1024, the 1 GiB)
 *   --all             every page of bench/pages.ts (default: one or two of each kind)
 *
 * Exits 1 when a budget fails.
 */
const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5
const RUNS = Number.isInteger(runs) && runs > 0 ? runs : 5
const uploadArg = args.includes('--upload-mib')
  ? Number(args[args.indexOf('--upload-mib') + 1])
  : 1024
const UPLOAD_MIB = Number.isInteger(uploadArg) && uploadArg > 0 ? uploadArg : 1024

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const API_PORT = Number(process.env.BENCH_API_PORT ?? 12390)
const OUT = join(ROOT, 'dist-bench')
const RESULTS = join(ROOT, 'bench/results')

const started = performance.now()
/** m:ss since the bench started, before each step's line, so a reader sees where the time goes */
const clock = () => {
  const s = Math.round((performance.now() - started) / 1000)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
const log = (line: string) => console.error(line.startsWith(' ') ? line : `${clock()} ${line}`)

/** The latency of the pass that counts API round trips before content: a rack across a WAN. */
const LATENCY_MS = 100

/** Path params from the demo seed, read from the HTTP mock API. */
async function readParams(apiPort: number): Promise<Record<string, string | null>> {
  const params: Record<string, string | null> = {}
  for (const [name, { list }] of Object.entries(pathParams)) {
    const res = await fetch(`http://localhost:${apiPort}${list}`)
    const body = (res.ok ? await res.json() : null) as { items?: { name?: string }[] } | null
    params[name] = body?.items?.[0]?.name ?? null
  }
  return params
}

const hasLargeSeed = async (apiPort: number) =>
  (await fetch(`http://localhost:${apiPort}/v1/projects/load-test`)).ok

async function main() {
  const ports = [PORT, PORT + 1, PORT + 2, API_PORT, API_PORT + 1]
  for (const p of ports)
    if (!(await portFree(p)))
      throw new Error(`port ${p} is in use; set BENCH_PORT / BENCH_API_PORT to free ones`)

  const prodDir = join(OUT, 'production')
  const mockDir = join(OUT, 'mock')
  if (!flag('--skip-build') || !existsSync(prodDir) || !existsSync(mockDir)) {
    log('building the production bundle and the mock build …')
    await build(prodDir, 'production')
    await build(mockDir, 'mock')
  }

  log('starting the mock API and the preview servers …')
  await Promise.all([startMockApi(API_PORT, 'demo'), startMockApi(API_PORT + 1, 'large')])
  await Promise.all([
    startPreview(prodDir, PORT, API_PORT),
    startPreview(prodDir, PORT + 1, API_PORT + 1),
    startPreview(mockDir, PORT + 2),
  ])
  const params = await readParams(API_PORT)
  const large = await hasLargeSeed(API_PORT + 1)
  if (!large) log('the mock has no large seed (project load-test): those rows are n/a')

  // what each page's cold load fetches, by the route table (bench/route-loads.ts)
  const routes = await readPageLoads(`${ROOT}/`)
  const bundles = { production: new Bundle(prodDir, routes), mock: new Bundle(mockDir, routes) }
  let browser: Browser | undefined
  try {
    browser = await launch()
    const url = (port: number) => `http://localhost:${port}`
    log(`writing the ${UPLOAD_MIB} MiB file the upload sends …`)
    const upload = { path: await uploadFile(join(OUT, 'upload.raw'), UPLOAD_MIB), mibs: UPLOAD_MIB }
    log('measuring the production bundle with the HTTP mock API …')
    const measured = benchPages(flag('--all'))
    const production = await measure(browser, {
      pages: measured,
      demo: { baseUrl: url(PORT), seed: 'demo' },
      large: large ? { baseUrl: url(PORT + 1), seed: 'large' } : null,
      bundle: bundles.production,
      params,
      runs: RUNS,
      log,
      latencyMs: LATENCY_MS,
      upload,
    })
    log('measuring a chart of a week of 1-minute points …')
    production[CHART_KEY] = await chartLongTask(browser)
    log('measuring the mock build with the in-browser mock API …')
    const mock = await measure(browser, {
      pages: measured,
      demo: { baseUrl: url(PORT + 2), seed: 'demo' },
      large: large ? { baseUrl: url(PORT + 2), seed: 'large' } : null,
      bundle: bundles.mock,
      params,
      runs: RUNS,
      log,
      latencyMs: null,
      upload: null,
    })
    mock[CHART_KEY] = { na: 'the same chart; measured once' }
    const results: Results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, load: loadavg(), chromium: browser.version() },
      runs: RUNS,
      rows: buildRows({
        production: { bundle: bundles.production, measured: production },
        mock: { bundle: bundles.mock, measured: mock },
      }),
    }
    return results
  } finally {
    await browser?.close()
  }
}

function report(results: Results) {
  const baselineFile = join(RESULTS, 'baseline.json')
  const baseline = existsSync(baselineFile)
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as Results)
    : undefined
  mkdirSync(RESULTS, { recursive: true })
  writeFileSync(join(RESULTS, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  if (flag('--save-baseline')) writeFileSync(baselineFile, `${JSON.stringify(results, null, 2)}\n`)
  const load = results.machine.load.map((l) => l.toFixed(1)).join(' ')
  console.log(
    `\nChromium ${results.machine.chromium}, ${results.machine.cpus} cores (load ${load}), median of ${results.runs} cold loads [fastest–slowest] ×the production sign-in page's, mock delay 0\n`,
  )
  console.log(format(results, baseline))
  const { passed, failed, met, missed } = tally(results.rows)
  console.log(`\n${passed} passed, ${failed} failed; time targets ${met} met, ${missed} missed`)
  return failed
}

let exitCode = 0
try {
  const results = await main()
  await stopAll()
  log('measured')
  exitCode = report(results) > 0 ? 1 : 0
} catch (e) {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e)
  exitCode = 2
} finally {
  await stopAll()
}
process.exit(exitCode)
