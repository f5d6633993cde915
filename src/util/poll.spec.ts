import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POLL_MS, pollWhile, pollWhileAny, pollWhileOrWaiting } from './poll'

// TanStack Query sets no interval where it finds no `window` (server rendering): this file
// runs in Node, so it gets one before the library loads (vi.hoisted runs before the imports)
vi.hoisted(() => {
  ;(globalThis as { window?: unknown }).window = globalThis
})
afterAll(() => {
  delete (globalThis as { window?: unknown }).window
})

type Thing = { state: 'busy' | 'done' }
const busy = (t: Thing) => t.state === 'busy'

describe('the interval rule', () => {
  it('polls one resource only while it is in flight', () => {
    const rule = pollWhile(busy)
    expect(rule({ state: { data: { state: 'busy' } } })).toBe(POLL_MS)
    expect(rule({ state: { data: { state: 'done' } } })).toBe(false)
    expect(rule({ state: {} })).toBe(false)
  })

  it('polls slowly while waiting for something outside the console', () => {
    const rule = pollWhileOrWaiting(busy, (t: Thing) => t.state === 'done', 5000)
    expect(rule({ state: { data: { state: 'busy' } } })).toBe(POLL_MS)
    expect(rule({ state: { data: { state: 'done' } } })).toBe(5000)
    expect(rule({ state: {} })).toBe(false)
  })

  it('polls a list while any item on it is in flight', () => {
    const rule = pollWhileAny(busy)
    const page = (...states: Thing['state'][]) => ({
      state: { data: { items: states.map((state) => ({ state })) } },
    })
    expect(rule(page('done', 'busy'))).toBe(POLL_MS)
    expect(rule(page('done', 'done'))).toBe(false)
    expect(rule(page())).toBe(false)
    expect(rule({ state: {} })).toBe(false)
  })
})

describe('a polled query', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    focusManager.setFocused(undefined)
    vi.useRealTimers()
  })

  /** A query whose answers are given in turn; returns how often it was fetched. */
  function observe(answers: Thing[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    let calls = 0
    const observer = new QueryObserver(client, {
      queryKey: ['thing'],
      queryFn: async () => answers[Math.min(calls++, answers.length - 1)] as Thing,
      refetchInterval: pollWhile(busy),
    })
    const unsubscribe = observer.subscribe(() => {})
    return { calls: () => calls, unsubscribe }
  }

  it('asks again until the state settles, then stops', async () => {
    const q = observe([{ state: 'busy' }, { state: 'busy' }, { state: 'done' }])
    await vi.advanceTimersByTimeAsync(0)
    expect(q.calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(q.calls()).toBe(2)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(q.calls()).toBe(3) // settled: done
    await vi.advanceTimersByTimeAsync(10 * POLL_MS)
    expect(q.calls()).toBe(3)
    q.unsubscribe()
  })

  it('does not poll while the tab is hidden, and resumes when it shows', async () => {
    const q = observe([{ state: 'busy' }])
    await vi.advanceTimersByTimeAsync(0)
    expect(q.calls()).toBe(1)
    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(10 * POLL_MS)
    expect(q.calls()).toBe(1)
    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(q.calls()).toBeGreaterThan(1)
    q.unsubscribe()
  })
})

describe('one mechanism', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [join(dir, e.name)]
          : [],
    )
  const app = files('src').filter((f) => !/\.spec\.tsx?$/.test(f))

  it('no query polls in the background, and intervals come from the poll rules', () => {
    for (const file of app) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(/refetchIntervalInBackground\s*:/)
      // an interval is one of the rules here (or the whole-collection slowdown of one)
      for (const [, value] of text.matchAll(/refetchInterval: ([\w.(]+)/g))
        expect(value, file).toMatch(/^(poll\w+|Math\.max\(interval)$/)
    }
  })
})
