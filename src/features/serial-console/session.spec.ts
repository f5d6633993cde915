import { describe, expect, it } from 'vitest'
import {
  appendCapped,
  closeReason,
  endResync,
  GAP_MARKER,
  initialOutput,
  logFileName,
  pause,
  plainText,
  REPLAY_BYTES,
  RESYNC_TAIL,
  receive,
  resume,
  resync,
  startResync,
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

describe('a reconnect’s replay', () => {
  const capture = `boot ${'x'.repeat(RESYNC_TAIL)} login: root`

  it('needs none for the first connection', () => {
    expect(startResync('')).toBeNull()
  })

  it('skips what the capture holds and shows only what came while away', () => {
    const state = startResync(capture)
    if (!state) throw new Error('expected a resync')
    const first = resync(state, capture.slice(-700, -100))
    expect(first.fresh).toBeNull()
    if (!first.state) throw new Error('still resyncing')
    const done = resync(first.state, `${capture.slice(-100)}\r\nPassword: `)
    expect(done).toEqual({ state: null, fresh: '\r\nPassword: ' })
  })

  it('shows nothing when nothing was missed', () => {
    const state = startResync(capture)
    if (!state) throw new Error('expected a resync')
    expect(resync(state, capture)).toEqual({ state: null, fresh: '' })
  })

  it('marks a gap when the replay does not continue the capture (a new boot)', () => {
    const state = startResync(capture)
    if (!state) throw new Error('expected a resync')
    const next = resync(state, 'Linux version 6.8')
    expect(next.fresh).toBeNull()
    if (!next.state) throw new Error('still resyncing')
    expect(endResync(next.state)).toBe(`${GAP_MARKER}Linux version 6.8`)
    expect(endResync({ tail: 'x', held: '' })).toBe('')
  })

  it('gives up holding back once the replay is longer than it could be', () => {
    const state = startResync(capture)
    if (!state) throw new Error('expected a resync')
    const flood = 'y'.repeat(REPLAY_BYTES + 1)
    expect(resync(state, flood)).toEqual({ state: null, fresh: GAP_MARKER + flood })
  })
})
