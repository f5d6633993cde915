import { describe, expect, it } from 'vitest'
import { oxqlQuery } from '../src/util/oxql'
import { db } from './db'
import { runQuery } from './handlers/timeseries'
import { OxqlError, parseOxql } from './oxql'

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
    const a = runQuery(q, instance.project_id, 'silo')
    expect(a.map((s) => s.fields.state?.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ])
    expect(a[0]?.points.timestamps).toHaveLength(360)
    expect(runQuery(q, instance.project_id, 'silo')).toEqual(a)
  })
  it('names unknown timeseries and fields as the server does', () => {
    const q = parseOxql(oxqlQuery({ timeseries: 'virtual_disk:nope', range }))
    expect(() => runQuery(q, 'p', 's')).toThrow('Timeseries not found for: virtual_disk:nope')
  })
})
