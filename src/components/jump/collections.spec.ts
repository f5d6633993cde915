import { describe, expect, it } from 'vitest'
import { byPriority, projectSources, siloImagesSource, sshKeysSource } from './collections'

describe('byPriority', () => {
  const all = [
    siloImagesSource,
    sshKeysSource,
    ...projectSources('archive'),
    ...projectSources('billing'),
    ...projectSources('web'),
  ]

  it('asks for the current project first, then every instance list, then the rest', () => {
    const keys = byPriority(all, 'web').map((s) => s.key)
    const own = projectSources('web').length
    expect(keys.slice(0, own).every((k) => k.endsWith(':web'))).toBe(true)
    expect(keys.slice(own, own + 2)).toEqual(['instances:archive', 'instances:billing'])
    expect(keys.slice(own + 2)).toEqual(
      all.map((s) => s.key).filter((k) => !k.endsWith(':web') && !k.startsWith('instances:')),
    )
  })

  it('outside a project, the instance lists first, the rest in their order', () => {
    const keys = byPriority(all, undefined).map((s) => s.key)
    expect(keys.slice(0, 3)).toEqual(['instances:archive', 'instances:billing', 'instances:web'])
    expect(keys.slice(3)).toEqual(all.map((s) => s.key).filter((k) => !k.startsWith('instances:')))
  })
})
