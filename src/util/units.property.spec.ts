import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bytesToGiB,
  bytesToTiB,
  ceilPercent,
  formatBytes,
  formatNumber,
  GiB,
  gibToBytes,
  KiB,
  MiB,
  TiB,
} from './units'

/** Spec section 9: 1024 steps, the percent helper, compact numbers from 1e6. */
const bytes = fc.nat({ max: Number.MAX_SAFE_INTEGER })
const unitSize: Record<string, number> = { B: 1, KiB, MiB, GiB, TiB }

describe('byte units', () => {
  it('GiB and TiB conversions step by 1024 and invert each other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 20 }), (gib) => {
        expect(bytesToGiB(gibToBytes(gib))).toBe(gib)
        expect(gibToBytes(gib)).toBe(gib * 1024 * 1024 * 1024)
        expect(bytesToTiB(gibToBytes(gib))).toBe(gib / 1024)
      }),
    )
  })

  it('formatBytes picks the largest unit not above the value and rounds to 2 decimals', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const match = /^(\d+(?:\.\d{1,2})?) (B|KiB|MiB|GiB|TiB)$/.exec(formatBytes(b))
        expect(match, formatBytes(b)).not.toBeNull()
        const [, value = '', unit = ''] = match ?? []
        const size = unitSize[unit] ?? Number.NaN
        expect(b).toBeGreaterThanOrEqual(unit === 'B' ? 0 : size)
        if (unit !== 'TiB') expect(b).toBeLessThan(size * 1024)
        // what is shown is the value within rounding
        expect(Math.abs(Number(value) * size - b)).toBeLessThanOrEqual(0.005 * size + 1e-6 * b)
      }),
    )
  })

  it('formatBytes is monotonic', () => {
    const read = (s: string) => {
      const [value = '', unit = ''] = s.split(' ')
      return Number(value) * (unitSize[unit] ?? Number.NaN)
    }
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(read(formatBytes(lo))).toBeLessThanOrEqual(read(formatBytes(hi)))
      }),
    )
  })
})

describe('ceilPercent', () => {
  // hundredths: below that, n / 10 underflows long before it could matter to a percentage
  const percent = fc.integer({ min: 0, max: 500_000 }).map((n) => n / 100)

  it('is a multiple of 10 at or above the value, capped at 1023', () => {
    fc.assert(
      fc.property(percent, (n) => {
        const p = ceilPercent(n)
        expect(p).toBeLessThanOrEqual(1023)
        if (p === 1023) expect(n).toBeGreaterThan(1020)
        else {
          expect(p % 10).toBe(0)
          expect(p).toBeGreaterThanOrEqual(n)
          expect(p - n).toBeLessThan(10)
        }
      }),
    )
  })

  it('never goes down as the value goes up', () => {
    fc.assert(
      fc.property(percent, percent, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(ceilPercent(lo)).toBeLessThanOrEqual(ceilPercent(hi))
      }),
    )
  })
})

describe('formatNumber', () => {
  const suffix: Record<string, number> = { M: 1e6, B: 1e9, T: 1e12 }

  it('shows numbers below 1e6 in full', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999, max: 999_999 }), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString('en-US'))
      }),
    )
  })

  it('shows numbers of at least 1e6 compactly, within rounding of the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: Number.MAX_SAFE_INTEGER }),
        fc.boolean(),
        (n, negative) => {
          const value = negative ? -n : n
          const shown = formatNumber(value)
          const match = /^(-?[\d,]+(?:\.\d)?)([MBT])$/.exec(shown)
          expect(match, shown).not.toBeNull()
          const [, digits = '', unit = ''] = match ?? []
          const read = Number(digits.replaceAll(',', '')) * (suffix[unit] ?? Number.NaN)
          // one decimal of the leading part: at most 5% off at 1.0M, less above
          expect(Math.abs(read - value) / n).toBeLessThanOrEqual(0.05)
        },
      ),
    )
  })
})
