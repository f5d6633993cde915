import { describe, expect, it } from 'vitest'
import {
  createRecentProjects,
  RECENT_PROJECTS_KEY_PREFIX,
  RECENT_PROJECTS_LIMIT,
  withRecent,
} from './recent-projects'

const memory = () => {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('recent projects', () => {
  it('puts the newest first, once, and keeps a few', () => {
    expect(withRecent(['a', 'b'], 'b')).toEqual(['b', 'a'])
    expect(withRecent([], 'a')).toEqual(['a'])
    const many = ['a', 'b', 'c', 'd', 'e', 'f']
    expect(withRecent(many, 'z')).toHaveLength(RECENT_PROJECTS_LIMIT)
    expect(withRecent(many, 'z')[0]).toBe('z')
  })

  it('keeps each user their own list', () => {
    const storage = memory()
    let user: string | undefined = 'u1'
    const recent = createRecentProjects(storage, () => user)
    recent.remember('data-pipeline')
    recent.remember('web-frontend')
    expect(recent.list()).toEqual(['web-frontend', 'data-pipeline'])
    user = 'u2'
    expect(recent.list()).toEqual([])
    user = undefined
    recent.remember('billing')
    expect(recent.list()).toEqual([])
    expect([...storage.data.keys()]).toEqual([`${RECENT_PROJECTS_KEY_PREFIX}u1`])
  })

  it('reads back only names, whatever storage holds', () => {
    const storage = memory()
    const recent = createRecentProjects(storage, () => 'u1')
    storage.setItem(`${RECENT_PROJECTS_KEY_PREFIX}u1`, '{not json')
    expect(recent.list()).toEqual([])
    storage.setItem(`${RECENT_PROJECTS_KEY_PREFIX}u1`, JSON.stringify(['a', 1, null, 'b']))
    expect(recent.list()).toEqual(['a', 'b'])
    storage.setItem(`${RECENT_PROJECTS_KEY_PREFIX}u1`, JSON.stringify({ a: 1 }))
    expect(recent.list()).toEqual([])
  })
})
