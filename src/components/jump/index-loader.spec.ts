import { describe, expect, it } from 'vitest'
import type { PageParams } from '~/api/query'
import { fetchAll, limiter } from './index-loader'

/** A paged API over `total` numbered items, as the real one pages: a token on every page. */
function pagedApi(total: number) {
  const asked: PageParams[] = []
  const fetchPage = async (page: PageParams) => {
    asked.push(page)
    const start = page.pageToken ? Number(page.pageToken) : 0
    const items = Array.from(
      { length: Math.max(0, Math.min(page.limit, total - start)) },
      (_, i) => start + i,
    )
    // like the API: a token whenever the page is not empty, even after the last item
    return { items, nextPage: items.length ? String(start + items.length) : null }
  }
  return { asked, fetchPage }
}

describe('fetchAll', () => {
  it('reads every page of a large collection with the large limit', async () => {
    const api = pagedApi(2500)
    const all = await fetchAll(api.fetchPage, 1000)
    expect(all).toHaveLength(2500)
    expect(all.at(-1)).toBe(2499)
    expect(api.asked).toEqual([
      { limit: 1000 },
      { limit: 1000, pageToken: '1000' },
      { limit: 1000, pageToken: '2000' },
    ])
  })

  it('stops at a short page without asking for the empty one after it', async () => {
    const api = pagedApi(10)
    expect(await fetchAll(api.fetchPage, 1000)).toHaveLength(10)
    expect(api.asked).toHaveLength(1)
  })

  it('after a full last page, the empty page ends it', async () => {
    const api = pagedApi(2000)
    expect(await fetchAll(api.fetchPage, 1000)).toHaveLength(2000)
    expect(api.asked).toHaveLength(3)
  })

  it('reads an empty collection in one request', async () => {
    const api = pagedApi(0)
    expect(await fetchAll(api.fetchPage, 1000)).toEqual([])
    expect(api.asked).toHaveLength(1)
  })

  it('never loops on a token that repeats', async () => {
    let calls = 0
    const all = await fetchAll(async () => {
      calls++
      return { items: [1, 2], nextPage: 'same' }
    }, 2)
    expect(calls).toBe(2)
    expect(all).toEqual([1, 2, 1, 2])
  })

  it('passes a failure on', async () => {
    await expect(
      fetchAll(async () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
  })
})

describe('limiter', () => {
  it('never runs more than its limit at once, and runs everything', async () => {
    const run = limiter(3)
    let running = 0
    let most = 0
    const done: number[] = []
    const task = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, (i * 7) % 5))
      running--
      done.push(i)
      return i
    }
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => run(task(i))))
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(most).toBe(3)
    expect(done).toHaveLength(20)
  })

  it('frees the slot of a task that fails', async () => {
    const run = limiter(1)
    await expect(run(() => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await run(async () => 'next')).toBe('next')
  })
})
