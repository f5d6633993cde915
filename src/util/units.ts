/** Spec section 9: byte units step by 1024; large numbers go compact; the capacity estimate. */

/**
 * Numbers (and in dates.ts, dates) without `Intl` where plain code says the same: the first
 * `Intl` formatter a page load makes costs ~25 ms (ICU's locale data; a date one ~15 ms more),
 * paid before the first paint of every page that shows a count or a date. Grouped integers and
 * the console's date forms are a few lines; what needs `Intl` (compact notation, fractions)
 * makes its formatter the first time it is used (`formatter`), not when its module loads.
 */
export function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(make: () => F) {
  let made: F | undefined
  return () => {
    made ??= make()
    return made
  }
}

const plain = formatter(() => new Intl.NumberFormat('en-US'))

/** `12,345`, as `Intl.NumberFormat('en-US')` groups it; a fraction goes through it. */
export function groupDigits(n: number | bigint): string {
  if (typeof n === 'number' && (!Number.isSafeInteger(n) || Object.is(n, -0)))
    return plain().format(n)
  const digits = (n < 0 ? -n : n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return n < 0 ? `-${digits}` : digits
}

export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB

export const bytesToGiB = (bytes: number) => bytes / GiB
export const bytesToTiB = (bytes: number) => bytes / TiB
export const gibToBytes = (gib: number) => gib * GiB

/** At most two decimals, trailing zeros dropped: 1.5, 2, 0.33. */
export const round2 = (n: number) => Math.round(n * 100) / 100

/** Bytes as the largest whole unit that reads well: `512 MiB`, `8 GiB`, `1.5 TiB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= TiB) return `${round2(bytes / TiB)} TiB`
  if (bytes >= GiB) return `${round2(bytes / GiB)} GiB`
  if (bytes >= MiB) return `${round2(bytes / MiB)} MiB`
  if (bytes >= KiB) return `${round2(bytes / KiB)} KiB`
  return `${bytes} B`
}

/** Ceiling to a multiple of 10, capped at 1023 (spec section 9's percent helper). */
export const ceilPercent = (n: number) => Math.min(Math.ceil(n / 10) * 10, 1023)

const compact = formatter(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
)

/** Numbers of at least 1e6 in compact notation (`1.2M`), smaller ones in full (`12,345`). */
export const formatNumber = (n: number) =>
  Math.abs(n) >= 1e6 ? compact().format(n) : groupDigits(n)

export const USABLE_FACTOR = 0.7
export const SLED_RAW_TIB = 32
export const SLED_SCALE = 0.909

/** Estimated usable storage of a rack: 32 TiB per sled scaled by 0.909, 70% of it usable. */
export const estimatedUsableTiB = (sleds: number) =>
  sleds * SLED_RAW_TIB * SLED_SCALE * USABLE_FACTOR
