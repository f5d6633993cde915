/**
 * Dates as the console shows them, in the user's time zone, written out from the `Date`'s own
 * fields rather than by `Intl.DateTimeFormat` (util/units.ts: its first use delays a page's
 * first paint): the same text as its `en-US` forms, with a plain space before AM/PM.
 */
const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec'

const two = (n: number) => String(n).padStart(2, '0')

/** `Mar 5` */
export const formatMonthDay = (d: Date) =>
  `${MONTHS.slice(d.getMonth() * 3, d.getMonth() * 3 + 3)} ${d.getDate()}`

/** `Mar 5, 2025` */
export const formatDate = (d: Date) => `${formatMonthDay(d)}, ${d.getFullYear()}`

/** `10:00 AM`, or `10:00:04 AM` with seconds */
export function formatClock(d: Date, seconds = false) {
  const h = d.getHours()
  const s = seconds ? `:${two(d.getSeconds())}` : ''
  return `${h % 12 || 12}:${two(d.getMinutes())}${s} ${h < 12 ? 'AM' : 'PM'}`
}

/** `Mar 5, 2025, 10:00 AM` (`Invalid Date` for one that is not). */
export const formatDateTime = (d: Date, seconds = false) =>
  Number.isNaN(d.getTime()) ? String(d) : `${formatDate(d)}, ${formatClock(d, seconds)}`

/** ISO text for a `<time dateTime>` attribute. */
export const isoString = (d: Date) => d.toISOString()
