import { describe, expect, it } from 'vitest'
import { shellWords } from '../../test/shell-words'
import { connectAddress, shellFlag, shellQuote } from './shell'

const hostile = [
  "it's",
  `"double" and 'single'`,
  '$(rm -rf /) `uname` $' + '{HOME} $HOME',
  'line one\nline two',
  'back\\slash \\n',
  '; ls | cat && echo & *?[a]',
  '~user #comment',
  '',
  '   spaced   ',
  "''''",
  'ünïcödé ✓',
]

describe('shellQuote', () => {
  it('leaves plain words alone', () => {
    expect(shellQuote('web-frontend')).toBe('web-frontend')
    expect(shellQuote('/v1/projects')).toBe('/v1/projects')
  })

  it('single-quotes anything else, a quote as the sequence quote-escape-quote', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`)
    expect(shellQuote('')).toBe(`''`)
    expect(shellQuote('a b')).toBe(`'a b'`)
  })

  it.each(hostile)('a shell reads %j back as exactly one word, unchanged', (s) => {
    expect(shellWords(shellQuote(s), { HOME: '/home/x' })).toEqual([s])
  })
})

describe('shellFlag', () => {
  it('is a flag and its value', () => {
    expect(shellWords(shellFlag('description', "it's"))).toEqual(['--description', "it's"])
  })

  it('joins a value that looks like a flag with =, so it stays a value', () => {
    expect(shellFlag('description', '--help')).toBe('--description=--help')
    expect(shellWords(shellFlag('description', "-x 'y'"))).toEqual([`--description=-x 'y'`])
  })
})

describe('connectAddress', () => {
  it('is the floating IP over the ephemeral one, never a SNAT address (issue 27)', () => {
    const snat = { kind: 'snat', ip: '10.0.0.1' }
    const ephemeral = { kind: 'ephemeral', ip: '198.51.100.30' }
    const floating = { kind: 'floating', ip: '198.51.100.40' }
    expect(connectAddress([snat, ephemeral, floating])).toBe('198.51.100.40')
    expect(connectAddress([snat, ephemeral])).toBe('198.51.100.30')
    expect(connectAddress([snat])).toBeUndefined()
  })
})
