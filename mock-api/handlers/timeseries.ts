import type { FieldValue, OxqlQueryResult, Timeseries } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, projectSilo } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { OxqlError, type ParsedQuery, parseOxql } from '../oxql'
import { paginated } from '../paging'
import { reader } from './body'
import { can, projectOf } from './lookups'
import { SCHEMAS } from './timeseries-schemas'

/**
 * POST /v1/timeseries/query?project=: the project-scoped OxQL endpoint. Answers the queries the
 * metrics charts send (mock-api/oxql.ts parses them) with plausible series: deterministic from
 * each source's id and the time (a daily wave plus seeded noise), starting when the source was
 * created. Cumulative counters come back aligned as per-period amounts, as `mean_within` gives.
 * Timeseries and field names are omicron's (oximeter/oximeter/schema/*.toml).
 */
type Source = { fields: Record<string, Json<FieldValue>>; seed: string; created: number }
type Target = 'virtual_machine' | 'virtual_disk' | 'instance_network_interface'

const TARGET_FIELDS: Record<Target, string[]> = {
  virtual_machine: ['instance_id', 'project_id', 'silo_id', 'state', 'vcpu_id'],
  virtual_disk: ['attached_instance_id', 'block_size', 'disk_id', 'project_id', 'silo_id'],
  instance_network_interface: ['interface_id', 'instance_id', 'project_id', 'silo_id'],
}

/** Per-second base rates of each counter (vcpu_usage is fractions of each vCPU's time). */
const METRICS: Record<string, number> = {
  'virtual_machine:vcpu_usage': 1,
  'virtual_disk:bytes_read': 3 * 1024 * 1024,
  'virtual_disk:bytes_written': 1.5 * 1024 * 1024,
  'virtual_disk:reads': 180,
  'virtual_disk:writes': 90,
  'virtual_disk:flushes': 4,
  'instance_network_interface:bytes_sent': 400 * 1024,
  'instance_network_interface:bytes_received': 900 * 1024,
  'instance_network_interface:packets_sent': 350,
  'instance_network_interface:packets_received': 600,
  'instance_network_interface:packets_dropped': 0.2,
}

/** The timeseries the mock answers for (each has a schema: timeseries-schemas.ts). */
export const METRIC_NAMES = new Set(Object.keys(METRICS))

const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const

/** FNV-1a to [0, 1): the same text always gives the same number. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0) / 2 ** 32
}

const uuid = (value: string): Json<FieldValue> => ({ type: 'uuid', value })
const str = (value: string): Json<FieldValue> => ({ type: 'string', value })

/** The target fields every source carries: its project and that project's silo. */
const base = (projectId: string) => ({
  project_id: uuid(projectId),
  silo_id: uuid(projectSilo(projectId)),
})

/** The sources of `target` in these projects (one project, or the whole fleet). */
function sources(target: Target, projectIds: ReadonlySet<string>): Source[] {
  const instances = db.instances.filter((i) => projectIds.has(i.project_id))
  if (target === 'virtual_machine')
    return instances.flatMap((i) =>
      Array.from({ length: i.ncpus }, (_, vcpu) =>
        VCPU_STATES.map((state) => ({
          fields: {
            ...base(i.project_id),
            instance_id: uuid(i.id),
            state: str(state),
            vcpu_id: { type: 'u32' as const, value: vcpu },
          },
          seed: `${i.id}/${vcpu}/${state}`,
          created: Date.parse(i.time_created),
        })),
      ).flat(),
    )
  if (target === 'virtual_disk')
    return db.disks
      .filter((d) => projectIds.has(d.project_id) && 'instance' in d.state)
      .map((d) => ({
        fields: {
          ...base(d.project_id),
          disk_id: uuid(d.id),
          attached_instance_id: uuid('instance' in d.state ? d.state.instance : ''),
          block_size: { type: 'u32' as const, value: d.block_size },
        },
        seed: d.id,
        created: Date.parse(d.time_created),
      }))
  const projectOfInstance = new Map(instances.map((i) => [i.id, i.project_id]))
  return db.networkInterfaces
    .filter((n) => projectOfInstance.has(n.instance_id))
    .map((n) => ({
      fields: {
        ...base(projectOfInstance.get(n.instance_id) ?? ''),
        interface_id: uuid(n.id),
        instance_id: uuid(n.instance_id),
      },
      seed: n.id,
      created: Date.parse(n.time_created),
    }))
}

/** Share of a vCPU's time in a state at time t: busy by day, with noise. */
function vcpuShare(state: string, seed: string, t: number): number {
  const wave = 0.5 + 0.5 * Math.sin((2 * Math.PI * t) / 86_400_000 + hash(seed) * 6)
  const noise = hash(`${seed}@${t}`)
  const run = 0.1 + 0.5 * wave + 0.05 * noise
  if (state === 'run') return run
  if (state === 'waiting') return 0.02 + 0.03 * noise
  if (state === 'emulation') return 0.01 + 0.02 * noise
  return Math.max(0, 1 - run - 0.05 - 0.05 * noise)
}

function series(q: ParsedQuery, source: Source): Map<number, number> {
  const rate = METRICS[q.timeseries] ?? 1
  const period = q.periodSeconds * 1000
  const state = source.fields.state?.value
  const points = new Map<number, number>()
  const first = Math.ceil(Math.max(q.start, source.created) / period) * period
  for (let t = first; t < q.end; t += period) {
    const v =
      typeof state === 'string'
        ? vcpuShare(state, source.seed, t) * period * 1e6 // nanoseconds in the state
        : rate *
          q.periodSeconds *
          (0.6 +
            0.3 * Math.sin((2 * Math.PI * t) / 86_400_000 + hash(source.seed) * 6) +
            0.1 * hash(`${source.seed}@${t}`))
    points.set(t, Math.round(v))
  }
  return points
}

function toTimeseries(fields: Source['fields'], points: Map<number, number>): Json<Timeseries> {
  const times = [...points.keys()].sort((a, b) => a - b)
  return {
    fields,
    points: {
      start_times: times.map((t) => new Date(t - 1).toISOString()),
      timestamps: times.map((t) => new Date(t).toISOString()),
      values: [
        {
          metric_type: 'gauge',
          values: { type: 'double', values: times.map((t) => points.get(t) ?? null) },
        },
      ],
    },
  }
}

export function runQuery(q: ParsedQuery, projectIds: ReadonlySet<string>) {
  const target = q.timeseries.split(':')[0] as Target
  if (!(q.timeseries in METRICS)) throw new OxqlError(`Timeseries not found for: ${q.timeseries}`)
  const known = TARGET_FIELDS[target]
  for (const field of [...Object.keys(q.fields), ...(q.groupBy ?? [])])
    if (!known.includes(field))
      throw new OxqlError(`Identifier "${field}" is not a field of ${q.timeseries}`)
  const matching = sources(target, projectIds).filter((s) =>
    Object.entries(q.fields).every(([k, v]) => String(s.fields[k]?.value) === v),
  )
  if (!q.groupBy) return matching.map((s) => toTimeseries(s.fields, series(q, s)))
  const groups = new Map<string, { fields: Source['fields']; points: Map<number, number> }>()
  for (const s of matching) {
    const fields = Object.fromEntries((q.groupBy ?? []).map((f) => [f, s.fields[f] ?? str('')]))
    const key = JSON.stringify(fields)
    const group = groups.get(key) ?? { fields, points: new Map() }
    groups.set(key, group)
    for (const [t, v] of series(q, s)) group.points.set(t, (group.points.get(t) ?? 0) + v)
  }
  return [...groups.values()].map((g) => toTimeseries(g.fields, g.points))
}

/** Parse and run one query's text, OxQL's failures as Nexus maps them: 400 InvalidRequest. */
function answer(body: unknown, projectIds: ReadonlySet<string>): Json<OxqlQueryResult> {
  const text = reader(body).string('query')
  try {
    const q = parseOxql(text)
    return { tables: [{ name: q.timeseries, timeseries: runQuery(q, projectIds) }] }
  } catch (e) {
    if (e instanceof OxqlError) throw invalidRequest(e.message)
    throw e
  }
}

export const timeseriesHandlers: HandlerMap = {
  /** Scoped to one project the user may read (Nexus's `timeseries_query_project`). */
  timeseriesQuery: ({ query, body, user }) => {
    const project = projectOf(query)
    can.read(user, project.id)
    return answer(body, new Set([project.id]))
  },
  /** The whole fleet: fleet readers only, as Nexus authorizes Read on the fleet. */
  systemTimeseriesQuery: ({ body, user }) => {
    requireFleetRole(user, 'viewer')
    return answer(body, new Set(db.projects.map((p) => p.id)))
  },
  /** The schemas of the timeseries the mock serves, paged by name; fleet readers only. */
  systemTimeseriesSchemaList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    const page = paginated(
      query,
      SCHEMAS.map((schema) => ({ id: schema.timeseries_name, schema })),
    )
    return { items: page.items.map((i) => i.schema), next_page: page.next_page }
  },
}
