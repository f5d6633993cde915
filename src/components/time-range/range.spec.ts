import { describe, expect, it } from 'vitest'
import { customRangeError, parseLocal, RANGE_ERRORS, resolveRange, toLocalInput } from './range'

const now = new Date('2026-01-02T12:00').getTime()

describe('resolveRange', () => {
  it('defaults to the last hour', () => {
    const r = resolveRange(new URLSearchParams(), now)
    expect(r.choice).toBe('1h')
    expect(r.range?.end.getTime()).toBe(now)
    expect(r.range?.start.getTime()).toBe(now - 3_600_000)
    expect(resolveRange(new URLSearchParams(), now, '1w').choice).toBe('1w')
    expect(resolveRange(new URLSearchParams('range=1d'), now, '1w').choice).toBe('1d')
  })
  it('reads a preset and a custom range', () => {
    expect(resolveRange(new URLSearchParams('range=1w'), now).range?.start.getTime()).toBe(
      now - 604_800_000,
    )
    const custom = resolveRange(
      new URLSearchParams('range=custom&start=2026-01-01T08:00&end=2026-01-01T12:00'),
      now,
    )
    expect(custom.range?.start).toEqual(new Date('2026-01-01T08:00'))
    expect(custom.error).toBeNull()
  })
  it('explains an unusable custom range', () => {
    expect(customRangeError(null, '2026-01-01T08:00', now)).toBe(RANGE_ERRORS.missing)
    expect(customRangeError('2026-01-01T09:00', '2026-01-01T08:00', now)).toBe(RANGE_ERRORS.order)
    expect(customRangeError('2026-01-01T09:00', '2026-02-01T08:00', now)).toBe(RANGE_ERRORS.future)
    expect(resolveRange(new URLSearchParams('range=custom&start=x'), now).error).toBe(
      RANGE_ERRORS.missing,
    )
  })
  it('round-trips local input values', () => {
    expect(toLocalInput(parseLocal('2026-03-04T05:06') ?? new Date(0))).toBe('2026-03-04T05:06')
  })
})
