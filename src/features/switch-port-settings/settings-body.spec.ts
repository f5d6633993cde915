import { describe, expect, it } from 'vitest'
import { SETTINGS_DEFAULTS, settingsBody } from './settings-body'

describe('switch port settings body', () => {
  it('makes one link with its primary interface; no addresses or routes when none', () => {
    const body = settingsBody({ ...SETTINGS_DEFAULTS, name: 'uplink2' })
    expect(body).toEqual({
      name: 'uplink2',
      description: '',
      portConfig: { geometry: 'qsfp28x1' },
      links: [
        {
          linkName: 'phy0',
          mtu: 1500,
          speed: 'speed100_g',
          fec: null,
          autoneg: false,
          lldp: { enabled: false, systemName: null, linkDescription: null },
        },
      ],
      interfaces: [{ linkName: 'phy0', kind: { type: 'primary' }, v6Enabled: false }],
      addresses: [],
      routes: [],
    })
  })

  it('puts addresses and routes on the link, trimmed', () => {
    const body = settingsBody({
      ...SETTINGS_DEFAULTS,
      name: 'x',
      fec: 'rs',
      mtu: 9000,
      lldpEnabled: true,
      lldpSystemName: ' sw0 ',
      addresses: [{ address: ' 172.20.15.13/30 ', lot: 'initial-infra' }],
      routes: [{ dst: '0.0.0.0/0', gw: ' 172.20.15.14' }],
    })
    expect(body.links[0]).toMatchObject({
      fec: 'rs',
      mtu: 9000,
      lldp: { enabled: true, systemName: 'sw0' },
    })
    expect(body.addresses).toEqual([
      {
        linkName: 'phy0',
        addresses: [{ address: '172.20.15.13/30', addressLot: 'initial-infra' }],
      },
    ])
    expect(body.routes).toEqual([
      { linkName: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.14' }] },
    ])
  })
})
