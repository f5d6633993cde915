import { beforeEach, describe, expect, it } from 'vitest'
import { RACK_ID } from './data/inventory'
import { api, freshDemo } from './test-api'

/**
 * Body fields the server reads as `IpAddr` / `Ipv4Addr` / `Ipv6Addr` or oxnet's networks come
 * back as std's and oxnet's `Display` writes them (std-net.ts `stdIpText`, oxnet-text.ts
 * `parseNet(…).text`), not as the client spelled them: lowercase, IPv6 compressed, a network's
 * host bits kept.
 */
beforeEach(freshDemo)

const N = '/v1/system/networking'
const P = 'project=web-frontend'
const V = `${P}&vpc=default`

describe('addresses and networks a handler stores come back as std writes them', () => {
  it('floating IP: an explicit address, and the message that names it', async () => {
    const make = (name: string, ip: string) =>
      api('POST', `/v1/floating-ips?${P}`, {
        body: { name, description: '', address_allocator: { type: 'explicit', ip } },
      })
    const made = await make('v6', '2001:DB8:0:2:0:0:0:20')
    expect(made.status).toBe(201)
    expect(made.body.ip).toBe('2001:db8:0:2::20')
    // the same address in another spelling is the same address, and taken
    expect((await make('again', '2001:db8:0:2::20')).body.message).toBe(
      'Requested external IP address not available',
    )
    expect((await make('none', '2001:DB8:0:3:0::1')).body.message).toBe(
      'IP address 2001:db8:0:3::1 is not in any configured pool',
    )
  })

  it('firewall rules: `ip` and `ip_net` targets and host filters, host bits kept', async () => {
    const rule = { description: '', status: 'enabled', direction: 'inbound', action: 'allow' }
    const rules = [
      {
        ...rule,
        name: 'std',
        priority: 1,
        targets: [
          { type: 'ip', value: 'FD00:0:0::1' },
          { type: 'ip_net', value: '::FFFF:10.0.0.5/120' },
        ],
        filters: { hosts: [{ type: 'ip_net', value: 'FE80:0:0:0:0:0:0:0/64' }] },
      },
    ]
    const put = await api('PUT', `/v1/vpc-firewall-rules?${V}`, { body: { rules } })
    expect(put.status).toBe(200)
    const [stored] = (await api('GET', `/v1/vpc-firewall-rules?${V}`)).body.rules
    expect(stored.targets).toEqual([
      { type: 'ip', value: 'fd00::1' },
      { type: 'ip_net', value: '::ffff:10.0.0.5/120' },
    ])
    expect(stored.filters.hosts).toEqual([{ type: 'ip_net', value: 'fe80::/64' }])
  })

  it('router routes: an `ip_net` destination and an `ip` target', async () => {
    await api('POST', `/v1/vpc-routers?${V}`, { body: { name: 'out', description: '' } })
    const route = await api('POST', `/v1/vpc-router-routes?${V}&router=out`, {
      body: {
        name: 'std',
        description: '',
        destination: { type: 'ip_net', value: 'FD00:0:0:1:0:0:0:0/64' },
        target: { type: 'ip', value: '1:0:0:2:0:0:3:4' },
      },
    })
    expect(route.status).toBe(201)
    expect(route.body.destination).toEqual({ type: 'ip_net', value: 'fd00:0:0:1::/64' })
    expect(route.body.target).toEqual({ type: 'ip', value: '1::2:0:0:3:4' })
  })

  it('VPCs and subnets: the prefix, both blocks, and the messages that name them', async () => {
    const vpc = await api('POST', `/v1/vpcs?${P}`, {
      body: { name: 'std', description: '', dns_name: 'std', ipv6_prefix: 'FD12:3456:789A::/48' },
    })
    expect(vpc.body.ipv6_prefix).toBe('fd12:3456:789a::/48')
    const subnet = (name: string, ipv4_block: string, ipv6_block: string) =>
      api('POST', `/v1/vpc-subnets?${P}&vpc=std`, {
        body: { name, description: '', ipv4_block, ipv6_block },
      })
    const made = await subnet('s', '10.9.0.0/+24', 'FD12:3456:789A:0001:0000:0000:0000:0000/64')
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      ipv4_block: '10.9.0.0/24',
      ipv6_block: 'fd12:3456:789a:1::/64',
    })
    const overlap = await subnet('t', '10.9.0.0/+24', 'FD12:3456:789A:2::/64')
    expect(overlap.body.message).toBe(
      "IP address range '10.9.0.0/24' conflicts with an existing subnet",
    )
    const outside = await subnet('u', '10.8.0.0/24', 'FD99:0:0:2::/64')
    expect(outside.body.message).toBe(
      "VPC Subnet IPv6 address range 'fd99:0:0:2::/64' is not valid for VPC with IPv6 prefix 'fd12:3456:789a::/48'",
    )
  })

  it('BFD: the remote and local addresses; another spelling of the remote is the same', async () => {
    const session = {
      remote: 'FD00:0:0:0::5',
      local: '::FFFF:172.20.15.9',
      switch_slot: 'switch1',
      detection_threshold: 3,
      required_rx: 300000,
      mode: 'single_hop',
    }
    expect((await api('POST', `${N}/bfd-enable`, { body: session })).status).toBe(204)
    const status = (await api('GET', `${N}/bfd-status`)).body
    expect(status.find((s: { peer: string }) => s.peer === 'fd00::5')).toMatchObject({
      local: '::ffff:172.20.15.9',
    })
    // the server's unique index on the remote: the same address again is its 500
    const again = { ...session, remote: 'fd00::5' }
    expect((await api('POST', `${N}/bfd-enable`, { body: again })).status).toBe(500)
    const off = { remote: 'fd00:0::5', switch_slot: 'switch1' }
    expect((await api('POST', `${N}/bfd-disable`, { body: off })).status).toBe(204)
    const after = (await api('GET', `${N}/bfd-status`)).body
    expect(after.map((s: { peer: string }) => s.peer)).not.toContain('fd00::5')
  })

  it('an internet gateway’s address, a NIC’s transit networks, LLDP and BGP announcements', async () => {
    const address = await api('POST', `/v1/internet-gateway-ip-addresses?${V}&gateway=default`, {
      body: { name: 'a', description: '', address: '2001:DB8:0:0:0:0:0:1' },
    })
    expect(address.body.address).toBe('2001:db8::1')

    const nic = await api('PUT', `/v1/network-interfaces/net0?${P}&instance=web-3`, {
      body: { transit_ips: ['10.9.0.1/+16'] },
    })
    expect(nic.body.ip_stack.value.transit_ips).toEqual(['10.9.0.1/16'])

    const lldp = `/v1/system/hardware/switch-port/qsfp0/lldp/config?rack_id=${RACK_ID}&switch_slot=switch1`
    const { id } = (await api('GET', lldp)).body
    const body = { id, enabled: true, management_ip: 'FD00:0:0::9' }
    expect((await api('POST', lldp, { body })).status).toBe(204)
    expect((await api('GET', lldp)).body.management_ip).toBe('fd00::9')

    await api('PUT', `${N}/bgp-announce-set`, {
      body: {
        name: 'std',
        description: '',
        announcement: [{ address_lot_block: 'x', network: 'FD00:0:0:0::1/64' }],
      },
    })
    const announced = await api('GET', `${N}/bgp-announce-set/std/announcement`)
    expect(announced.body.map((a: { network: string }) => a.network)).toEqual(['fd00::1/64'])
  })
})
