import { describe, expect, it } from 'vitest'
import { oxqlQuery } from '../src/util/oxql'
import { db } from './db'
import { METRIC_NAMES, runQuery } from './handlers/timeseries'
import { SCHEMA_NAMES } from './handlers/timeseries-schemas'
import { OxqlError, parseOxql } from './oxql'
import { api } from './test-api'

const range = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-01T01:00:00Z') }

describe('the mock OxQL subset', () => {
  it('reads back what the console sends', () => {
    const q = parseOxql(
      oxqlQuery({
        timeseries: 'virtual_machine:vcpu_usage',
        range,
        filters: { instance_id: 'x' },
        groupBy: ['state'],
      }),
    )
    expect(q).toEqual({
      timeseries: 'virtual_machine:vcpu_usage',
      start: range.start.getTime(),
      end: range.end.getTime(),
      fields: { instance_id: 'x' },
      periodSeconds: 10,
      groupBy: ['state'],
    })
  })
  it('rejects what it cannot parse', () => {
    expect(() => parseOxql('fetch foo')).toThrow(OxqlError)
    expect(() => parseOxql('get a:b | filter timestamp > @2026-01-01T00:00:00')).toThrow(OxqlError)
    expect(() => parseOxql('get a:b | first 3')).toThrow(/Unsupported table operation/)
  })
  it('answers per-state cpu series for an instance, deterministic', () => {
    const instance = db.instances.find((i) => i.run_state === 'running')
    if (!instance) throw new Error('no running instance in the seed')
    const q = parseOxql(
      oxqlQuery({
        timeseries: 'virtual_machine:vcpu_usage',
        range,
        filters: { instance_id: instance.id },
        groupBy: ['state'],
      }),
    )
    const a = runQuery(q, new Set([instance.project_id]))
    expect(a.map((s) => s.fields.state?.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ])
    expect(a[0]?.points.timestamps).toHaveLength(360)
    expect(runQuery(q, new Set([instance.project_id]))).toEqual(a)
  })
  it('names unknown timeseries and fields as the server does', () => {
    const q = parseOxql(oxqlQuery({ timeseries: 'virtual_disk:nope', range }))
    expect(() => runQuery(q, new Set(['p']))).toThrow('Timeseries not found for: virtual_disk:nope')
  })
})

describe('POST /v1/timeseries/query', () => {
  const body = { query: oxqlQuery({ timeseries: 'virtual_disk:bytes_read', range, groupBy: [] }) }
  it('answers a project-scoped query with one table', async () => {
    const res = await api('POST', '/v1/timeseries/query?project=web-frontend', { body })
    expect(res.status).toBe(200)
    expect(res.body.tables[0].name).toBe('virtual_disk:bytes_read')
    expect(res.body.tables[0].timeseries).toHaveLength(1)
  })
  it('needs a project, as the server does', async () => {
    const res = await api('POST', '/v1/timeseries/query', { body })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse query string: missing field `project`')
    const gone = await api('POST', '/v1/timeseries/query?project=nope', { body })
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('not found: project with name "nope"')
  })
  it('answers 400 InvalidRequest for a query it cannot read', async () => {
    const res = await api('POST', '/v1/timeseries/query?project=web-frontend', {
      body: { query: 'get virtual_disk:bytes_read | first 3' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBe('InvalidRequest')
  })
})

describe('the system timeseries endpoints (fleet readers, as Nexus authorizes Read on the fleet)', () => {
  const body = { query: oxqlQuery({ timeseries: 'virtual_disk:bytes_read', range, groupBy: [] }) }
  it('query the whole fleet: every attached disk of every silo', async () => {
    const res = await api('POST', '/v1/system/timeseries/query', { body, as: 'katherine' })
    expect(res.status).toBe(200)
    const attached = db.disks.filter((d) => 'instance' in d.state)
    const project = await api('POST', '/v1/timeseries/query?project=web-frontend', { body })
    // the fleet's sum is the sum over every attached disk, more than one project's
    expect(attached.length).toBeGreaterThan(1)
    const total = (r: typeof res) =>
      (r.body.tables[0].timeseries[0].points.values[0].values.values as number[]).reduce(
        (a, b) => a + b,
        0,
      )
    expect(total(res)).toBeGreaterThan(total(project))
  })
  it('list the schema of every timeseries served, paged', async () => {
    const res = await api('GET', '/v1/system/timeseries/schemas?limit=5', { as: 'katherine' })
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(5)
    const next = await api(
      'GET',
      `/v1/system/timeseries/schemas?limit=100&page_token=${res.body.next_page}`,
      { as: 'katherine' },
    )
    const names = [...res.body.items, ...next.body.items].map(
      (s: { timeseries_name: string }) => s.timeseries_name,
    )
    expect(new Set(names)).toEqual(SCHEMA_NAMES)
    expect(SCHEMA_NAMES).toEqual(METRIC_NAMES)
  })
  it('refuse users who cannot read the fleet', async () => {
    for (const [method, path] of [
      ['POST', '/v1/system/timeseries/query'],
      ['GET', '/v1/system/timeseries/schemas'],
    ] as const) {
      const res = await api(method, path, {
        body: method === 'POST' ? body : undefined,
        as: 'alan',
      })
      expect(res.status).toBe(403)
    }
  })
})
