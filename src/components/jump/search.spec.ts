import { describe, expect, it } from 'vitest'
import type { Entry } from './collections'
import { consolePages, projectPages } from './pages'
import { search } from './search'

const resource = (kind: string, name: string, project: string, id = `${kind}-${name}`): Entry => ({
  key: `${kind}:${project}:${name}`,
  kind,
  name,
  context: project,
  to: `/projects/${project}/${name}`,
  id,
})

const entries: Entry[] = [
  ...consolePages({ fleetViewer: false }),
  ...projectPages('web-frontend'),
  ...projectPages('data-pipeline'),
  { key: 'p1', kind: 'Project', name: 'web-frontend', to: '/projects/web-frontend' },
  { key: 'p2', kind: 'Project', name: 'data-pipeline', to: '/projects/data-pipeline' },
  resource('Instance', 'web-1', 'web-frontend'),
  resource('Instance', 'etl-runner', 'data-pipeline', '2b0e6d1c-0000-4000-8000-000000000001'),
  resource('Disk', 'etl-runner-boot', 'data-pipeline'),
]
const names = (q: string, project?: string) =>
  search(entries, q, { project }).map(
    (r) => `${r.entry.kind}:${r.entry.name}:${r.entry.context ?? ''}`,
  )

describe('search', () => {
  it('finds a resource by part of its name, in any project', () => {
    expect(names('etlrun')[0]).toBe('Instance:etl-runner:data-pipeline')
    expect(names('etl')).toContain('Disk:etl-runner-boot:data-pipeline')
  })

  it('narrows by the project or the kind as a second word', () => {
    expect(names('disks data')[0]).toBe('Page:Disks:data-pipeline')
    expect(names('instance etl')[0]).toBe('Instance:etl-runner:data-pipeline')
  })

  it('puts the current project first among equals', () => {
    expect(names('disks', 'web-frontend')[0]).toBe('Page:Disks:web-frontend')
    expect(names('disks', 'data-pipeline')[0]).toBe('Page:Disks:data-pipeline')
  })

  it('finds a resource by a pasted id', () => {
    expect(names('2B0E6D1C-0000-4000-8000-000000000001')).toEqual([
      'Instance:etl-runner:data-pipeline',
    ])
  })

  it('shows the pages, the current project’s among them, when nothing is typed', () => {
    const shown = names('', 'web-frontend')
    expect(shown[0]).toBe('Page:Instances:web-frontend')
    expect(shown).toContain('Page:Projects:Silo')
    expect(shown.some((s) => s.endsWith(':data-pipeline'))).toBe(false)
  })

  it('finds nothing for what matches nothing, and caps long lists', () => {
    expect(names('zzzz')).toEqual([])
    expect(search(entries, 'e', { limit: 3 })).toHaveLength(3)
  })
})
