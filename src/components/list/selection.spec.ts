import { describe, expect, it } from 'vitest'
import { clickRow, coverage, NO_SELECTION, type Selection, toggleAll } from './selection'

const order = ['a', 'b', 'c', 'd', 'e', 'f']
const ids = (s: Selection) => [...s.ids].sort()

describe('row selection', () => {
  it('a click toggles one row and makes it the anchor', () => {
    const one = clickRow(NO_SELECTION, order, 'b', false)
    expect(ids(one)).toEqual(['b'])
    expect(one.anchor).toBe('b')
    expect(ids(clickRow(one, order, 'b', false))).toEqual([])
  })

  it('a Shift-click selects the range from the anchor, either way up', () => {
    const down = clickRow(clickRow(NO_SELECTION, order, 'b', false), order, 'e', true)
    expect(ids(down)).toEqual(['b', 'c', 'd', 'e'])
    const up = clickRow(clickRow(NO_SELECTION, order, 'e', false), order, 'b', true)
    expect(ids(up)).toEqual(['b', 'c', 'd', 'e'])
  })

  it('a Shift-click on a selected row clears the range', () => {
    const all = toggleAll(NO_SELECTION, order)
    const anchored = clickRow(clickRow(all, order, 'b', false), order, 'b', false)
    expect(ids(clickRow(anchored, order, 'e', true))).toEqual(['a', 'f'])
  })

  it('extends from the last click, and adds to what was already selected', () => {
    let s = clickRow(NO_SELECTION, order, 'a', false)
    s = clickRow(s, order, 'd', false)
    s = clickRow(s, order, 'f', true)
    expect(ids(s)).toEqual(['a', 'd', 'e', 'f'])
  })

  it('a Shift-click without an anchor on screen is a plain click', () => {
    expect(ids(clickRow(NO_SELECTION, order, 'c', true))).toEqual(['c'])
    const gone = clickRow(NO_SELECTION, ['x', ...order], 'x', false)
    expect(ids(clickRow(gone, order, 'c', true))).toEqual(['c', 'x'])
  })

  it('select all covers the given rows, and clears them when all were selected', () => {
    const some = clickRow(NO_SELECTION, order, 'a', false)
    expect(coverage(some, order)).toBe('some')
    const all = toggleAll(some, order)
    expect(coverage(all, order)).toBe('all')
    expect(coverage(toggleAll(all, order), order)).toBe('none')
    // rows outside the filter keep their selection
    const other = clickRow(NO_SELECTION, ['z'], 'z', false)
    expect(ids(toggleAll(toggleAll(other, order), order))).toEqual(['z'])
  })
})
