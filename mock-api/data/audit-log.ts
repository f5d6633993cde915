import type { AuditLogEntry, User } from '@oxide/api'
import type { Json } from '../json'
import { uid } from './ids'
import { alan, grace, katherine, margaret, silo } from './silo'

/**
 * A week of the demo silo's changes, written as Nexus writes them, so the audit log has
 * something to show on a fresh mock: logins, creates, state changes, a few refusals. Times
 * count back from the reset, so "the last 24 hours" always holds some.
 */
type Line = {
  hoursAgo: number
  who: Json<User> | null
  op: string
  uri: string
  status: number
  error?: { code: string | null; message: string }
}

const LINES: Line[] = [
  { hoursAgo: 160, who: null, op: 'login_local', uri: '/v1/login/maple/local', status: 204 },
  { hoursAgo: 159.8, who: grace, op: 'project_create', uri: '/v1/projects', status: 201 },
  {
    hoursAgo: 150,
    who: margaret,
    op: 'instance_create',
    uri: '/v1/instances?project=web-frontend',
    status: 201,
  },
  {
    hoursAgo: 149,
    who: margaret,
    op: 'instance_create',
    uri: '/v1/instances?project=web-frontend',
    status: 400,
    error: { code: 'ObjectAlreadyExists', message: 'already exists: instance "web-1"' },
  },
  {
    hoursAgo: 120,
    who: alan,
    op: 'disk_create',
    uri: '/v1/disks?project=web-frontend',
    status: 201,
  },
  {
    hoursAgo: 96,
    who: katherine,
    op: 'silo_quotas_update',
    uri: '/v1/system/silos/maple/quotas',
    status: 403,
    error: { code: 'Forbidden', message: 'Forbidden' },
  },
  {
    hoursAgo: 72,
    who: grace,
    op: 'instance_stop',
    uri: '/v1/instances/db-replica/stop?project=web-frontend',
    status: 202,
  },
  {
    hoursAgo: 71.5,
    who: grace,
    op: 'instance_start',
    uri: '/v1/instances/db-replica/start?project=web-frontend',
    status: 202,
  },
  {
    hoursAgo: 48,
    who: margaret,
    op: 'floating_ip_create',
    uri: '/v1/floating-ips?project=web-frontend',
    status: 201,
  },
  {
    hoursAgo: 30,
    who: alan,
    op: 'disk_delete',
    uri: '/v1/disks/web-1-data-nightly?project=web-frontend',
    status: 400,
    error: {
      code: 'InvalidRequest',
      message: 'disk cannot be deleted in state "attached"',
    },
  },
  { hoursAgo: 20, who: null, op: 'login_local', uri: '/v1/login/maple/local', status: 204 },
  {
    hoursAgo: 19.9,
    who: null,
    op: 'login_local',
    uri: '/v1/login/maple/local',
    status: 401,
    error: { code: 'Unauthorized', message: 'credentials missing or invalid' },
  },
  {
    hoursAgo: 6,
    who: grace,
    op: 'vpc_firewall_rules_update',
    uri: '/v1/vpc-firewall-rules?project=web-frontend&vpc=default',
    status: 200,
  },
  {
    hoursAgo: 2,
    who: margaret,
    op: 'snapshot_create',
    uri: '/v1/snapshots?project=web-frontend',
    status: 201,
  },
  {
    hoursAgo: 0.5,
    who: grace,
    op: 'instance_reboot',
    uri: '/v1/instances/web-2/reboot?project=web-frontend',
    status: 202,
  },
]

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)'

export function auditLogSeed(now = Date.now()): Json<AuditLogEntry>[] {
  return LINES.map((line, i) => {
    const completed = now - line.hoursAgo * 3_600_000
    const result: Json<AuditLogEntry>['result'] = line.error
      ? {
          kind: 'error',
          http_status_code: line.status,
          error_code: line.error.code,
          error_message: line.error.message,
        }
      : { kind: 'success', http_status_code: line.status }
    return {
      id: uid('ad170000', i + 1),
      actor: line.who
        ? { kind: 'silo_user', silo_id: silo.id, silo_user_id: line.who.id }
        : { kind: 'unauthenticated' },
      auth_method: line.who ? 'session_cookie' : null,
      credential_id: line.who ? uid('5e550000', i + 1) : null,
      operation_id: line.op,
      request_id: uid('4e900000', i + 1),
      request_uri: line.uri,
      result,
      source_ip: '203.0.113.24',
      time_started: new Date(completed - 40).toISOString(),
      time_completed: new Date(completed).toISOString(),
      user_agent: BROWSER,
    }
  })
}
