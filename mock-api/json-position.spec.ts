import { describe, expect, it } from 'vitest'
import { spans, valueEnd } from './json-position'

describe('spans', () => {
  it('finds a string’s end past escaped quotes and backslashes', () => {
    const text = '{"a": "x\\"y\\\\", "b\\"": [1, "\\\\\\""], "c": 2}'
    const root = spans(text)
    expect(JSON.parse(text.slice(root.start, root.end))).toEqual(JSON.parse(text))
    const slice = (key: string) => {
      const span = root.children?.get(key)
      return span && text.slice(span.start, span.end)
    }
    expect(slice('a')).toBe('"x\\"y\\\\"')
    expect(slice('b"')).toBe('[1, "\\\\\\""]')
    expect(slice('c')).toBe('2')
  })

  it('reads a long string whole (an image chunk) and what follows it', () => {
    const data = 'QUJD'.repeat(50_000)
    const text = `{"offset": 0, "base64_encoded_data": "${data}"}  `
    expect(valueEnd(text)).toBe(text.length - 2)
  })
})
