import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTime } from '~/components/activity/activity-format'
import { formatDate, formatDateTime } from './dates'
import { groupDigits } from './units'

/**
 * The hand-written forms (util/units.ts, util/dates.ts: no `Intl` before a page's first paint) say what
 * `Intl`'s en-US forms say, in the same time zone; ICU's narrow no-break space before AM/PM
 * is a plain one here.
 */
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')
const dates = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
})

describe('dates without Intl', () => {
  it('formatDateTime reads as en-US with a short month, with or without seconds', () => {
    const minutes = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    const seconds = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'medium',
    })
    fc.assert(
      fc.property(dates, (d) => {
        expect(formatDateTime(d)).toBe(plainSpaces(minutes.format(d)))
        expect(formatDateTime(d, true)).toBe(plainSpaces(seconds.format(d)))
      }),
    )
    expect(formatDateTime(new Date(2025, 2, 5, 0, 7))).toBe('Mar 5, 2025, 12:07 AM')
    expect(formatDateTime(new Date(Number.NaN))).toBe('Invalid Date')
  })

  it('formatDate and the activity panel’s time read as en-US too', () => {
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
    const time = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    })
    fc.assert(
      fc.property(dates, (d) => {
        expect(formatDate(d)).toBe(day.format(d))
        expect(formatTime(d.getTime())).toBe(plainSpaces(time.format(d)))
      }),
    )
  })
})

describe('groupDigits', () => {
  it('groups as Intl.NumberFormat("en-US") does, integers, bigints and fractions', () => {
    const intl = new Intl.NumberFormat('en-US')
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.bigInt()), (n) => {
        expect(groupDigits(n)).toBe(intl.format(n))
      }),
    )
    expect(groupDigits(18446744073709551856n)).toBe('18,446,744,073,709,551,856')
  })
})
