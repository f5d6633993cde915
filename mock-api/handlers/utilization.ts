import type { Measurement, Silo, SiloUtilization, SystemMetricName, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { provisionedBy } from '../data/utilization'
import { db, projectSilo } from '../db'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { settle } from './instance-state'
import { can, find, queryParseError } from './lookups'

/** Capacity and use: silo quotas against what the silos' projects provisioned, and its history. */

const quotasOf = (siloId: string) => {
  const q = db.siloQuotas.find((q) => q.silo_id === siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}

const projectsOf = (siloId: string) =>
  new Set(db.projects.filter((p) => projectSilo(p.id) === siloId).map((p) => p.id))

/** Today's provisioned counts of these projects, with due instance transitions applied first. */
function provisioned(projectIds: ReadonlySet<string>) {
  for (const i of db.instances) if (projectIds.has(i.project_id)) settle(i)
  return provisionedBy(db, projectIds)
}

const siloUtilization = (silo: Json<Silo>): Json<SiloUtilization> => ({
  silo_id: silo.id,
  silo_name: silo.name,
  allocated: quotasOf(silo.id),
  provisioned: provisioned(projectsOf(silo.id)),
})

/** The `fleet` (omicron's FLEET_ID) scope of the system metrics is every silo. */
const allProjects = () => new Set(db.projects.map((p) => p.id))

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * A plausible history: the provisioned value grew in steps to today's. The collection target
 * metrics are i64 gauges sampled over time; the mock has one sample an hour.
 */
function share(ageMs: number) {
  const days = ageMs / DAY
  if (days <= 0.25) return 1
  if (days <= 2) return 0.9
  if (days <= 7) return 0.75
  if (days <= 14) return 0.6
  if (days <= 30) return 0.45
  return 0.3
}

function valueAt(metric: SystemMetricName, today: ReturnType<typeof provisioned>, ageMs: number) {
  const f = share(ageMs)
  if (metric === 'cpus_provisioned') return Math.round(today.cpus * f)
  const bytes = metric === 'ram_provisioned' ? today.memory : today.storage
  const GiB = 1024 ** 3
  return Math.round((bytes * f) / GiB) * GiB
}

type MetricQuery = { startTime?: unknown; endTime?: unknown; order?: unknown }

function readTime(value: unknown, field: string) {
  if (value === undefined) throw queryParseError(`missing field \`${field}\``)
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (Number.isNaN(ms)) throw queryParseError(`input contains invalid characters`)
  return ms
}

/** Samples from start (inclusive) to end (exclusive), never past now, paged like a list. */
function series(
  metric: SystemMetricName,
  projectIds: ReadonlySet<string>,
  query: MetricQuery & { limit?: number | null; pageToken?: string | null },
) {
  const start = readTime(query.startTime, 'start_time')
  const end = Math.min(readTime(query.endTime, 'end_time'), Date.now() + 1)
  const order = query.order ?? 'ascending'
  if (order !== 'ascending' && order !== 'descending')
    throw queryParseError(
      `unknown variant \`${String(order)}\`, expected \`ascending\` or \`descending\``,
    )
  const today = provisioned(projectIds)
  const now = Date.now()
  const samples: { id: string; sample: Json<Measurement> }[] = []
  for (let t = Math.ceil(start / HOUR) * HOUR; t < end; t += HOUR) {
    // the page key orders the samples: the time, or its complement for descending order
    const key = order === 'ascending' ? t : 9e15 - t
    samples.push({
      id: String(key).padStart(16, '0'),
      sample: {
        timestamp: new Date(t).toISOString(),
        datum: { type: 'i64', datum: valueAt(metric, today, now - t) },
      },
    })
  }
  const page = paginated(query, samples)
  return { items: page.items.map((s) => s.sample), next_page: page.next_page }
}

const requireFleetViewer = (user: Json<User>) => requireFleetRole(user, 'viewer')

export const utilizationHandlers: HandlerMap = {
  /** The user's own silo: capacity is its quotas. Any user of the silo may read it. */
  utilizationView: ({ user }) => {
    const u = siloUtilization(find.silo(user.silo_id, user))
    return { capacity: u.allocated, provisioned: u.provisioned }
  },

  /** Fleet viewers only; discoverable silos and those with a quota, by name or id. */
  siloUtilizationList: ({ query, user }) => {
    requireFleetViewer(user)
    const rows = db.silos.map(siloUtilization).filter((u) => {
      const silo = db.silos.find((s) => s.id === u.silo_id)
      const { cpus, memory, storage } = u.allocated
      return silo?.discoverable || cpus > 0 || memory > 0 || storage > 0
    })
    const page = paginated(
      query,
      rows.map((u) => ({ id: u.silo_id, name: u.silo_name, u })),
    )
    return { items: page.items.map((r) => r.u), next_page: page.next_page }
  },

  /** Reading a silo is enough: a user's own silo, or any for a fleet viewer. */
  siloUtilizationView: ({ path, user }) => siloUtilization(find.silo(path.silo, user)),

  /** The user's silo, or one project of it. */
  siloMetric: ({ path, query, user }) => {
    let projectIds = projectsOf(user.silo_id)
    if (query.project) {
      const project = find.project(query.project)
      can.read(user, project.id)
      projectIds = new Set([project.id])
    }
    return series(path.metricName, projectIds, query)
  },

  /** Fleet viewers only: the whole fleet, or one silo. */
  systemMetric: ({ path, query, user }) => {
    requireFleetViewer(user)
    const projectIds = query.silo ? projectsOf(find.silo(query.silo, user).id) : allProjects()
    return series(path.metricName, projectIds, query)
  },
}
