import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../test/fixtures/csv'
import { csvField, exportFileName, toCsv, toJson } from './export'

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(bad).replace(/^"/, '').startsWith(`'`)).toBe(true)
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    // only text: a number is data, never a formula
    expect(csvField(-3)).toBe('-3')
    expect(csvField('a=b')).toBe('a=b')
  })

  it('writes empty values as empty fields and dates as ISO text', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(new Date('2025-10-01T09:00:00Z'))).toBe('2025-10-01T09:00:00.000Z')
    expect(csvField(true)).toBe('true')
  })

  it('joins a header and rows with CRLF', () => {
    expect(
      toCsv(
        ['id', 'Name', 'Description'],
        [
          ['1', 'web', 'a, b'],
          ['2', 'db', ''],
        ],
      ),
    ).toBe('id,Name,Description\r\n1,web,"a, b"\r\n2,db,\r\n')
  })

  it('round-trips through a strict reader', () => {
    const rows = [['x', 'he said "no",\nthen left', '=cmd', 'ünïcødé 🚀']]
    const parsed = parseCsv(toCsv(['a', 'b', 'c', 'd'], rows))
    expect(parsed).toEqual([
      ['a', 'b', 'c', 'd'],
      ['x', 'he said "no",\nthen left', `'=cmd`, 'ünïcødé 🚀'],
    ])
  })
})

describe('JSON export and file names', () => {
  it('keeps values, dates as ISO text', () => {
    const text = toJson([{ id: '1', timeCreated: new Date('2025-10-01T09:00:00Z') }])
    expect(JSON.parse(text)).toEqual([{ id: '1', timeCreated: '2025-10-01T09:00:00.000Z' }])
  })

  it('names the file after the list and the day', () => {
    const day = new Date('2025-10-01T12:00:00Z')
    expect(exportFileName('Anti-affinity groups', 'csv', day)).toBe(
      'anti-affinity-groups-2025-10-01.csv',
    )
    expect(exportFileName('Instances', 'json', day)).toBe('instances-2025-10-01.json')
  })
})
