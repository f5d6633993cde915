import type { SupportBundleInfo } from '@oxide/api'
import type { Json } from '../json'
import { RACK_ID, sleds } from './inventory'

/**
 * Support bundles (nexus/src/app/support_bundles.rs). The server collects a bundle in the
 * background (`collecting`, then `active`, or `failed`); a delete marks it `destroying` until
 * its storage is freed, and a failed one goes at once. The mock keeps each bundle's files (name
 * and size) and makes their bytes on demand, the same for every read.
 */
export type BundleFile = { name: string; size: number }

export type SupportBundleRecord = Json<SupportBundleInfo> & {
  files: BundleFile[]
  /** When a collecting bundle becomes active, or a destroying one is gone (ms since the epoch). */
  settles_at?: number
}

/** What the API answers: the record without the mock's own fields. */
export const supportBundleView = ({
  files: _,
  settles_at: __,
  ...bundle
}: SupportBundleRecord): Json<SupportBundleInfo> => bundle

/** The reason Nexus records for a bundle asked for through the external API. */
export const CREATED_BY_API = 'Created by external API'

const KiB = 1024
const MiB = 1024 * KiB

/**
 * The files a bundle holds, as the collector lays them out: the bundle's id, the
 * reconfigurator's state, ereports, and per sled its agent's facts and logs. One log is large,
 * so a download takes long enough to show its progress.
 */
export function bundleFiles(bundleId: string): BundleFile[] {
  const [first, second] = sleds
  const sledDir = (id: string | undefined) => `rack/${RACK_ID}/sled/${id ?? 'unknown'}`
  return [
    { name: 'bundle_id.txt', size: bundleId.length },
    { name: 'meta/trace.json', size: 18 * KiB },
    { name: 'reconfigurator_state.json', size: 640 * KiB },
    { name: 'ereports/ereports.json', size: 96 * KiB },
    { name: `${sledDir(first?.id)}/sled.json`, size: 3 * KiB },
    { name: `${sledDir(first?.id)}/logs/sled-agent.log`, size: 6 * MiB },
    { name: `${sledDir(second?.id)}/sled.json`, size: 3 * KiB },
    { name: `${sledDir(second?.id)}/logs/sled-agent.log`, size: 1536 * KiB },
  ]
}

/**
 * Ids that sort in creation order (a time prefix, then random digits), so the mock's pages by
 * id run in the order the API's `time_and_id` scan gives.
 */
export function timeOrderedId(at = Date.now()): string {
  const hex = at.toString(16).padStart(12, '0')
  const rest = crypto.randomUUID().replace(/-/g, '').slice(12)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${rest.slice(1, 4)}-8${rest.slice(5, 8)}-${rest.slice(8, 20)}`
}

const activeId = '0190c2a0-3c00-4000-8000-00000000b001'
const failedId = '0190c2a0-3c00-4000-8000-00000000b002'

export const supportBundles: SupportBundleRecord[] = [
  {
    id: activeId,
    reason_for_creation: CREATED_BY_API,
    state: 'active',
    time_created: '2026-11-20T09:12:00Z',
    user_comment: 'Sled 7 rebooted twice overnight (case 4411)',
    files: bundleFiles(activeId),
  },
  {
    id: failedId,
    reason_for_creation: CREATED_BY_API,
    reason_for_failure: 'Allocated dataset no longer exists',
    state: 'failed',
    time_created: '2026-11-22T16:40:00Z',
    user_comment: 'Instance start latency spike',
    files: [],
  },
]
