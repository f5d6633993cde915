/**
 * Numbers as a form's limits phrase them (number-rule.ts, quotas.ts), apart from units.ts, which
 * every list page loads: only forms need this (issue 29's entry budget).
 */
import { groupDigits } from './units'

/** Units that count things, as one and as many; any other unit (GiB, µs) reads the same for all. */
const COUNT_UNITS: Record<string, readonly [string, string]> = {
  vCPU: ['vCPU', 'vCPUs'],
  vCPUs: ['vCPU', 'vCPUs'],
  packets: ['packet', 'packets'],
  bytes: ['byte', 'bytes'],
}

/**
 * A number with its unit, as a limit is phrased: `1023 GiB`, `1 vCPU`, `1,000,000 vCPUs`; bare
 * without one. Grouped from five digits on, as prose groups them: `9216`, `65,535`.
 */
export function amountText(n: number, unit?: string): string {
  const text = Math.abs(n) >= 10_000 ? groupDigits(n) : String(n)
  if (!unit) return text
  const counted = COUNT_UNITS[unit]
  return `${text} ${counted ? counted[n === 1 ? 0 : 1] : unit}`
}
