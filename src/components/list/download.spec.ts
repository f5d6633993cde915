import { describe, expect, it } from 'vitest'
import type { Column } from '~/ui/table'
import { csvOf } from './download'

type Row = { id: string; name: string; memory: number }

const columns: Column<Row>[] = [
  { header: 'Name', cell: (r) => r.name, value: (r) => r.name },
  { header: 'Memory', cell: () => '', value: (r) => r.memory, unit: 'bytes' },
  {
    header: 'External IPs',
    cell: () => '',
    exportValue: async (r) => {
      if (r.name === 'lost') throw new Error('500')
      return `192.0.2.${r.id}`
    },
  },
  { header: 'Shown only', cell: () => 'x' },
]

describe('csvOf', () => {
  it('writes the ID, values, units and columns read for the export, headers in one case', async () => {
    const csv = await csvOf(columns, [
      { id: '1', name: 'db', memory: 2 ** 30 },
      { id: '2', name: 'lost', memory: 0 },
    ])
    expect(csv.split('\r\n')).toEqual([
      'ID,Name,Memory (bytes),External IPs',
      '1,db,1073741824,192.0.2.1',
      '2,lost,0,',
      '',
    ])
  })
})
