import { describe, expect, it } from 'vitest'
import { closeConfirm, currentConfirm } from '../confirm-action'
import { rowMenu } from './row-menu'

const row = { id: 'r1', name: 'web', busy: false }
const shape = (actions: ReturnType<ReturnType<typeof rowMenu>>) =>
  actions.map((a) => [a.label, a.disabled, a.separatorBefore && '|'].filter(Boolean).join(' '))

describe('a row menu', () => {
  it('is View, Edit, the resource’s own, then Delete set apart', () => {
    const went: string[] = []
    const menu = rowMenu<typeof row>((to) => went.push(to), {
      view: (r) => `/things/${r.name}`,
      edit: (r) => `/things/${r.name}/edit`,
      more: () => [{ label: 'Start', onActivate: () => {} }],
      delete: () => {},
    })(row)
    expect(shape(menu)).toEqual(['View', 'Edit', 'Start', 'Delete |'])
    menu[1]?.onActivate()
    expect(went).toEqual(['/things/web/edit'])
  })

  it('disables all but View with the role’s reason, which outranks the row’s own', () => {
    const menu = rowMenu<typeof row>(() => {}, {
      view: () => '/',
      edit: () => '/edit',
      delete: () => {},
      deleteDisabled: () => 'Detach it first',
      denied: 'Needs the collaborator role',
    })(row)
    expect(shape(menu)).toEqual([
      'View',
      'Edit Needs the collaborator role',
      'Delete Needs the collaborator role |',
    ])
  })

  it('gives Delete the row’s own reason when the role allows it, and no rule when alone', () => {
    const menu = rowMenu<typeof row>(() => {}, {
      delete: () => {},
      deleteDisabled: (r) => (r.busy ? undefined : 'Stop it first'),
    })(row)
    expect(shape(menu)).toEqual(['Delete Stop it first'])
  })

  it('gives Edit the row’s own reason, and leaves a row it allows open', () => {
    const menu = rowMenu<typeof row>(() => {}, {
      edit: () => '/edit',
      editDisabled: (r) => (r.name === 'web' ? 'A default route' : undefined),
      delete: () => {},
    })
    expect(shape(menu(row))).toEqual(['Edit A default route', 'Delete |'])
    expect(shape(menu({ ...row, name: 'db' }))).toEqual(['Edit', 'Delete |'])
  })

  it('asks to confirm a delete named by the row', () => {
    const [remove] = rowMenu<typeof row>(() => {}, {
      delete: { kind: 'VPC', run: async () => undefined, touches: [] },
    })(row)
    remove?.onActivate()
    const asked = currentConfirm()
    expect(asked?.title).toBe('Delete VPC')
    expect(asked?.success).toBe('VPC web deleted')
    if (asked) closeConfirm(asked)
  })
})
