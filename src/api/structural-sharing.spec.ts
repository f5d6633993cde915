import { describe, expect, it } from 'vitest'
import { keepEqual } from './structural-sharing'

const page = (state: string) => ({
  items: [
    { id: 'a', name: 'db-1', runState: state, timeCreated: new Date('2025-03-05T10:00:00Z') },
    { id: 'b', name: 'web-1', runState: 'running', timeCreated: new Date('2025-03-06T10:00:00Z') },
  ],
  nextPage: null,
})

describe('keepEqual', () => {
  it('returns the previous data when a refetch brought the same data, dates included', () => {
    const prev = page('starting')
    expect(keepEqual(prev, page('starting'))).toBe(prev)
  })

  it('keeps unchanged rows and replaces the changed one', () => {
    const prev = page('starting')
    const next = page('running')
    const out = keepEqual(prev, next) as typeof prev
    expect(out).not.toBe(prev)
    expect(out).toEqual(next)
    expect(out.items[0]).not.toBe(prev.items[0])
    expect(out.items[0]?.runState).toBe('running')
    expect(out.items[0]?.timeCreated).toBe(prev.items[0]?.timeCreated)
    expect(out.items[1]).toBe(prev.items[1])
  })

  it('takes a new date, a new key, a removed key or a shorter list as a change', () => {
    const date = { at: new Date(1000) }
    expect(keepEqual(date, { at: new Date(2000) })).toEqual({ at: new Date(2000) })
    expect(keepEqual({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined })
    expect(keepEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 })
    const list = [1, 2, 3]
    expect(keepEqual(list, [1, 2])).toEqual([1, 2])
  })

  it('leaves other values to the new data', () => {
    const prev = new Map([['a', 1]])
    const next = new Map([['a', 1]])
    expect(keepEqual(prev, next)).toBe(next)
    expect(keepEqual(undefined, 5)).toBe(5)
    expect(keepEqual('x', 'x')).toBe('x')
  })
})
