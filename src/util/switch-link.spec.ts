import { describe, expect, it } from 'vitest'
import { speedText, summarizeLink } from './switch-link'

describe('summarizeLink', () => {
  it('reads an uplink as the SDK hands it over (camelCase)', () => {
    const status = {
      link: {
        linkState: 'up',
        enabled: true,
        speed: 'Speed100G',
        fec: 'RS',
        autoneg: false,
        media: 'Optical',
        presence: true,
        fsmState: 'LinkUp',
      },
      monitors: { temperature: 38.5, supplyVoltage: 3.29 },
    }
    expect(summarizeLink(status)).toEqual({
      state: 'Up',
      enabled: true,
      speed: '100 Gbit/s',
      fec: 'RS',
      autoneg: false,
      media: 'Optical',
      presence: true,
      fsmState: 'LinkUp',
      temperature: 38.5,
      supplyVoltage: 3.29,
    })
  })

  it('names faults and configuration errors, and reads nonsense as unknown', () => {
    expect(
      summarizeLink({ link: { linkState: { faulted: { LinkFlap: 'too many' } } } }),
    ).toMatchObject({
      state: 'Faulted',
      detail: 'LinkFlap: too many',
    })
    expect(summarizeLink({ link: { linkState: { configError: 'bad lane' } } })).toMatchObject({
      state: 'Configuration error',
      detail: 'bad lane',
    })
    expect(summarizeLink({ link: { linkState: 'down' }, monitors: null }).state).toBe('Down')
    expect(summarizeLink(null)).toEqual(expect.objectContaining({ state: 'Unknown' }))
    expect(summarizeLink({ link: { speed: 7, linkState: 'sideways' } }).speed).toBeUndefined()
  })

  it('words speeds', () => {
    expect(speedText('Speed400G')).toBe('400 Gbit/s')
    expect(speedText('odd')).toBe('odd')
  })
})
