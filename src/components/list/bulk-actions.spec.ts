import { describe, expect, it } from 'vitest'
import { bulkDelete, refusedBy } from '../confirm-action'
import { planBulk } from './bulk-actions'

type Row = { id: string; name: string; busy: boolean }
const rows: Row[] = [
  { id: '1', name: 'idle', busy: false },
  { id: '2', name: 'busy', busy: true },
]
const remove = bulkDelete<Row>('Delete things', {
  run: async () => {},
  touches: [],
  refuse: (r) => (r.busy ? 'It is busy' : undefined),
})

describe('bulk actions', () => {
  it('a Delete is destructive and names itself', () => {
    expect(remove).toMatchObject({ label: 'Delete', title: 'Delete things', danger: true })
  })

  it('refuses rows by their own rule', () => {
    const { take, skipped } = planBulk(remove, rows)
    expect(take.map((r) => r.name)).toEqual(['idle'])
    expect(skipped).toEqual([{ id: '2', name: 'busy', reason: 'It is busy' }])
  })

  it('a role that allows none refuses every row with its reason first', () => {
    const [denied] = refusedBy('You may not', [remove])
    expect(denied && planBulk(denied, rows).skipped.map((s) => s.reason)).toEqual([
      'You may not',
      'You may not',
    ])
    expect(refusedBy(undefined, [remove])).toEqual([remove])
  })
})
