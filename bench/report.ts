import { type BudgetKey, budgets, FLOORS, REFERENCE, type TargetKey, targets } from './budgets'
import type { Bundle } from './bundle'
import { CHART_KEY } from './charts'
import type { Measured } from './measure'
import { large, navigations, pages } from './pages'
import {
  type Cell,
  kib,
  type Results,
  type Row,
  SETUP_TITLES,
  SETUPS,
  type SetupId,
  type Unit,
} from './results'

/**
 * Rows of the table, checks against the budgets (pass or FAIL) and the targets (met or missed,
 * never failing), deltas against a baseline, the printout.
 */
type Inputs = Record<SetupId, { bundle: Bundle; measured: Measured }>

const isBudget = (k: BudgetKey | TargetKey): k is BudgetKey => k in budgets

function row(
  key: string,
  label: string,
  unit: Unit,
  cells: Row['cells'],
  limit?: BudgetKey | TargetKey,
  budgetFor?: SetupId[],
): Row {
  const checked = limit && (isBudget(limit) ? { budget: limit } : { target: limit })
  return { key, label, unit, cells, ...checked, ...(budgetFor && { budgetFor }) }
}

const each = (inputs: Inputs, f: (i: Inputs[SetupId]) => Cell | undefined) =>
  Object.fromEntries(SETUPS.map((s) => [s, f(inputs[s])])) as Row['cells']

const measured = (key: string) => (i: Inputs[SetupId]) => i.measured[key]

export function buildRows(inputs: Inputs): Row[] {
  const size = (ext: '.js' | '.css', kind: 'raw' | 'gzip') => (i: Inputs[SetupId]) => ({
    value: kib(i.bundle.total(ext)[kind]),
  })
  // pages by the route table the run read (bench/route-loads.ts)
  const pagesIn = (b: Bundle) => b.routeModules().filter((m) => m.page)
  const heaviest =
    (pages: boolean) =>
    (i: Inputs[SetupId]): Cell => {
      const top = pages ? pagesIn(i.bundle)[0] : i.bundle.routeModules().find((m) => !m.page)
      return top
        ? { value: kib(top.firstLoad), note: top.module.split('/').pop()! }
        : { na: 'none' }
    }
  // the production build's: the mock build's pages all carry the mock
  const pagesOver = (i: Inputs[SetupId]): Cell => {
    if (i !== inputs.production) return { na: 'the mock is in every page' }
    const over = pagesIn(i.bundle).filter((m) => kib(m.firstLoad) > 170)
    return { value: over.length, note: over.map((m) => m.module.split('/').pop()).join(', ') }
  }
  const prodOnly: SetupId[] = ['production']
  return [
    row('js:raw', 'bundle: JS total, raw', 'KiB', each(inputs, size('.js', 'raw'))),
    row('js:gzip', 'bundle: JS total, gzip', 'KiB', each(inputs, size('.js', 'gzip'))),
    row('css:raw', 'bundle: CSS total, raw', 'KiB', each(inputs, size('.css', 'raw'))),
    row('css:gzip', 'bundle: CSS total, gzip', 'KiB', each(inputs, size('.css', 'gzip'))),
    row(
      'initialJs',
      'JS a cold load of the instance list fetches, gzip',
      'KiB',
      each(inputs, measured('initialJs')),
      'initialJsKiB',
      prodOnly,
    ),
    row('jsRequests', 'JS requests of that load', 'count', each(inputs, measured('jsRequests'))),
    row(
      'routeModule',
      'JS the heaviest page’s cold load fetches, gzip',
      'KiB',
      each(inputs, heaviest(true)),
      'pageFirstLoadKiB',
      prodOnly,
    ),
    row(
      'pagesOver170',
      'pages whose cold load fetches more than 170 KiB of JS, gzip (issue 29: none)',
      'count',
      each(inputs, pagesOver),
    ),
    row(
      'partModule',
      'JS loaded once the heaviest part a page loads after it shows has come, gzip',
      'KiB',
      each(inputs, heaviest(false)),
      'partFirstLoadKiB',
      prodOnly,
    ),
    row(
      'api:trips',
      'API round trips before content, the most of any page',
      'count',
      each(inputs, measured('api:trips')),
      'tripsBeforeContent',
    ),
    row(
      'api:calls',
      'API calls before content, the most of any page (large fleet)',
      'count',
      each(inputs, measured('api:calls')),
      'callsBeforeContent',
    ),
    row(
      'api:after',
      'API calls in the 5 s after content, the most of any page (large fleet)',
      'count',
      each(inputs, measured('api:after')),
      'callsAfterContent',
    ),
    // the pages this run measured (`--all`: every page)
    ...pages
      .filter((p) => SETUPS.some((s) => inputs[s].measured[`cold:${p.id}`]))
      .map((p) =>
        row(
          `cold:${p.id}`,
          `cold load: ${p.id}`,
          'ms',
          each(inputs, measured(`cold:${p.id}`)),
          'coldLoadMs',
        ),
      ),
    ...navigations.map((n) =>
      row(
        `nav:${n.id}`,
        `navigation: ${n.id}`,
        'ms',
        each(inputs, measured(`nav:${n.id}`)),
        'clientNavMs',
      ),
    ),
    row(
      'large:first',
      '5,000 instances: first page (cold)',
      'ms',
      each(inputs, measured('large:first')),
      'coldLoadMs',
      // in the mock build this also times the in-page mock building 5,000 instances
      prodOnly,
    ),
    row(
      'large:paging',
      `5,000 instances: next page of ${limitOf(large.path)}`,
      'ms',
      each(inputs, measured('large:paging')),
      'pagingMs',
    ),
    row(
      'large:longtask',
      '5,000 instances: longest task while scrolling',
      'ms',
      each(inputs, measured('large:longtask')),
      'scrollLongTaskMs',
    ),
    row(
      'large:dropped',
      '5,000 instances: dropped frames while scrolling',
      'frames',
      each(inputs, measured('large:dropped')),
    ),
    row(
      'lists:loadLongtask',
      '5,000 instances: longest task while loading the rest',
      'ms',
      each(inputs, measured('lists:loadLongtask')),
      'loadRestLongTaskMs',
      // the in-browser mock builds each answer on the same main thread
      prodOnly,
    ),
    row(
      CHART_KEY,
      'chart: a week of 1-minute points, longest task',
      'ms',
      each(inputs, measured(CHART_KEY)),
      'chartLongTaskMs',
      prodOnly,
    ),
    row(
      'lists:filter',
      '5,000 instances: filter keystroke to rows',
      'ms',
      each(inputs, measured('lists:filter')),
      'filterKeystrokeMs',
    ),
    row(
      'heap',
      'JS heap after the instance list loaded',
      'MiB',
      each(inputs, measured('heap')),
      'heapMiB',
    ),
    row(
      'upload:rate',
      'image upload through the HTTP mock',
      'MiB/s',
      each(inputs, measured('upload:rate')),
      'uploadMiBps',
      prodOnly,
    ),
    row(
      'upload:heap',
      'JS heap at most during that upload',
      'MiB',
      each(inputs, measured('upload:heap')),
      'uploadHeapMiB',
      prodOnly,
    ),
  ]
}

function limitOf(path: string) {
  return new URL(path, 'http://x').searchParams.get('limit') ?? '50'
}

type Verdict = 'pass' | 'FAIL' | 'met' | 'missed' | 'n/a' | ''

export function verdict(r: Row, setup: SetupId): Verdict {
  const limit = r.budget ?? r.target
  if (!limit || (r.budgetFor && !r.budgetFor.includes(setup))) return ''
  const c = r.cells[setup]
  if (!c || 'na' in c) return 'n/a'
  // a page whose content never showed fails the run, whatever its time aimed at
  if ('failed' in c) return 'FAIL'
  if (r.target) {
    const target = targets[r.target]
    return (FLOORS.includes(r.target) ? c.value >= target : c.value <= target) ? 'met' : 'missed'
  }
  return c.value <= budgets[r.budget!] ? 'pass' : 'FAIL'
}

const limitText = (r: Row) => {
  const on = r.budgetFor ? ` (${r.budgetFor.join(', ')})` : ''
  if (r.budget) return `≤ ${budgets[r.budget]}${on}`
  if (r.target) return `target ${FLOORS.includes(r.target) ? '≥' : '≤'} ${targets[r.target]}${on}`
  return ''
}

/** The budgets passed and failed (what the exit code says), and the targets met and missed. */
export function tally(rows: Row[]) {
  const n = { pass: 0, FAIL: 0, met: 0, missed: 0, 'n/a': 0, '': 0 }
  for (const r of rows) for (const s of SETUPS) n[verdict(r, s)]++
  return { passed: n.pass, failed: n.FAIL, met: n.met, missed: n.missed }
}

/** A value, its note, a time's fastest and slowest run and its multiple of the reference. */
const fmtCell = (c: Cell | undefined, reference?: number) => {
  if (!c) return ''
  if ('na' in c) return 'n/a'
  if ('failed' in c) return 'failed'
  const spread = c.spread ? ` [${c.spread[0]}–${c.spread[1]}]` : ''
  const times = reference && c.spread ? ` ×${(c.value / reference).toFixed(1)}` : ''
  return `${c.value}${spread}${times}${c.note ? ` (${c.note})` : ''}`
}

/** The reference time of this run (the production build's sign-in page, cold), if measured. */
function referenceOf(results: Results) {
  const cell = results.rows.find((r) => r.key === REFERENCE.key)?.cells[REFERENCE.setup]
  return cell && 'value' in cell && cell.value > 0 ? cell.value : undefined
}

function delta(r: Row, setup: SetupId, base: Results | undefined) {
  const before = base?.rows.find((b) => b.key === r.key)?.cells[setup]
  const now = r.cells[setup]
  if (!before || !now || !('value' in before) || !('value' in now)) return ''
  const d = Math.round((now.value - before.value) * 10) / 10
  return d === 0 ? '±0' : d > 0 ? `+${d}` : String(d)
}

/** The one table: a row per metric, a column per set-up, the budget and its verdicts. */
export function format(results: Results, base: Results | undefined): string {
  const head = ['metric', 'unit', SETUP_TITLES.production, SETUP_TITLES.mock, 'budget', 'result']
  if (base) head.push(`vs baseline (${base.date.slice(0, 10)})`)
  const reference = referenceOf(results)
  const body = results.rows.map((r) => {
    const ref = r.unit === 'ms' && r.key !== REFERENCE.key ? reference : undefined
    const verdicts = SETUPS.map((s) => verdict(r, s))
    const shown = verdicts.filter((v) => v !== '')
    const result =
      shown.length === 0
        ? ''
        : shown.every((v) => v === shown[0])
          ? shown[0]!
          : verdicts.map((v) => v || '-').join(' / ')
    const cols = [
      r.label,
      r.unit,
      fmtCell(r.cells.production, ref),
      fmtCell(r.cells.mock, ref),
      limitText(r),
      result,
    ]
    if (base) cols.push(SETUPS.map((s) => delta(r, s, base) || '·').join(' / '))
    return cols
  })
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)))
  const line = (cols: string[]) => `| ${cols.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  return [line(head), rule, ...body.map(line)].join('\n')
}
