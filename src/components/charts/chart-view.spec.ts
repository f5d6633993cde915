import { describe, expect, it } from 'vitest'
import {
  atEnd,
  atStart,
  axisWidth,
  pan,
  valueRange,
  viewFromSelection,
  zoomIn,
  zoomOut,
} from './chart-view'

const day = { min: 0, max: 86_400 }

describe('zooming and panning the time axis', () => {
  it('zooms to a dragged window, in either direction, unless it is too narrow', () => {
    expect(viewFromSelection(day, 7200, 3600)).toEqual({ min: 3600, max: 7200 })
    expect(viewFromSelection(day, 100, 160)).toBeNull()
  })

  it('zooms in around the centre and out again to the full extent', () => {
    const half = zoomIn(day, null)
    expect(half).toEqual({ min: 21_600, max: 64_800 })
    expect(zoomOut(day, half)).toBeNull()
    expect(zoomOut(day, zoomIn(day, half))).toEqual(half)
    // never narrower than two minutes
    expect(zoomIn(day, { min: 1000, max: 1100 })).toEqual({ min: 990, max: 1110 })
  })

  it('pans half a window at a time and stops at the ends', () => {
    const view = { min: 0, max: 3600 }
    expect(pan(day, view, 1)).toEqual({ min: 1800, max: 5400 })
    expect(pan(day, view, -1)).toEqual(view)
    expect(atStart(day, view)).toBe(true)
    const last = pan(day, { min: 82_000, max: 85_600 }, 1)
    expect(last).toEqual({ min: 82_800, max: 86_400 })
    expect(atEnd(day, last)).toBe(true)
  })
})

describe('the value axis', () => {
  it('starts at zero and ends at a round number above the highest value (issue 27)', () => {
    expect(valueRange(40.2, 42.1)).toEqual([0, 45])
    expect(valueRange(0, 100)).toEqual([0, 100])
    expect(valueRange(3e8, 1.2e9)).toEqual([0, 1.5e9])
    expect(valueRange(-3, 7)).toEqual([-5, 10])
    expect(valueRange(null, null)).toEqual([0, 1])
    expect(valueRange(0, 0)).toEqual([0, 1])
  })

  it('is as wide as its widest label measures, plus its ticks', () => {
    const width = (s: string) => s.length * 10
    expect(axisWidth(['0', '1.5 GiB/s'], width)).toBe(90 + 21)
    expect(axisWidth(['0'], width)).toBe(40)
  })
})
