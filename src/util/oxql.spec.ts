import { describe, expect, it } from 'vitest'
import { alignPeriod, oxqlQuery, oxqlTimestamp, PRESETS } from './oxql'
import {
  formatBytesPerSecond,
  formatBytesShort,
  formatPercent,
  formatPerSecond,
  KiB,
  MiB,
} from './units'

const end = new Date('2026-01-02T00:00:00Z')
const last = (ms: number) => ({ start: new Date(end.getTime() - ms), end })

describe('oxqlQuery', () => {
  it('builds the cpu query with a time filter, alignment and grouping', () => {
    expect(
      oxqlQuery({
        timeseries: 'virtual_machine:vcpu_usage',
        range: last(PRESETS['1h']),
        filters: { instance_id: 'abc' },
        groupBy: ['state'],
      }),
    ).toBe(
      'get virtual_machine:vcpu_usage | filter timestamp >= @2026-01-01T23:00:00.000 && ' +
        'timestamp < @2026-01-02T00:00:00.000 && instance_id == "abc" | align mean_within(10s)' +
        ' | group_by [state], sum',
    )
  })
  it('leaves grouping out unless asked, and escapes quotes', () => {
    const q = oxqlQuery({
      timeseries: 'virtual_disk:bytes_read',
      range: last(PRESETS['1d']),
      filters: { disk_id: 'a"b' },
      period: '1m',
    })
    expect(q).toBe(
      'get virtual_disk:bytes_read | filter timestamp >= @2026-01-01T00:00:00.000 && ' +
        'timestamp < @2026-01-02T00:00:00.000 && disk_id == "a\\"b" | align mean_within(1m)',
    )
  })
  it('writes timestamps without the zone letter', () =>
    expect(oxqlTimestamp(end)).toBe('@2026-01-02T00:00:00.000'))
})

describe('alignPeriod', () => {
  it('keeps each preset at most 360 points', () => {
    expect(alignPeriod(last(PRESETS['1h'])).text).toBe('10s')
    expect(alignPeriod(last(PRESETS['1d'])).text).toBe('5m')
    expect(alignPeriod(last(PRESETS['1w'])).text).toBe('30m')
    expect(alignPeriod(last(PRESETS['1w'] * 100)).text).toBe('1d')
  })
})

describe('chart formatters', () => {
  it('steps bytes by 1024', () => {
    expect(formatBytesShort(512.456)).toBe('512.46 B')
    expect(formatBytesShort(1.5 * KiB)).toBe('1.5 KiB')
    expect(formatBytesPerSecond(3 * MiB)).toBe('3 MiB/s')
  })
  it('goes compact from 1e6', () => {
    expect(formatPerSecond(12.345)).toBe('12.35/s')
    expect(formatPerSecond(1_234_567)).toBe('1.2M/s')
  })
  it('rounds percentages to one decimal', () => expect(formatPercent(42.46)).toBe('42.5%'))
})
