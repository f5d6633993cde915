import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * A test that passed only on retry is a defect (a state not waited for), not luck. CI retries
 * once so one such test does not hide the rest of a run, and this reporter makes the count
 * visible: it names each one at the end, and fails the run when more than `MAX_FLAKY` did.
 */
export const MAX_FLAKY = 2

export default class RetryBudget implements Reporter {
  private flaky = new Set<TestCase>()

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' && result.retry > 0) this.flaky.add(test)
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (this.flaky.size === 0) return undefined
    const names = [...this.flaky].map((t) => `  ${t.titlePath().filter(Boolean).join(' › ')}`)
    console.log(`\n${this.flaky.size} passed only on retry (at most ${MAX_FLAKY} may):`)
    console.log(names.join('\n'))
    if (this.flaky.size > MAX_FLAKY && result.status === 'passed') {
      console.log('Failing the run: fix what these tests do not wait for.')
      return { status: 'failed' }
    }
    return undefined
  }
}
