import { describe, expect, it } from 'vitest'
import { handoffText } from './handoff'

describe('handoffText', () => {
  it('writes one line per known field, in order, under its title', () => {
    expect(
      handoffText('Oxide audit log entry', [
        ['Request ID', 'abc'],
        ['Error', null],
        ['Status', 400],
        ['User', ''],
        ['Message', 'line one\n  line two'],
      ]),
    ).toBe('Oxide audit log entry\nRequest ID: abc\nStatus: 400\nMessage: line one line two')
  })
})
