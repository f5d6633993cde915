import { beforeEach, describe, expect, it } from 'vitest'
import { api, freshDemo, names } from './test-api'

const P = 'project=web-frontend'
const nicsOf = (instance: string) => `/v1/network-interfaces?instance=${instance}&${P}`
const nic = (name: string, instance: string) =>
  `/v1/network-interfaces/${name}?instance=${instance}&${P}`
const newNic = (name: string, subnet: string, vpc = 'default') => ({
  name,
  description: '',
  vpc_name: vpc,
  subnet_name: subnet,
})

beforeEach(freshDemo)

describe('network interfaces', () => {
  it('are created, updated and deleted only while the instance is stopped', async () => {
    const running = await api('POST', nicsOf('web-1'), { body: newNic('net2', 'edge') })
    expect(running.status).toBe(400)
    expect(running.body.message).toBe('Instance must be stopped to attach a new network interface')
    const created = await api('POST', nicsOf('web-3'), { body: newNic('net1', 'edge') })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'net1', primary: false })
    expect(created.body.ip_stack.value.v4.ip).toBe('172.30.4.6') // .5 is web-1's
    expect(created.body.mac).toMatch(/^A8:40:25:F[0-9A-E]:[0-9A-F]{2}:[0-9A-F]{2}$/)
  })

  it('keep one primary: making another primary demotes the old one', async () => {
    await api('POST', nicsOf('web-3'), { body: newNic('net1', 'edge') })
    const res = await api('PUT', nic('net1', 'web-3'), { body: { primary: true } })
    expect(res.body.primary).toBe(true)
    const all = (await api('GET', nicsOf('web-3'))).body.items
    expect(all.map((n: { name: string; primary: boolean }) => [n.name, n.primary])).toEqual([
      ['net0', false],
      ['net1', true],
    ])
    // the server ignores primary:false (row 11): the primary stays the primary
    const demote = await api('PUT', nic('net1', 'web-3'), { body: { primary: false } })
    expect(demote).toMatchObject({ status: 200, body: { primary: true } })
  })

  it('refuse to delete the primary while secondaries remain', async () => {
    await api('POST', nicsOf('web-3'), { body: newNic('net1', 'edge') })
    const res = await api('DELETE', nic('net0', 'web-3'))
    expect(res.body.message).toBe(
      'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
    )
    expect((await api('DELETE', nic('net1', 'web-3'))).status).toBe(204)
    expect((await api('DELETE', nic('net0', 'web-3'))).status).toBe(204)
    expect((await api('GET', nicsOf('web-3'))).body.items).toEqual([])
  })

  it('stay in one VPC, one per subnet, names unique', async () => {
    await api('POST', `/v1/vpcs?${P}`, {
      body: { name: 'other', description: '', dns_name: 'other' },
    })
    const cross = await api('POST', nicsOf('web-3'), { body: newNic('x', 'default', 'other') })
    expect(cross.body.message).toBe(
      'Networking may not span multiple VPCs, but the requested resource is associated with another VPC',
    )
    const same = await api('POST', nicsOf('web-3'), { body: newNic('x', 'default') })
    expect(same.body.message).toBe('Each interface must be in a distinct VPC Subnet')
    const dup = await api('POST', nicsOf('web-3'), { body: newNic('net0', 'edge') })
    expect(dup.status).toBe(400)
  })

  it('take explicit addresses only when free and inside the subnet', async () => {
    const body = (ip: string) => ({
      ...newNic('net1', 'edge'),
      ip_config: { type: 'v4', value: { ip: { type: 'explicit', value: ip } } },
    })
    expect((await api('POST', nicsOf('web-3'), { body: body('172.30.4.5') })).body.message).toBe(
      "The IP address '172.30.4.5' is not available",
    )
    expect((await api('POST', nicsOf('web-3'), { body: body('10.0.0.9') })).status).toBe(400)
    expect((await api('POST', nicsOf('web-3'), { body: body('172.30.4.77') })).status).toBe(201)
  })

  it('are found by id alone or by name with the instance', async () => {
    const { id } = (await api('GET', nic('net0', 'web-1'))).body
    expect((await api('GET', `/v1/network-interfaces/${id}`)).body.name).toBe('net0')
    const mixed = await api('GET', `/v1/network-interfaces/${id}?instance=web-1&${P}`)
    expect(mixed.status).toBe(400)
    expect((await api('GET', '/v1/network-interfaces/net0')).status).toBe(400)
  })
})

describe('projects, VPCs and subnets', () => {
  it('a new project gets the default VPC, subnet and firewall rules', async () => {
    await api('POST', '/v1/projects', { body: { name: 'payments', description: '' } })
    const vpcs = await api('GET', '/v1/vpcs?project=payments')
    expect(names(vpcs.body)).toEqual(['default'])
    const subnets = await api('GET', '/v1/vpc-subnets?project=payments&vpc=default')
    expect(subnets.body.items).toMatchObject([{ name: 'default', ipv4_block: '172.30.0.0/22' }])
    expect(subnets.body.items[0].ipv6_block).toMatch(
      /^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/64$/,
    )
    const rules = await api('GET', '/v1/vpc-firewall-rules?project=payments&vpc=default')
    expect(names({ items: rules.body.rules })).toEqual([
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ])
  })

  it('a project with resources is not deleted, as the real API words it', async () => {
    await api('POST', '/v1/projects', { body: { name: 'payments', description: '' } })
    const res = await api('DELETE', '/v1/projects/payments')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('project to be deleted contains a vpc: default')
    const busy = await api('DELETE', '/v1/projects/web-frontend')
    expect(busy.body.message).toBe('project to be deleted contains an instance: web-1')
    // take the VPC apart, then the project goes
    expect((await api('DELETE', '/v1/vpcs/default?project=payments')).body.message).toBe(
      'VPC cannot be deleted while VPC Subnets exist',
    )
    await api('DELETE', '/v1/vpc-subnets/default?project=payments&vpc=default')
    expect((await api('DELETE', '/v1/vpcs/default?project=payments')).status).toBe(204)
    expect((await api('DELETE', '/v1/projects/payments')).status).toBe(204)
  })

  it('subnets: private, non-overlapping, a /64 of the VPC prefix; busy ones stay', async () => {
    const create = (body: object) =>
      api('POST', `/v1/vpc-subnets?vpc=default&${P}`, {
        body: { name: 'db', description: '', ...body },
      })
    expect((await create({ ipv4_block: '8.8.8.0/24' })).body.message).toMatch(/private range/)
    expect((await create({ ipv4_block: '172.30.1.0/24' })).body.message).toMatch(/conflicts/)
    const ok = await create({ ipv4_block: '10.1.0.0/24' })
    expect(ok.status).toBe(201)
    // a random /64 of the prefix, as the server picks one
    expect(ok.body.ipv6_block).toMatch(/^fd12:7a3b:9c01:[0-9a-f]{1,4}::\/64$/)
    const busy = await api('DELETE', `/v1/vpc-subnets/default?vpc=default&${P}`)
    expect(busy.body.message).toMatch(/network interfaces/)
    const listed = await api('GET', `/v1/vpc-subnets/edge/network-interfaces?vpc=default&${P}`)
    expect(names(listed.body)).toEqual(['net1'])
  })

  it('VPC names are unique in a project and editable', async () => {
    const dup = await api('POST', `/v1/vpcs?${P}`, {
      body: { name: 'default', description: '', dns_name: 'x' },
    })
    expect(dup.status).toBe(400)
    const renamed = await api('PUT', `/v1/vpcs/default?${P}`, { body: { description: 'main' } })
    expect(renamed.body).toMatchObject({ name: 'default', description: 'main' })
  })
})

describe('IP pools and external addresses', () => {
  it('lists only the pools linked to the silo, with the default marked', async () => {
    const pools = (await api('GET', '/v1/ip-pools')).body.items
    expect(pools.map((p: { name: string; is_default: boolean }) => [p.name, p.is_default])).toEqual(
      [
        ['default', true],
        ['ipv6-public', false],
        ['secondary', false],
      ],
    )
    expect((await api('GET', '/v1/ip-pools/partner-pool')).status).toBe(404)
  })

  it('floating IPs: create, attach, refuse to delete while attached, detach, delete', async () => {
    const created = await api('POST', `/v1/floating-ips?${P}`, {
      body: { name: 'lb', description: 'load balancer' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ ip: '198.51.100.15', instance_id: null })
    const attach = await api('POST', `/v1/floating-ips/lb/attach?${P}`, {
      body: { kind: 'instance', parent: 'web-2' },
    })
    expect(attach.body.instance_id).toEqual(expect.any(String))
    const ips = (await api('GET', `/v1/instances/web-2/external-ips?${P}`)).body.items
    expect(ips.map((i: { kind: string }) => i.kind)).toEqual(['snat', 'ephemeral', 'floating'])
    expect((await api('DELETE', `/v1/floating-ips/lb?${P}`)).status).toBe(400)
    const other = await api('POST', `/v1/floating-ips/lb/attach?${P}`, {
      body: { kind: 'instance', parent: 'web-3' },
    })
    expect(other.body.message).toMatch(/still attached to another/)
    expect((await api('POST', `/v1/floating-ips/lb/detach?${P}`)).body.instance_id).toBeNull()
    expect((await api('DELETE', `/v1/floating-ips/lb?${P}`)).status).toBe(204)
  })

  it('floating IPs: an explicit address must be free and in a linked pool', async () => {
    const make = (ip: string) =>
      api('POST', `/v1/floating-ips?${P}`, {
        body: { name: 'fixed', description: '', address_allocator: { type: 'explicit', ip } },
      })
    expect((await make('198.51.100.40')).body.message).toBe(
      'Requested external IP address not available',
    )
    // partner-labs' pool is no pool of this silo
    expect((await make('192.0.2.120')).body.message).toBe(
      'IP address 192.0.2.120 is not in any configured pool',
    )
    expect((await make('198.51.100')).body.message).toMatch(
      // `AddressAllocator` is internally tagged: serde reads it whole, and names only its path
      /^unable to parse JSON body: address_allocator: invalid IP address syntax/,
    )
    expect((await make('203.0.113.25')).body.ip_pool_id).toEqual(expect.any(String))
  })

  it('ephemeral IPs: one per IP version, attached and detached', async () => {
    const held = (await api('GET', `/v1/instances/web-2/external-ips?${P}`)).body.items.find(
      (i: { kind: string }) => i.kind === 'ephemeral',
    )
    // asking again answers with the one attached (202), as the server does
    const again = await api('POST', `/v1/instances/web-2/external-ips/ephemeral?${P}`, { body: {} })
    expect(again).toMatchObject({ status: 202, body: { ip: held.ip } })
    const attach = await api('POST', `/v1/instances/web-1/external-ips/ephemeral?${P}`, {
      body: { pool_selector: { type: 'explicit', pool: 'secondary' } },
    })
    expect(attach.body).toMatchObject({ kind: 'ephemeral', ip: '203.0.113.20' })
    const creating = await api('POST', `/v1/instances/cache-1/external-ips/ephemeral?${P}`, {
      body: {},
    })
    expect(creating.body.message).toBe('cannot attach ephemeral IP to instance in creating state')
    expect((await api('DELETE', `/v1/instances/web-1/external-ips/ephemeral?${P}`)).status).toBe(
      204,
    )
    const left = (await api('GET', `/v1/instances/web-1/external-ips?${P}`)).body.items
    expect(left.map((i: { kind: string }) => i.kind)).toEqual(['snat', 'floating'])
  })
})
