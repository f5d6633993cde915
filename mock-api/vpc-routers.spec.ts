import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, names } from './test-api'

/** VPC routers and their routes, with the server's rules (nexus/src/app/vpc_router.rs). */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const P = 'project=web-frontend'
const V = `${P}&vpc=default`
const routes = async (router: string) =>
  (await api('GET', `/v1/vpc-router-routes?${V}&router=${router}`)).body
const custom = { name: 'edge-rt', description: 'to the edge' }
const route = (name: string, destination: object, target: object) => ({
  name,
  description: '',
  destination,
  target,
})

describe('the system router', () => {
  it('holds the default routes and one route per subnet, kept up to date', async () => {
    expect(names(await routes('system')).sort()).toEqual([
      'default',
      'default-v4',
      'default-v6',
      'edge',
    ])
    const v4 = (await routes('system')).items.find((r: { name: string }) => r.name === 'default-v4')
    expect(v4).toMatchObject({
      kind: 'default',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: 'default' },
    })
    await api('POST', `/v1/vpc-subnets?${V}`, {
      body: { name: 'db', description: '', ipv4_block: '10.9.0.0/24' },
    })
    await api('DELETE', `/v1/vpc-subnets/db?${V}`)
    await api('POST', `/v1/vpc-subnets?${V}`, {
      body: { name: 'cache', description: '', ipv4_block: '10.8.0.0/24' },
    })
    const now = (await routes('system')).items
    expect(names({ items: now }).sort()).toEqual([
      'cache',
      'default',
      'default-v4',
      'default-v6',
      'edge',
    ])
    expect(now.find((r: { name: string }) => r.name === 'cache')).toMatchObject({
      kind: 'vpc_subnet',
      description: 'System-managed VPC Subnet route.',
      target: { type: 'subnet', value: 'cache' },
    })
  })

  it('takes no user routes and cannot be deleted; its routes only change as the server allows', async () => {
    const add = await api('POST', `/v1/vpc-router-routes?${V}&router=system`, {
      body: route('r', { type: 'ip_net', value: '10.0.0.0/8' }, { type: 'drop' }),
    })
    expect(add.body.message).toBe('user-provided routes cannot be added to a system router')
    expect((await api('DELETE', `/v1/vpc-routers/system?${V}`)).body.message).toBe(
      'cannot delete system router',
    )
    const at = (name: string) => `/v1/vpc-router-routes/${name}?${V}&router=system`
    expect((await api('DELETE', at('default-v4'))).body.message).toBe(
      'DELETE not allowed on system routes',
    )
    const subnet = await api('PUT', at('edge'), {
      body: { destination: { type: 'subnet', value: 'edge' }, target: { type: 'drop' } },
    })
    expect(subnet.body.message).toBe(
      'routes of type VpcSubnet within the system router are not modifiable',
    )
    const renamed = await api('PUT', at('default-v4'), {
      body: {
        name: 'x',
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: { type: 'drop' },
      },
    })
    expect(renamed.body.message).toBe(
      'the destination and metadata of a Default route cannot be changed',
    )
    const dropped = await api('PUT', at('default-v4'), {
      body: { destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'drop' } },
    })
    expect(dropped).toMatchObject({ status: 200, body: { target: { type: 'drop' } } })
  })
})

describe('custom routers', () => {
  it('are created, listed, renamed and deleted; their routes go with them', async () => {
    const created = await api('POST', `/v1/vpc-routers?${V}`, { body: custom })
    expect(created).toMatchObject({ status: 201, body: { kind: 'custom', name: 'edge-rt' } })
    expect((await api('POST', `/v1/vpc-routers?${V}`, { body: custom })).body.message).toBe(
      'already exists: vpc-router "edge-rt"',
    )
    expect(names((await api('GET', `/v1/vpc-routers?${V}`)).body)).toEqual(['edge-rt', 'system'])
    const r = await api('POST', `/v1/vpc-router-routes?${V}&router=edge-rt`, {
      body: route(
        'to-lb',
        { type: 'ip_net', value: '10.0.0.0/8' },
        { type: 'ip', value: '172.30.4.5' },
      ),
    })
    expect(r).toMatchObject({
      status: 201,
      body: { kind: 'custom', vpc_router_id: created.body.id },
    })
    expect((await api('GET', `/v1/vpc-router-routes/${r.body.id}`)).body.name).toBe('to-lb')
    await api('PUT', `/v1/vpc-subnets/edge?${V}`, { body: { custom_router: 'edge-rt' } })
    const renamed = await api('PUT', `/v1/vpc-routers/${created.body.id}`, { body: { name: 'lb' } })
    expect(renamed.body.name).toBe('lb')
    expect((await api('DELETE', `/v1/vpc-routers/lb?${V}`)).status).toBe(204)
    expect((await api('GET', `/v1/vpc-router-routes/${r.body.id}`)).status).toBe(404)
    expect((await api('GET', `/v1/vpc-subnets/edge?${V}`)).body.custom_router_id).toBeNull()
  })

  it('check destinations and targets as the server does', async () => {
    await api('POST', `/v1/vpc-routers?${V}`, { body: custom })
    const add = async (destination: object, target: object) =>
      (
        await api('POST', `/v1/vpc-router-routes?${V}&router=edge-rt`, {
          body: route('r', destination, target),
        })
      ).body.message
    expect(await add({ type: 'ip', value: '10.0.0.1' }, { type: 'ip', value: 'fd00::1' })).toBe(
      'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    )
    expect(await add({ type: 'vpc', value: 'default' }, { type: 'drop' })).toBe(
      'users cannot specify VPCs as a destination or target in Custom routes',
    )
    expect(
      await add({ type: 'ip_net', value: '10.0.0.0/8' }, { type: 'subnet', value: 'edge' }),
    ).toBe('subnets cannot be used as a target in Custom routers')
  })

  it('are found by name with their VPC, by id alone', async () => {
    const id = (await api('POST', `/v1/vpc-routers?${V}`, { body: custom })).body.id
    expect((await api('GET', `/v1/vpc-routers/${id}?${V}`)).body.message).toBe(
      'when providing router as an ID vpc and project should not be specified',
    )
    expect((await api('GET', '/v1/vpc-routers/edge-rt')).body.message).toBe(
      'router should either be an ID or vpc should be specified',
    )
    expect((await api('GET', '/v1/vpc-router-routes/x')).body.message).toBe(
      'route should either be an ID or router should be specified',
    )
    expect((await api('GET', `/v1/vpc-routers/nope?${V}`)).body.message).toBe(
      'not found: vpc-router with name "nope"',
    )
  })
})
