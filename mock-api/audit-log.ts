import type { AuditLogEntry, User } from '@oxide/api'
import type { ConsoleSessionRecord, DeviceTokenRecord } from './data/sessions'
import { db } from './db'
import { REQUEST_ID_HEADER } from './errors'
import { MOCK_CLIENT_IP } from './handlers/allow-list'
import { type Json, snakeKey } from './json'
import type { Op } from './routes'

/**
 * The audit log as Nexus keeps it (nexus/src/app/audit_log.rs): every call that may change
 * something (any method but GET and HEAD) writes one entry, with a few exceptions; the entry
 * is complete when the answer is. Logins are logged with no actor, since nobody is signed in
 * yet; any other call is logged only once its caller was authenticated.
 */
const NOT_AUDITED = new Set<Op>([
  'deviceAuthRequest',
  'deviceAccessToken',
  'diskBulkWriteImport',
  'logout',
  'systemTimeseriesQuery',
  'timeseriesQuery',
])
const UNAUTHENTICATED = new Set<Op>(['loginLocal', 'loginSaml'])

/** The newest entries kept: the mock's memory is bounded, the rack's table is not. */
export const AUDIT_LOG_CAP = 5000

export type AuditContext = {
  op: Op
  method: string
  request: Request
  started: Date
  user: Json<User> | null
  session: ConsoleSessionRecord | null
  token: DeviceTokenRecord | null
  /** Whether the call got past parsing and authentication to its handler. */
  reached?: boolean
}

export const audited = (op: Op, method: string) =>
  method !== 'GET' && method !== 'HEAD' && !NOT_AUDITED.has(op)

async function resultOf(response: Response): Promise<Json<AuditLogEntry>['result']> {
  const status = response.status
  if (status < 400) return { kind: 'success', http_status_code: status }
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { error_code?: string; message?: string }
  return {
    kind: 'error',
    http_status_code: status,
    error_code: body.error_code ?? null,
    error_message: body.message ?? '',
  }
}

function actorOf(ctx: AuditContext): Json<AuditLogEntry>['actor'] | undefined {
  if (UNAUTHENTICATED.has(ctx.op)) return { kind: 'unauthenticated' }
  if (!ctx.user) return undefined
  return { kind: 'silo_user', silo_id: ctx.user.silo_id, silo_user_id: ctx.user.id }
}

/** Writes the entry of one answered call, when the call is one Nexus audits. */
export async function recordAudit(ctx: AuditContext, response: Response) {
  if (!ctx.reached || !audited(ctx.op, ctx.method)) return
  const actor = actorOf(ctx)
  if (!actor) return
  const url = new URL(ctx.request.url)
  const signedIn = actor.kind !== 'unauthenticated'
  const credential = signedIn ? (ctx.token ?? ctx.session) : null
  const entry: Json<AuditLogEntry> = {
    id: crypto.randomUUID(),
    actor,
    auth_method: !credential ? null : ctx.token ? 'access_token' : 'session_cookie',
    credential_id: credential?.id ?? null,
    operation_id: snakeKey(ctx.op),
    request_id: response.headers.get(REQUEST_ID_HEADER) ?? '',
    request_uri: `${url.pathname}${url.search}`.slice(0, 512),
    result: await resultOf(response),
    source_ip: MOCK_CLIENT_IP,
    time_started: ctx.started.toISOString(),
    time_completed: new Date().toISOString(),
    user_agent: ctx.request.headers.get('user-agent')?.slice(0, 256) ?? null,
  }
  db.auditLog.push(entry)
  if (db.auditLog.length > AUDIT_LOG_CAP) db.auditLog.splice(0, db.auditLog.length - AUDIT_LOG_CAP)
}
