import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { RACK_ID } from './data/inventory'
import { resetDb } from './db'
import { api, PHY0_LINK } from './test-api'

/**
 * Numbers out of range for their type, as the server words them. In a body: serde's integer
 * visitors (`invalid value: integer \`70000\`, expected u16`), serde_json's float past 64 bits,
 * and the types' own checks: `ByteCount` (common/src/api/external/mod.rs: "value is too large
 * for a byte count"), `BlockSize` ("invalid block size"), `RouterLifetimeConfig`
 * (sled-agent/types/versions/src/bgp_v6/early_networking.rs). The widths are those of the
 * server's OpenAPI document (mock-api/openapi/). In a query: serde_urlencoded's `str::parse`
 * (`ParseIntError`'s words); in a path: dropshot/src/from_map.rs (`unable to parse '300' as u8`);
 * the loopback delete's own check in nexus/src/external_api/http_entrypoints.rs.
 */

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0, seed: 'demo' })
  resetDb()
})

const P = 'project=web-frontend'
const N = '/v1/system/networking'
const body = (detail: string) =>
  new RegExp(`^unable to parse JSON body: ${detail} at line 1 column \\d+$`)
const instance = (extra: Record<string, unknown>) =>
  api('POST', `/v1/instances?${P}`, {
    body: { name: 'w', description: '', hostname: 'w', ncpus: 1, memory: 2 ** 30, ...extra },
  })

describe('body integers', () => {
  it('holds ncpus to a u16 and memory to a ByteCount (instance create)', async () => {
    expect((await instance({ ncpus: 70000 })).body.message).toMatch(
      body('ncpus: invalid value: integer `70000`, expected u16'),
    )
    expect((await instance({ memory: 2 ** 63 + 2 ** 11 })).body.message).toMatch(
      body('memory: value is too large for a byte count'),
    )
    // past u64, serde_json reads a float
    expect((await instance({ memory: 1e20 })).body.message).toMatch(
      body('memory: invalid type: floating point `100000000000000000000.0`, expected u64'),
    )
  })

  it('holds a firewall rule’s priority to a u16 and an ICMP type to a u8, in type and range', async () => {
    const put = (rule: Record<string, unknown>) =>
      api('PUT', `/v1/vpc-firewall-rules?vpc=default&${P}`, {
        body: {
          rules: [
            {
              name: 'r',
              description: '',
              status: 'enabled',
              direction: 'inbound',
              targets: [],
              filters: {},
              action: 'allow',
              priority: 100,
              ...rule,
            },
          ],
        },
      })
    expect((await put({ priority: 'high' })).body.message).toMatch(
      body('rules\\[0\\].priority: invalid type: string "high", expected u16'),
    )
    expect((await put({ priority: 65536 })).body.message).toMatch(
      body('rules\\[0\\].priority: invalid value: integer `65536`, expected u16'),
    )
    const icmp = { protocols: [{ type: 'icmp', value: { icmp_type: 256, code: null } }] }
    expect((await put({ filters: icmp })).body.message).toMatch(
      /icmp_type: invalid value: integer `256`, expected u8 at/,
    )
  })

  it('reads a switch port link’s MTU as a u16, its tap weights as i32s, a router lifetime to 9000', async () => {
    const settings = (l: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      api('POST', `${N}/switch-port-settings`, {
        body: {
          name: 'w',
          description: '',
          port_config: { geometry: 'qsfp28x1' },
          links: [{ ...PHY0_LINK, ...l }],
          interfaces: [],
          routes: [],
          addresses: [],
          ...extra,
        },
      })
    expect((await settings({ mtu: 70000 })).body.message).toMatch(
      body('links\\[0\\].mtu: invalid value: integer `70000`, expected u16'),
    )
    // a negative tap weight is an i32's, no u64's
    const eq = await settings({ tx_eq: { main: -5, pre1: 2 } })
    expect(eq.status, JSON.stringify(eq.body)).toBe(201)
    expect((await settings({ tx_eq: { main: 2 ** 31 } })).body.message).toMatch(
      /main: invalid value: integer `2147483648`, expected i32 at/,
    )
  })

  it('reads a loopback mask as a u8 and silo quotas as an i64 and ByteCounts', async () => {
    const loopback = await api('POST', `${N}/loopback-address`, {
      body: {
        address: '172.20.15.99',
        mask: 300,
        address_lot: 'initial-infra',
        anycast: false,
        rack_id: RACK_ID,
        switch_slot: 'switch0',
      },
    })
    expect(loopback.body.message).toMatch(body('mask: invalid value: integer `300`, expected u8'))
    const quotas = (b: Record<string, unknown>) =>
      api('PUT', '/v1/system/silos/maple/quotas', { body: b })
    expect((await quotas({ cpus: 'many' })).body.message).toMatch(
      body('cpus: invalid type: string "many", expected i64'),
    )
    expect((await quotas({ storage: 2 ** 64 - 2 ** 12 })).body.message).toMatch(
      body('storage: value is too large for a byte count'),
    )
  })

  it('refuses a block size in BlockSize’s words', async () => {
    const res = await api('POST', `/v1/disks?${P}`, {
      body: {
        name: 'd',
        description: '',
        size: 2 ** 30,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 1000 } },
      },
    })
    expect(res.body.message).toMatch(/invalid block size 1000 at line 1/)
  })
})

describe('query and path integers', () => {
  it('parses limit as a u32 in ParseIntError’s words', async () => {
    const list = (limit: string) => api('GET', `/v1/projects?limit=${limit}`)
    const message = async (limit: string) => (await list(limit)).body.message
    expect(await message('abc')).toBe('unable to parse query string: invalid digit found in string')
    expect(await message('')).toBe(
      'unable to parse query string: cannot parse integer from empty string',
    )
    expect(await message('-1')).toBe('unable to parse query string: invalid digit found in string')
    expect(await message('4294967296')).toBe(
      'unable to parse query string: number too large to fit in target type',
    )
    // Rust's parse takes a leading +
    expect((await list('%2B2')).body.items).toHaveLength(2)
  })

  it('parses the serial console’s byte counts and the BGP asn before anything else', async () => {
    const console = await api('GET', `/v1/instances/web-1/serial-console?${P}&max_bytes=lots`)
    expect(console).toMatchObject({
      status: 400,
      body: { message: 'unable to parse query string: invalid digit found in string' },
    })
    const missing = await api('GET', `/v1/instances/nope/serial-console?${P}&most_recent=-1`)
    expect(missing.status).toBe(400)
    const asn = await api('GET', `${N}/bgp-imported?asn=4294967296`)
    expect(asn.body.message).toBe(
      'unable to parse query string: number too large to fit in target type',
    )
  })

  it('parses the loopback delete’s path: an IpAddr, a u8, then the network they make', async () => {
    const path = (address: string, mask: string) =>
      api('DELETE', `${N}/loopback-address/${RACK_ID}/switch0/${address}/${mask}`)
    expect((await path('172.20.15.11', '300')).body.message).toBe(
      "bad parameter in URL path: unable to parse '300' as u8",
    )
    expect((await path('not-an-ip', '32')).body.message).toBe(
      'bad parameter in URL path: invalid IP address syntax',
    )
    expect((await path('172.20.15.11', '33')).body.message).toBe('invalid ip address')
  })
})
