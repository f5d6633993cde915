import type { BudgetKey, TargetKey } from './budgets'

/**
 * The shape of a bench run, as printed and as written to bench/results/*.json. A cell is a
 * number, n/a (nothing to measure yet: the screen or the seed does not exist) or a failure
 * (the screen exists but its content never appeared).
 */
export const SETUPS = ['production', 'mock'] as const
export type SetupId = (typeof SETUPS)[number]

export const SETUP_TITLES: Record<SetupId, string> = {
  production: 'production + HTTP mock',
  mock: 'mock build (in-browser)',
}

/** A time's cell holds its median (`value`) and the fastest and slowest of its runs (`spread`). */
export type Cell =
  | { value: number; note?: string; spread?: [min: number, max: number] }
  | { na: string }
  | { failed: string }

export type Unit = 'KiB' | 'MiB' | 'MiB/s' | 'ms' | 'count' | 'frames'

export type Row = {
  key: string
  label: string
  unit: Unit
  budget?: BudgetKey
  /** a time's goal: shown, with where the value stands, but never failing the run */
  target?: TargetKey
  /** the set-ups the budget or target applies to (default: both) */
  budgetFor?: SetupId[]
  cells: Partial<Record<SetupId, Cell>>
}

export type Results = {
  date: string
  machine: { cpus: number; load: number[]; chromium: string }
  runs: number
  rows: Row[]
}

export const na = (why: string): Cell => ({ na: why })

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** Times of one measure's runs: the median, with the fastest and the slowest. */
export function timed(times: number[]): Cell {
  return {
    value: Math.round(median(times)),
    spread: [Math.round(Math.min(...times)), Math.round(Math.max(...times))],
  }
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
export const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
