import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api } from './test-api'

/**
 * The rows of ../shared/api/real-api-behaviour.md this mock now answers as the API server
 * does, one test per row (the row's number leads the name).
 */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

describe('real API behaviour', () => {
  it('row 1: every non-empty page carries next_page; a scan ends with an empty page', async () => {
    const first = await api('GET', '/v1/projects?limit=100')
    expect(first.body.items.length).toBeGreaterThan(0)
    expect(first.body.items.length).toBeLessThan(100)
    expect(first.body.next_page).toEqual(expect.any(String))
    const end = await api('GET', `/v1/projects?limit=100&page_token=${first.body.next_page}`)
    expect(end.body).toEqual({ items: [], next_page: null })
  })
})
