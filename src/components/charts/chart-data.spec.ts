import { describe, expect, it } from 'vitest'
import { isEmpty, latestValues, toAligned } from './chart-data'

describe('toAligned', () => {
  it('shares x (seconds) when series share timestamps', () => {
    const a = {
      label: 'a',
      points: [
        { t: 1000, v: 1 },
        { t: 2000, v: 2 },
      ],
    }
    const b = {
      label: 'b',
      points: [
        { t: new Date(1000), v: 3 },
        { t: 2000, v: 4 },
      ],
    }
    const [x, ya, yb] = toAligned([a, b])
    expect([...x]).toEqual([1, 2])
    expect([...(ya ?? [])]).toEqual([1, 2])
    expect([...(yb ?? [])]).toEqual([3, 4])
  })
  it('joins differing timestamps with gaps', () => {
    const a = { label: 'a', points: [{ t: 1000, v: 1 }] }
    const b = { label: 'b', points: [{ t: 2000, v: 2 }] }
    const [x, ya, yb] = toAligned([a, b])
    expect([...x]).toEqual([1, 2])
    expect(ya).toEqual([1, null])
    expect(yb).toEqual([null, 2])
  })
  it('handles no series', () => expect(toAligned([])).toEqual([[]]))
})

describe('latestValues / isEmpty', () => {
  it('reads the last point of each series', () => {
    const rows = latestValues([
      {
        label: 'a',
        points: [
          { t: 1, v: 1 },
          { t: 5, v: 7 },
        ],
      },
    ])
    expect(rows).toEqual([{ label: 'a', t: new Date(5), v: 7 }])
  })
  it('is empty when no series has a point', () => {
    expect(isEmpty([{ label: 'a', points: [] }])).toBe(true)
    expect(isEmpty([])).toBe(true)
  })
})
