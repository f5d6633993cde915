import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter'
import { describe, expect, it, vi } from 'vitest'
import RetryBudget, { MAX_FLAKY } from '../e2e/retry-budget'

const test = (title: string) =>
  ({ titlePath: () => ['', 'chromium', title] }) as unknown as TestCase
const result = (status: TestResult['status'], retry: number) =>
  ({ status, retry }) as unknown as TestResult
const passed = { status: 'passed' } as FullResult

/** Issue 25: CI fails when more than two tests passed only on retry in one run. */
describe('the retry budget', () => {
  vi.spyOn(console, 'log').mockImplementation(() => {})

  it(`lets a run with ${MAX_FLAKY} tests that passed on retry pass, naming them`, async () => {
    const r = new RetryBudget()
    for (let i = 0; i < MAX_FLAKY; i++) {
      r.onTestEnd(test(`t${i}`), result('failed', 0))
      r.onTestEnd(test(`t${i}`), result('passed', 1))
    }
    r.onTestEnd(test('steady'), result('passed', 0))
    expect(await r.onEnd(passed)).toBeUndefined()
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('t1'))
  })

  it('fails a run with one more', async () => {
    const r = new RetryBudget()
    for (let i = 0; i <= MAX_FLAKY; i++) r.onTestEnd(test(`t${i}`), result('passed', 1))
    expect(await r.onEnd(passed)).toEqual({ status: 'failed' })
  })

  it('counts a test that failed every try as a failure, not as flaky', async () => {
    const r = new RetryBudget()
    for (let i = 0; i <= MAX_FLAKY; i++) r.onTestEnd(test(`t${i}`), result('failed', 1))
    expect(await r.onEnd(passed)).toBeUndefined()
  })
})
