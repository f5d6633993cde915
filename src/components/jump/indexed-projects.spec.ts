import { describe, expect, it } from 'vitest'
import { INDEX_PROJECTS, indexedProjects } from './use-jump-index'

describe('indexedProjects', () => {
  it('reads a bounded number of projects: the current, the recent, then by name (issue 29)', () => {
    const all = Array.from({ length: 400 }, (_, i) => `p-${String(i).padStart(3, '0')}`)
    const read = indexedProjects(all, 'p-399', ['p-200', 'gone', 'p-399'])
    expect(read).toHaveLength(INDEX_PROJECTS)
    expect(read.slice(0, 4)).toEqual(['p-399', 'p-200', 'p-000', 'p-001'])
    expect(indexedProjects(['a', 'b'], undefined, [])).toEqual(['a', 'b'])
  })
})
