import { amountText } from '~/util/amount'

/** What a number field holds: a bound, its unit and whether it must be given. */
export type NumberRule = {
  label: string
  min?: number
  max?: number
  unit?: string
  required?: boolean
}

/**
 * The problem with a number field's entry, or undefined: empty, not a number (what was typed is
 * kept as typed, never reread), not whole, or out of bounds, each bound said with its unit.
 */
export function numberProblem(v: unknown, { label, min, max, unit, required }: NumberRule) {
  if (v === null || v === undefined || v === '')
    return required ? `${label} is required` : undefined
  if (typeof v === 'string') return `${label} must be a number`
  const n = Number(v)
  if (!Number.isInteger(n)) return `${label} must be a whole number`
  if (min !== undefined && n < min) return `${label} must be at least ${amountText(min, unit)}`
  if (max !== undefined && n > max) return `${label} can be at most ${amountText(max, unit)}`
  return undefined
}
