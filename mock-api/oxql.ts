/**
 * The small OxQL subset the console sends (src/util/oxql.ts), parsed for the mock's timeseries
 * endpoint. Anything else is an error with a message like the server's parser gives; the handler
 * answers it as a 400 InvalidRequest, as Nexus maps OxQL errors.
 */
export type ParsedQuery = {
  timeseries: string
  start: number
  end: number
  fields: Record<string, string>
  periodSeconds: number
  groupBy?: string[]
}

export class OxqlError extends Error {}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 }
const TIMESTAMP = /^@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?)$/

function parseTime(text: string): number {
  const m = TIMESTAMP.exec(text.trim())
  const ms = m?.[1] ? Date.parse(`${m[1]}Z`) : Number.NaN
  if (Number.isNaN(ms)) throw new OxqlError(`Invalid timestamp literal: "${text.trim()}"`)
  return ms
}

function parseFilter(expr: string, into: ParsedQuery) {
  for (const raw of expr.split('&&')) {
    const cond = raw.trim()
    const time = /^timestamp\s*(>=|<)\s*(\S+)$/.exec(cond)
    if (time?.[1] && time[2]) {
      if (time[1] === '>=') into.start = parseTime(time[2])
      else into.end = parseTime(time[2])
      continue
    }
    const field = /^([a-z_][a-z0-9_]*)\s*==\s*"((?:[^"\\]|\\.)*)"$/.exec(cond)
    if (!field?.[1] || field[2] === undefined)
      throw new OxqlError(`Unsupported filter expression: "${cond}"`)
    into.fields[field[1]] = field[2].replace(/\\(.)/g, '$1')
  }
}

export function parseOxql(query: string): ParsedQuery {
  const [head, ...ops] = query.split('|').map((s) => s.trim())
  const get = /^get ([a-z_]+:[a-z_]+)$/.exec(head ?? '')
  if (!get?.[1]) throw new OxqlError('Query must start with a `get` table operation')
  const parsed: ParsedQuery = {
    timeseries: get[1],
    start: Number.NaN,
    end: Number.NaN,
    fields: {},
    periodSeconds: 0,
  }
  for (const op of ops) {
    if (op.startsWith('filter ')) {
      parseFilter(op.slice('filter '.length), parsed)
      continue
    }
    const align = /^align mean_within\((\d+)([smhd])\)$/.exec(op)
    if (align?.[1] && align[2]) {
      parsed.periodSeconds = Number(align[1]) * (UNITS[align[2]] ?? 1)
      continue
    }
    const group = /^group_by \[([a-z_, ]*)\], sum$/.exec(op)
    if (group?.[1] !== undefined) {
      parsed.groupBy = group[1]
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
      continue
    }
    throw new OxqlError(`Unsupported table operation: "${op}"`)
  }
  if (Number.isNaN(parsed.start) || Number.isNaN(parsed.end))
    throw new OxqlError('The mock needs a filter on timestamp >= and timestamp <')
  if (parsed.end <= parsed.start) throw new OxqlError('Query time range is empty')
  if (parsed.periodSeconds <= 0)
    throw new OxqlError('The mock needs an alignment: align mean_within(<duration>)')
  if ((parsed.end - parsed.start) / 1000 / parsed.periodSeconds > 20_000)
    throw new OxqlError('Query would return too many points')
  return parsed
}
