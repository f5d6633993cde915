import { describe, expect, it } from 'vitest'
import { budgets, targets } from '../../bench/budgets'
import { format, tally, verdict } from '../../bench/report'
import { type Results, type Row, timed } from '../../bench/results'

/**
 * The bench's verdicts (issue 29): budgets (bytes, calls, long tasks) pass or fail the run;
 * times are shown against their target and the run's reference, and never fail it.
 */
const ms = (key: string, production: number[], mock: number[]): Row => ({
  key,
  label: key,
  unit: 'ms',
  target: 'coldLoadMs',
  cells: { production: timed(production), mock: timed(mock) },
})

const results = (rows: Row[]): Results => ({
  date: '2026-11-28T00:00:00Z',
  machine: { cpus: 2, load: [0, 0, 0], chromium: 'x' },
  runs: 3,
  rows,
})

describe('the bench report', () => {
  it('a time over its target is missed, not failed; a budget over is failed', () => {
    const slow = ms('cold:sleds', [900, 1200, 1500], [400, 500, 600])
    expect(verdict(slow, 'production')).toBe('missed')
    expect(verdict(slow, 'mock')).toBe('met')
    const bytes: Row = {
      key: 'initialJs',
      label: 'js',
      unit: 'KiB',
      budget: 'initialJsKiB',
      cells: { production: { value: budgets.initialJsKiB + 0.1 } },
    }
    expect(verdict(bytes, 'production')).toBe('FAIL')
    expect(tally([slow, bytes])).toEqual({ passed: 0, failed: 1, met: 1, missed: 1 })
  })

  it('a page whose content never showed fails, whatever it aimed at', () => {
    const never: Row = { ...ms('cold:x', [1], [1]), cells: { production: { failed: 'no h1' } } }
    expect(verdict(never, 'production')).toBe('FAIL')
  })

  it('shows each time as median [fastest–slowest] and its multiple of the reference', () => {
    const login = ms('cold:login', [180, 200, 260], [400, 410, 420])
    const sleds = ms('cold:sleds', [380, 400, 900], [800, 820, 840])
    const table = format(results([login, sleds]), undefined)
    expect(table).toContain('200 [180–260]')
    expect(table).toContain('400 [380–900] ×2.0')
    expect(table).toContain('820 [800–840] ×4.1')
    expect(table).toContain(`target ≤ ${targets.coldLoadMs}`)
  })
})
