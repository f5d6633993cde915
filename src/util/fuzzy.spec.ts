import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fuzzyMatch, scoreFields } from './fuzzy'

const score = (q: string, text: string) => fuzzyMatch(q, text)?.score ?? null
/** The texts in the order the query ranks them, non-matches left out. */
const rank = (q: string, texts: string[]) =>
  texts
    .map((t) => ({ t, s: score(q, t) }))
    .filter((x): x is { t: string; s: number } => x.s !== null)
    .sort((a, b) => b.s - a.s)
    .map((x) => x.t)

describe('fuzzyMatch', () => {
  it('matches a subsequence, case-insensitively, and nothing else', () => {
    expect(fuzzyMatch('wfe', 'web-frontend')).not.toBeNull()
    expect(fuzzyMatch('WEB', 'web-frontend')).not.toBeNull()
    expect(fuzzyMatch('few', 'web-frontend')).toBeNull()
    expect(fuzzyMatch('webx', 'web')).toBeNull()
    expect(fuzzyMatch('web', '')).toBeNull()
  })

  it('matches everything with an empty query, and ignores spaces in the query', () => {
    expect(fuzzyMatch('', 'anything')).toEqual({ score: 0, positions: [] })
    expect(fuzzyMatch('web 1', 'web-1')?.positions).toEqual([0, 1, 2, 4])
  })

  it('reports where the characters matched', () => {
    expect(fuzzyMatch('front', 'web-frontend')?.positions).toEqual([4, 5, 6, 7, 8])
    expect(fuzzyMatch('wf', 'web-frontend')?.positions).toEqual([0, 4])
  })

  it('prefers word starts to the same letters mid-word', () => {
    // w and f at word starts beat a w and f that happen to sit together
    expect(rank('wf', ['awful', 'web-frontend'])).toEqual(['web-frontend', 'awful'])
    expect(rank('db', ['feedback', 'db-replica'])).toEqual(['db-replica', 'feedback'])
    // the word-start position is chosen even when an earlier one exists
    expect(fuzzyMatch('r', 'db-replica')?.positions).toEqual([3])
    expect(fuzzyMatch('pr', 'preprod-primary')?.positions).toEqual([0, 1])
  })

  it('counts camelCase humps and digits after letters as word starts', () => {
    expect(rank('wf', ['awful', 'webFrontend'])).toEqual(['webFrontend', 'awful'])
    expect(fuzzyMatch('w2', 'web-2')?.positions).toEqual([0, 4])
  })

  it('prefers contiguous runs to scattered letters', () => {
    expect(rank('front', ['f-r-o-n-t', 'web-frontend'])).toEqual(['web-frontend', 'f-r-o-n-t'])
    expect(rank('etl', ['e-t-l-runner', 'etl-runner'])).toEqual(['etl-runner', 'e-t-l-runner'])
    expect(rank('cache', ['c-a-c-h-e', 'cache-1'])).toEqual(['cache-1', 'c-a-c-h-e'])
  })

  it('prefers matches from the start and, all else equal, the shorter text', () => {
    expect(rank('web', ['old-web', 'web-frontend', 'web'])).toEqual([
      'web',
      'web-frontend',
      'old-web',
    ])
  })

  it('never scores a non-subsequence, and positions always spell the query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 24 }), (q, text) => {
        const m = fuzzyMatch(q, text)
        const query = q.replace(/\s+/g, '').toLowerCase()
        if (!m) return
        expect(m.positions.map((p) => text[p]?.toLowerCase()).join('')).toBe(query)
        for (let i = 1; i < m.positions.length; i++)
          expect(m.positions[i]).toBeGreaterThan(m.positions[i - 1] ?? -1)
      }),
    )
  })
})

describe('scoreFields', () => {
  it('needs every word somewhere, in any field and any order', () => {
    expect(scoreFields('disks web', ['Disks', 'web-frontend'])).not.toBeNull()
    expect(scoreFields('web disks', ['Disks', 'web-frontend'])).not.toBeNull()
    expect(scoreFields('disks nope', ['Disks', 'web-frontend'])).toBeNull()
  })

  it('weighs the name above the other fields, and highlights only the name', () => {
    const byName = scoreFields('web', ['web-1', 'data-pipeline'])
    const byProject = scoreFields('web', ['etl-runner', 'web-frontend'])
    expect(byName?.score).toBeGreaterThan(byProject?.score ?? 0)
    expect(byName?.positions).toEqual([0, 1, 2])
    expect(byProject?.positions).toEqual([])
  })
})
