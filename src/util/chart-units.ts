/** Units for chart axes and tooltips (spec section 9: bytes by 1024, compact from 1e6). */
import { formatBytes, formatNumber, KiB, round2 } from './units'

/** Bytes with two decimals at most, for chart axes and tooltips: `0 B`, `1.5 KiB`, `3.2 GiB`. */
export const formatBytesShort = (bytes: number) =>
  bytes < KiB ? `${round2(bytes)} B` : formatBytes(bytes)

/** A byte rate: `1.5 MiB/s`. */
export const formatBytesPerSecond = (bytesPerSecond: number) =>
  `${formatBytesShort(bytesPerSecond)}/s`

/** A count rate: `12.5/s`, `1.2M/s` (compact from 1e6 as spec section 9 says). */
export const formatPerSecond = (perSecond: number) => `${formatNumber(round2(perSecond))}/s`

/** A percentage with one decimal: `42.5%`. */
export const formatPercent = (percent: number) => `${Math.round(percent * 10) / 10}%`
