import { describe, expect, it } from 'vitest'
import { callsAfterContent, callsBeforeContent, tripsBeforeContent } from '../../bench/round-trips'

describe('bench: API round trips before content', () => {
  it('counts calls asked together as one round trip', () => {
    const calls = [
      { start: 10, end: 300 },
      { start: 12, end: 310 },
      { start: 40, end: 280 },
    ]
    expect(tripsBeforeContent(calls, 400)).toBe(1)
    expect(callsBeforeContent(calls, 400)).toBe(3)
  })

  it('counts a call asked after another answered as one more', () => {
    const calls = [
      { start: 10, end: 300 }, // the user
      { start: 305, end: 600 }, // what needed it
      { start: 20, end: 250 }, // the list, at once
    ]
    expect(tripsBeforeContent(calls, 700)).toBe(2)
  })

  it('leaves out what was still in flight when the content showed', () => {
    const calls = [
      { start: 10, end: 300 },
      { start: 350, end: 900 }, // the navigation's badge, after the first paint
    ]
    expect(tripsBeforeContent(calls, 400)).toBe(1)
    expect(callsBeforeContent(calls, 400)).toBe(2)
    expect(callsAfterContent(calls, 400, 5000)).toBe(0)
    expect(callsAfterContent([...calls, { start: 450, end: 500 }], 400, 5000)).toBe(1)
  })

  it('a page that asks nothing waits for no round trip', () => {
    expect(tripsBeforeContent([], 100)).toBe(0)
  })
})

describe('bench: the in-page probe', () => {
  it('is JavaScript the page can run (a template literal eats a backslash)', async () => {
    const { PROBE } = await import('../../bench/in-page')
    expect(() => new Function(PROBE)).not.toThrow()
  })
})
