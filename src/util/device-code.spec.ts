import { describe, expect, it } from 'vitest'
import { backspaceDeviceCode } from './device-code'

describe('backspaceDeviceCode', () => {
  it('clears from the end one box at a time; the cleared box takes the next letter', () => {
    // focus on the last (filled) box after typing ABCDEFGH
    let state = { code: 'ABCDEFGH', focus: 7 }
    for (let i = 0; i < 3; i++) state = backspaceDeviceCode(state.code, state.focus)
    expect(state).toEqual({ code: 'ABCDE', focus: 5 })
  })

  it('in a filled box clears that box; in an empty one the box before it', () => {
    expect(backspaceDeviceCode('ABCD', 1)).toEqual({ code: 'ACD', focus: 1 })
    expect(backspaceDeviceCode('ABCD', 6)).toEqual({ code: 'ABC', focus: 3 })
    expect(backspaceDeviceCode('', 0)).toEqual({ code: '', focus: 0 })
  })
})
