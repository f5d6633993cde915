import { requireFleetRole } from '../authz'
import { db } from '../db'
import type { HandlerMap } from '../kit'
import { byTimeAndId, paginated } from '../paging'
import { queryParseError } from './lookups'

/** A query time as chrono reads an RFC 3339 date-time; anything else is serde's refusal. */
function timeParam(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const text = String(value)
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(text)
    ? Date.parse(text)
    : Number.NaN
  if (Number.isNaN(ms)) throw queryParseError('input contains invalid characters')
  return ms
}

/**
 * The audit log (nexus app/audit_log.rs, datastore audit_log.rs): fleet viewers read it.
 * `start_time` is required and inclusive, `end_time` exclusive; entries are scanned by the
 * time they completed and then id, earliest first unless the sort says otherwise.
 */
export const auditLogHandlers: HandlerMap = {
  auditLogList: ({ query, user }) => {
    if (query.startTime === undefined || query.startTime === null)
      throw queryParseError('missing field `start_time`')
    const start = timeParam(query.startTime) ?? 0
    const end = timeParam(query.endTime)
    requireFleetRole(user, 'viewer')
    const inRange = db.auditLog.filter((e) => {
      const t = Date.parse(e.time_completed)
      return t >= start && (end === undefined || t < end)
    })
    return paginated(
      query,
      inRange,
      byTimeAndId((e) => e.time_completed),
    )
  },
}
