import { describe, expect, it } from 'vitest'
import { ipProblem } from './std-net'
import { at, endOf, walk } from './test-body-walk'

/**
 * Leaves the walk reads as serde does: std's addresses (std-net.ts: serde 1.0.228
 * serde_core/src/de/impls.rs `FromStrVisitor`, std library/core/src/net/parser.rs) and omicron's
 * untagged `NameOrId` (common/src/api/external/mod.rs; serde_derive src/de/enum_untagged.rs).
 */

describe('std’s address parser', () => {
  it('reads IPv4 as four decimal octets, no leading zero, each at most 255', () => {
    for (const ok of ['127.0.0.1', '0.0.0.0', '255.255.255.255'])
      expect(ipProblem(ok, 'ipv4'), ok).toBeUndefined()
    for (const bad of ['256.0.0.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', '1.2.3.0004', ' 1.2.3.4', ''])
      expect(ipProblem(bad, 'ipv4'), bad).toBe('invalid IPv4 address syntax')
  })

  it('reads IPv6 groups, one `::` for at least one zero group, a trailing IPv4', () => {
    const ok = ['::', '::1', '1::', 'FE80::1', '0001:2::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7::']
    for (const text of [...ok, '::ffff:1.2.3.4', '1:2:3:4:5:6:1.2.3.4', '::1.2.3.4'])
      expect(ipProblem(text, 'ipv6'), text).toBeUndefined()
    const bad = ['1:2:3:4:5:6:7:8:9', '1::2::3', ':1::', '1:2:3:4:5:6:7::8', '12345::', '1.2.3.4::']
    for (const text of [...bad, '1:2:3:4:5:6:7:1.2.3.4', '[::1]', 'fe80::1%1', '::01.2.3.4'])
      expect(ipProblem(text, 'ipv6'), text).toBe('invalid IPv6 address syntax')
  })

  it('reads an `IpAddr` as either, with its own text', () => {
    expect(ipProblem('10.0.0.1', 'ip')).toBeUndefined()
    expect(ipProblem('fd00::1', 'ip')).toBeUndefined()
    expect(ipProblem('10.0.0', 'ip')).toBe('invalid IP address syntax')
  })
})

describe('an address in a body', () => {
  const gateway = (address: string) => `{"name": "a", "description": "", "address": ${address}}`

  it('is refused after the string in std’s words, or as no string', async () => {
    const bad = gateway('"1.2.3.256"')
    expect(await walk('internetGatewayIpAddressCreate', bad)).toBe(
      at('address: invalid IP address syntax', endOf(bad, '"1.2.3.256"')),
    )
    expect(await walk('internetGatewayIpAddressCreate', gateway('5'))).toBe(
      at('address: invalid type: integer `5`, expected IP address', endOf(gateway('5'), ': 5')),
    )
    const list = gateway('["x"]')
    expect(await walk('internetGatewayIpAddressCreate', list)).toBe(
      at('address: invalid type: sequence, expected IP address', list.indexOf('["x"]')),
    )
    expect(await walk('internetGatewayIpAddressCreate', gateway('"::1"'))).toBeNull()
  })

  it('is std’s IPv4 or IPv6 where omicron says so, in place or from a buffer', async () => {
    const nic = `{"name": "n", "description": "", "subnet_name": "s", "vpc_name": "v", "ip_config": {"type": "v4", "value": {"ip": {"type": "explicit", "value": "::1"}}}}`
    expect(await walk('instanceNetworkInterfaceCreate', nic)).toBe(
      at('ip_config.value.ip.value: invalid IPv4 address syntax', endOf(nic, '"::1"')),
    )
    // an internally tagged variant's field: the enum's path, after the body's `}`
    const fip =
      '{"name": "f", "description": "", "address_allocator": {"type": "explicit", "ip": "01.2.3.4"}}'
    expect(await walk('floatingIpCreate', fip)).toBe(
      at('address_allocator: invalid IP address syntax', fip.length),
    )
  })
})

describe('a `NameOrId`', () => {
  const UNTAGGED = 'data did not match any variant of untagged enum NameOrId'

  it('is a UUID or a name; anything else is the untagged enum’s text, placed by its frame', async () => {
    expect(await walk('instanceDiskAttach', '{"disk": 5}')).toBe(at(`disk: ${UNTAGGED}`, 11))
    expect(await walk('instanceDiskAttach', '{"disk": "Bad" }')).toBe(at(`disk: ${UNTAGGED}`, 16))
    const attach = '{"parent": "-x", "kind": "instance"}'
    expect(await walk('floatingIpAttach', attach)).toBe(
      at(`parent: ${UNTAGGED}`, attach.indexOf(', "kind"')),
    )
    expect(await walk('instanceDiskAttach', '{"disk": "d"}')).toBeNull()
    expect(
      await walk('instanceDiskAttach', '{"disk": "0f8fad5b-d9cb-469f-a165-70867728950e"}'),
    ).toBeNull()
  })
})
