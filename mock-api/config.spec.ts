import { describe, expect, it } from 'vitest'
import { parseConfig } from './config'

describe('parseConfig: the one parser of the mock settings', () => {
  it('reads the browser’s URL params', () => {
    const params = new URLSearchParams(
      'mock-delay=200-400&mock-chaos=0.3&mock-chaos-seed=42&mock-seed=large&mock-transition=500&limit=25',
    )
    expect(parseConfig(Object.fromEntries(params))).toEqual({
      delay: [200, 400],
      chaos: 0.3,
      chaosSeed: 42,
      seed: 'large',
      transitionMs: 500,
    })
  })

  it('reads the server’s environment, ignoring everything without the MOCK_ prefix', () => {
    const env = {
      PATH: '/usr/bin',
      DELAY: '7',
      MOCK_DELAY: '0',
      MOCK_CHAOS: '1',
      MOCK_CHAOS_SEED: '7',
      MOCK_SEED: 'hostile',
      MOCK_TRANSITION: '0',
      MOCK_UNKNOWN: 'x',
      UNSET: undefined,
    }
    expect(parseConfig(env)).toEqual({
      delay: 0,
      chaos: 1,
      chaosSeed: 7,
      seed: 'hostile',
      transitionMs: 0,
    })
  })

  it('leaves out what is absent or does not parse, so the defaults stand', () => {
    expect(parseConfig({})).toEqual({})
    expect(
      parseConfig({
        'mock-delay': 'soon',
        'mock-chaos': '1.5',
        'mock-chaos-seed': '-3',
        'mock-seed': 'huge',
        'mock-transition': '2s',
      }),
    ).toEqual({})
    expect(parseConfig({ 'mock-delay': '', 'mock-chaos': '' })).toEqual({})
  })

  it('reads a delay as a number or a range', () => {
    expect(parseConfig({ 'mock-delay': '250' })).toEqual({ delay: 250 })
    expect(parseConfig({ MOCK_DELAY: '10 - 20' })).toEqual({ delay: [10, 20] })
  })
})
