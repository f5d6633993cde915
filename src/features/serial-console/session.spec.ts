import { describe, expect, it } from 'vitest'
import {
  appendCapped,
  closeReason,
  initialOutput,
  logFileName,
  pause,
  plainText,
  receive,
  resume,
} from './session'

describe('the capture buffer', () => {
  it('keeps everything up to its cap, then drops the oldest text', () => {
    expect(appendCapped('abc', 'def', 10)).toBe('abcdef')
    expect(appendCapped('abcdef', 'ghijk', 8)).toBe('defghijk')
    expect(appendCapped('', 'x'.repeat(12), 8)).toBe('x'.repeat(8))
  })
})

describe('pausing output', () => {
  it('shows output at once while running', () => {
    expect(receive(initialOutput, 'boot')).toEqual({ output: initialOutput, show: 'boot' })
  })

  it('holds output back while paused and shows it, in order, on resume', () => {
    let output = pause(initialOutput)
    for (const chunk of ['one ', 'two ', 'three']) {
      const next = receive(output, chunk)
      expect(next.show).toBe('')
      output = next.output
    }
    expect(output.paused).toBe(true)
    expect(resume(output)).toEqual({ output: initialOutput, show: 'one two three' })
  })
})

describe('closing', () => {
  it('gives the server’s reason, or says what the close code means', () => {
    expect(closeReason(4000, 'Instance is stopped')).toBe('Instance is stopped')
    expect(closeReason(1000, '')).toBe('The connection was closed')
    expect(closeReason(1006, '')).toBe('The connection was lost')
    expect(closeReason(1011, '')).toBe('The connection closed (code 1011)')
  })
})

describe('the downloaded log', () => {
  it('is plain text without terminal escapes', () => {
    const ESC = String.fromCharCode(27)
    const raw = `${ESC}[32m[  OK  ]${ESC}[0m Started ssh.\r\n${ESC}]0;title${String.fromCharCode(7)}login: `
    expect(plainText(raw)).toBe('[  OK  ] Started ssh.\nlogin: ')
  })

  it('is named after the instance and the time, without colons', () => {
    expect(logFileName('web-1', new Date('2026-11-25T17:05:09.123Z'))).toBe(
      'web-1-serial-2026-11-25T17-05-09Z.txt',
    )
  })
})
