import { amountText } from './amount'
import { GiB } from './units'

/**
 * The largest quota the forms take, each far beyond any fleet and well within what the API
 * takes (int64 CPUs, byte counts below 2^63): a rack has 4,096 hardware threads (32 sleds of
 * 128), so a million vCPUs is some 250 racks. Memory and storage stop where their bytes are
 * still exact as a JS number (2^53, just under 8 PiB): above it the body would carry a rounded
 * byte count. A quota the server already holds above a bound (the default silo's "arbitrarily
 * high" one) may stay as it is.
 */
export const QUOTA_MAX = {
  cpus: 1_000_000,
  memoryGiB: Math.floor(Number.MAX_SAFE_INTEGER / GiB),
  storageGiB: Math.floor(Number.MAX_SAFE_INTEGER / GiB),
} as const

export type QuotaField = keyof typeof QUOTA_MAX

/** Each quota's unit in the forms. */
export const QUOTA_UNIT: Record<QuotaField, string> = {
  cpus: 'vCPU',
  memoryGiB: 'GiB',
  storageGiB: 'GiB',
}

/** The bound of one quota field: its maximum, or what the server holds when that is more. */
export const quotaMax = (field: QuotaField, held = 0) => Math.max(QUOTA_MAX[field], held)

/** The bound as the field's help says it: `Up to 1,000,000 vCPUs.` */
export const quotaLimitText = (field: QuotaField, held = 0) =>
  `Up to ${amountText(quotaMax(field, held), QUOTA_UNIT[field])}.`
