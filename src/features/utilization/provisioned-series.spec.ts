import { describe, expect, it } from 'vitest'
import { fleetSeries } from './provisioned-series'

const sample = (iso: string, datum: number) => ({
  timestamp: new Date(iso),
  datum: { type: 'i64' as const, datum },
})

describe('fleetSeries', () => {
  it('puts the capacity estimate at each provisioned sample', () => {
    const series = fleetSeries(
      { items: [sample('2026-01-01T00:00Z', 4), sample('2026-01-01T01:00Z', 6)] },
      100,
    )
    expect(series.map((s) => s.label)).toEqual(['Provisioned', 'Capacity (estimate today)'])
    expect(series[0]?.points.map((p) => p.v)).toEqual([4, 6])
    expect(series[1]?.points).toEqual([
      { t: new Date('2026-01-01T00:00Z'), v: 100 },
      { t: new Date('2026-01-01T01:00Z'), v: 100 },
    ])
  })

  it('draws no capacity where nothing was provisioned: the chart says there is no data', () => {
    expect(fleetSeries({ items: [] }, 100)).toEqual([{ label: 'Provisioned', points: [] }])
    expect(fleetSeries(undefined, 100)).toHaveLength(1)
  })
})
