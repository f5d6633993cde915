import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RACK_ID } from './data/inventory'
import { db } from './db'
import { parseNet } from './oxnet-text'
import { api, freshDemo } from './test-api'

/**
 * The handlers read and write addresses as std does (std-net.ts) and networks as oxnet does
 * (oxnet-text.ts): an IPv4 tail in IPv6 is read, a leading zero in an IPv4 octet is not, a
 * prefix may have a `+` (`u8::from_str`), and IPv4-mapped IPv6 is written `::ffff:a.b.c.d`.
 */
beforeEach(freshDemo)

const N = '/v1/system/networking'
const P = 'project=web-frontend'

describe('addresses and networks in handlers, as std and oxnet read and write them', () => {
  it('reads IP pool ranges as std does, and writes them as std does', async () => {
    const add = (pool: string, first: string, last: string) =>
      api('POST', `/v1/system/ip-pools/${pool}/ranges/add`, { body: { first, last } })
    const zeros = await add('default', '010.9.9.1', '010.9.9.2')
    expect(zeros.body.message).toContain('data did not match any variant of untagged enum IpRange')
    const mapped = await add('ipv6-public', '::ffff:a00:1', '::ffff:10.0.0.9')
    expect(mapped.body.range).toEqual({ first: '::ffff:10.0.0.1', last: '::ffff:10.0.0.9' })
    const compatible = await add('ipv6-public', '::1.2.3.4', '::1.2.3.5')
    expect(compatible.body.range).toEqual({ first: '::102:304', last: '::102:305' })
  })

  it('takes an address std reads where the body walk took it, and writes it as std does', async () => {
    const lot = await api('POST', `${N}/address-lot`, {
      body: {
        name: 'mapped',
        description: '',
        kind: 'infra',
        blocks: [{ first_address: '::1.2.3.4', last_address: '::FFFF:a00:1' }],
      },
    })
    expect(lot.body).toMatchObject({
      blocks: [{ first_address: '::102:304', last_address: '::ffff:10.0.0.1' }],
    })
    const host = { type: 'ip', value: '::ffff:10.0.0.1' }
    const rule = { name: 'r', description: '', status: 'enabled', direction: 'inbound' }
    const rules = [
      { ...rule, targets: [], filters: { hosts: [host] }, action: 'allow', priority: 1 },
    ]
    const put = await api('PUT', `/v1/vpc-firewall-rules?vpc=default&${P}`, { body: { rules } })
    expect(put.status).toBe(200)
  })

  it('refuses a path address with a leading zero, as std does', async () => {
    const loopback = await api('DELETE', `${N}/loopback-address/${RACK_ID}/switch0/010.0.0.1/32`)
    expect(loopback.body.message).toBe('bad parameter in URL path: invalid IP address syntax')
    // not the seed's group 239.1.1.20 but a name, and no name begins with a digit
    const group = await api('GET', '/v1/multicast-groups/239.01.1.20')
    expect(group.body.message).toMatch(/^bad parameter in URL path: name must begin/)
  })

  it('reads a network’s prefix as a u8, a `+` and all', async () => {
    const add = await api('POST', '/v1/system/subnet-pools/customer-blocks/members/add', {
      body: { subnet: '198.19.0.0/+24' },
    })
    expect(add.body.subnet).toBe('198.19.0.0/24')
  })

  it('writes the prefixes and /64s it picks, and the seed’s networks, as oxnet writes them', async () => {
    for (const v of db.vpcs) expect(parseNet(v.ipv6_prefix)?.text).toBe(v.ipv6_prefix)
    for (const s of db.vpcSubnets) expect(parseNet(s.ipv6_block)?.text).toBe(s.ipv6_block)
    const random = vi.spyOn(Math, 'random').mockReturnValue(0)
    try {
      const body = { name: 'z', description: '', dns_name: 'z' }
      expect((await api('POST', `/v1/vpcs?${P}`, { body })).body.ipv6_prefix).toBe('fd00::/48')
      // the default subnet gone, the first /64 is free
      await api('DELETE', `/v1/vpc-subnets/default?${P}&vpc=z`)
      const subnet = await api('POST', `/v1/vpc-subnets?${P}&vpc=z`, {
        body: { name: 's', description: '', ipv4_block: '10.0.0.0/24' },
      })
      expect(subnet.body.ipv6_block).toBe('fd00::/64')
    } finally {
      random.mockRestore()
    }
  })

  it('gives an IPv6 BGP peer a u32 identifier: its address’s last 32 bits', async () => {
    for (const peer of db.switchPortSettings.flatMap((s) => s.bgp_peers))
      if (peer.addr.type === 'numbered' && peer.addr.ip === '172.20.15.1')
        peer.addr = { type: 'numbered', ip: 'fd00::a' }
    const res = await api('GET', `${N}/bgp-message-history?asn=65002`)
    const [sent] = res.body.switch_histories[0].history['fd00::a'].sent
    expect(sent.connection_id.uuid).toBe('0b9e5510-0000-4000-8000-00000000000a')
  })
})
