import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { switchPortSettings } from './data/rack-network'
import { resetDb } from './db'
import { routerPeerProblem, sourceIpsProblem } from './omicron-ip'
import { showStdIp, stdIp } from './std-net'
import { api, PHY0_LINK } from './test-api'
import { at, endOf, walk } from './test-body-walk'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

/**
 * Addresses omicron checks after std reads them (omicron-ip.ts, omicron 3ed2b88b12), as the body
 * walk judges them; std's `Display` names the address (rust-lang/rust library/core/src/net/
 * ip_addr.rs).
 */

describe('std’s reading and writing of an address', () => {
  it('writes IPv6 in lowercase, the first longest zero run as `::`, mapped IPv4 dotted', () => {
    const shown = (text: string) => {
      const ip = stdIp(text, 'ip')
      return ip && showStdIp(ip)
    }
    expect(shown('010.1.2.3')).toBeUndefined()
    expect(shown('10.1.2.3')).toBe('10.1.2.3')
    expect(shown('FE80:0000::0001')).toBe('fe80::1')
    expect(shown('1:0:0:2:0:0:3:4')).toBe('1::2:0:0:3:4')
    expect(shown('1:0:2:3:4:5:6:7')).toBe('1:0:2:3:4:5:6:7')
    expect(shown('::FFFF:10.0.0.1')).toBe('::ffff:10.0.0.1')
    expect(shown('::ffff:a00:1')).toBe('::ffff:10.0.0.1')
    expect(shown('::1.2.3.4')).toBe('::102:304')
    expect(shown('::')).toBe('::')
  })
})

describe('a BGP peer’s address (`RouterPeerIpAddr`)', () => {
  const refused = (ip: string, why: string) => `invalid router peer address \`${ip}\`: ${why}`

  it('refuses what maghemite refuses, naming the address as std writes it', () => {
    const cases: [string, string | undefined][] = [
      ['127.0.0.2', refused('127.0.0.2', 'loopback address is not allowed')],
      ['239.1.1.1', refused('239.1.1.1', 'multicast addresses are not allowed')],
      ['255.255.255.255', refused('255.255.255.255', 'IPv4 broadcast address is not allowed')],
      ['0.0.0.0', refused('0.0.0.0', 'unspecified address is not allowed')],
      ['::1', refused('::1', 'loopback address is not allowed')],
      ['FF02::2', refused('ff02::2', 'multicast addresses are not allowed')],
      ['0::0', refused('::', 'unspecified address is not allowed')],
      ['febf::1', refused('febf::1', 'IPv6 unicast link-local addresses are not allowed')],
      ['::ffff:1.2.3.4', refused('::ffff:1.2.3.4', 'IPv4-mapped IPv6 addresses are not allowed')],
      // class E and IPv4 link-local are taken on purpose; so is an IPv4-compatible address
      ['240.0.0.1', undefined],
      ['169.254.0.1', undefined],
      ['fec0::1', undefined],
      ['::1.2.3.4', undefined],
      ['10.0.0.1', undefined],
      ['10.0.0', undefined],
    ]
    for (const [text, expected] of cases) expect(routerPeerProblem(text), text).toBe(expected)
  })

  const body = (ip: string, after = '') =>
    `{"bgp_peers": [{"link_name": "phy0", "peers": [{"addr": {"type": "numbered", "ip": ${ip}}${after}, "bgp_config": "as65000"}]}], "name": "s"}`

  it('is judged in the buffered enum: its path, after the enum’s object', async () => {
    const loop = body('"127.0.0.1"', ' ')
    const path = 'bgp_peers[0].peers[0].addr'
    expect(await walk('networkingSwitchPortSettingsCreate', loop)).toBe(
      at(`${path}: ${refused('127.0.0.1', 'loopback address is not allowed')}`, endOf(loop, '} ')),
    )
    // std's error first, in the same place
    const bad = body('"127.0.0.256"')
    expect(await walk('networkingSwitchPortSettingsCreate', bad)).toBe(
      at(`${path}: invalid IP address syntax`, endOf(bad, '"127.0.0.256"}')),
    )
    const number = body('5')
    expect(await walk('networkingSwitchPortSettingsCreate', number)).toBe(
      at(`${path}: invalid type: integer \`5\`, expected IP address`, endOf(number, '5}')),
    )
  })

  it('passes a peer address omicron takes on to the rest of the body', async () => {
    const ok = body('"192.0.2.1"')
    expect(await walk('networkingSwitchPortSettingsCreate', ok)).toBe(
      at('bgp_peers[0].peers[0]: missing field `hold_time`', endOf(ok, '"as65000"}')),
    )
  })
})

describe('a BGP peer’s address the walk does not reach', () => {
  // the port's `geometry` (a type the walk does not judge) comes first: the handler reads the peer
  const body = (ip: string) => ({
    name: 'peered',
    description: '',
    port_config: { geometry: 'qsfp28x1' },
    links: [PHY0_LINK],
    interfaces: [],
    routes: [],
    addresses: [],
    bgp_peers: [{ link_name: 'phy0', peers: [{ ...PEER, addr: { type: 'numbered', ip } }] }],
  })
  const create = (ip: string) =>
    api('POST', '/v1/system/networking/switch-port-settings', { body: body(ip) })
  // the seed's uplink peer, as a create's body holds it
  const PEER = switchPortSettings[0]?.bgp_peers[0]

  it('is refused by the handler in the same words, and kept as std writes it', async () => {
    const mapped = await create('::FFFF:10.0.0.1')
    expect(mapped.status).toBe(400)
    // after the enum's `}`, its `,` unread (json-position.ts `Span.settle`)
    const text = JSON.stringify(body('::FFFF:10.0.0.1'))
    const why = 'IPv4-mapped IPv6 addresses are not allowed'
    expect(mapped.body.message).toBe(
      at(
        `bgp_peers[0].peers[0].addr: invalid router peer address \`::ffff:10.0.0.1\`: ${why}`,
        endOf(text, '"::FFFF:10.0.0.1"}'),
      ),
    )
    const ok = await create('FD00::0:1')
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(ok.body.bgp_peers[0].addr).toEqual({ type: 'numbered', ip: 'fd00::1' })
  })
})

describe('a multicast join’s `source_ips` (`validate_source_ips_param`)', () => {
  it('refuses a multicast source, and special-use ones, as std writes them', () => {
    const cases: [string, string | undefined][] = [
      ['239.0.0.1', '239.0.0.1 is not a unicast address'],
      ['FF3E::1', 'ff3e::1 is not a unicast address'],
      ['127.0.0.1', '127.0.0.1 is a special-use address'],
      ['255.255.255.255', '255.255.255.255 is a special-use address'],
      ['0.0.0.0', '0.0.0.0 is a special-use address'],
      ['169.254.3.4', '169.254.3.4 is a special-use address'],
      ['::', ':: is a special-use address'],
      ['0::1', '::1 is a special-use address'],
      ['FEBF::0:1', 'febf::1 is a special-use address'],
      ['240.0.0.1', undefined],
      ['::ffff:127.0.0.1', undefined],
      ['fec0::1', undefined],
    ]
    for (const [text, expected] of cases) expect(sourceIpsProblem([text]), text).toBe(expected)
    expect(sourceIpsProblem(['10.0.0.1', '224.0.0.9', '127.0.0.1'])).toBe(
      '224.0.0.9 is not a unicast address',
    )
  })

  const join = (text: string) => walk('instanceMulticastGroupJoin', text)

  it('reads every address first, then checks each, after the list', async () => {
    const bad = '{"source_ips": ["224.0.0.1", "bad"]}'
    expect(await join(bad)).toBe(
      at('source_ips[1]: invalid IP address syntax', endOf(bad, '"bad"')),
    )
    const mc = '{"source_ips": ["10.0.0.1", "224.0.0.1"] }'
    expect(await join(mc)).toBe(at('source_ips: 224.0.0.1 is not a unicast address', mc.length))
    // in an object the `,` is left unread
    const ll = '{"source_ips": ["FE80::1"] , "ip_version": "v6"}'
    expect(await join(ll)).toBe(
      at('source_ips: fe80::1 is a special-use address', endOf(ll, '"FE80::1"] ')),
    )
    const kinds = '{"source_ips": [5]}'
    expect(await join(kinds)).toBe(
      at('source_ips[0]: invalid type: integer `5`, expected IP address', endOf(kinds, '5')),
    )
    const one = '{"source_ips": "10.0.0.1"}'
    expect(await join(one)).toBe(
      at('source_ips: invalid type: string "10.0.0.1", expected a sequence', endOf(one, '1"')),
    )
    expect(await join('{"source_ips": ["::1.2.3.4", "::ffff:127.0.0.1"]}')).toBeNull()
    expect(await join('{"source_ips": null}')).toBeNull()
  })

  it('is judged in an instance create’s `multicast_groups` too', async () => {
    const create = '{"multicast_groups": [{"source_ips": ["127.0.0.1"], "group": "g"}]}'
    expect(await walk('instanceCreate', create)).toBe(
      at(
        'multicast_groups[0].source_ips: 127.0.0.1 is a special-use address',
        endOf(create, '"127.0.0.1"]'),
      ),
    )
  })

  it('is answered through the API: std’s error first; an `ip_version` the walk leaves first', async () => {
    const put = (body: unknown) =>
      api('PUT', '/v1/instances/web-1/multicast-groups/video-feed?project=web-frontend', { body })
    const bad = await put({ source_ips: ['239.0.0.1', 'x'] })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(
      at(
        'source_ips[1]: invalid IP address syntax',
        endOf('{"source_ips":["239.0.0.1","x"', '"x"'),
      ),
    )
    const version = await put({ ip_version: 4, source_ips: ['127.0.0.1'] })
    expect(version.body.message).toMatch(/^unable to parse JSON body: ip_version: expected value /)
    const ok = await put({ source_ips: ['::1.2.3.4'] })
    expect(ok.body.message).toBe(
      'source IP ::102:304 does not match multicast group address family (IPv4)',
    )
  })
})
