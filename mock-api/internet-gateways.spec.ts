import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, names } from './test-api'

/** Internet gateways, their IP pools and addresses (nexus/src/app/internet_gateway.rs, ds/vpc.rs). */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const P = 'project=web-frontend'
const V = `${P}&vpc=default`
const G = (gateway: string) => `${V}&gateway=${gateway}`
const routeNames = async (router: string) =>
  names((await api('GET', `/v1/vpc-router-routes?${V}&router=${router}`)).body)
const attachPool = (gateway: string, name: string, ipPool: string) =>
  api('POST', `/v1/internet-gateway-ip-pools?${G(gateway)}`, {
    body: { name, description: '', ip_pool: ipPool },
  })
const attachAddress = (gateway: string, name: string, address: string) =>
  api('POST', `/v1/internet-gateway-ip-addresses?${G(gateway)}`, {
    body: { name, description: '', address },
  })

describe('the default gateway', () => {
  it('comes with every new VPC, the silo default pool attached, the default routes to it', async () => {
    await api('POST', '/v1/projects', { body: { name: 'fresh', description: '' } })
    const gateways = (await api('GET', '/v1/internet-gateways?project=fresh&vpc=default')).body
    expect(gateways.items).toMatchObject([
      { name: 'default', description: 'Automatically created default VPC gateway' },
    ])
    const pools = await api(
      'GET',
      '/v1/internet-gateway-ip-pools?project=fresh&vpc=default&gateway=default',
    )
    expect(pools.body.items).toMatchObject([
      { name: 'default-v4', description: 'Automatically attached default IP pool' },
    ])
    const pool = (await api('GET', '/v1/ip-pools/default')).body
    expect(pools.body.items[0].ip_pool_id).toBe(pool.id)
    const routes = (
      await api('GET', '/v1/vpc-router-routes?project=fresh&vpc=default&router=system')
    ).body.items
    expect(routes.filter((r: { kind: string }) => r.kind === 'default')).toMatchObject([
      { name: 'default-v4', target: { type: 'internet_gateway', value: 'default' } },
      { name: 'default-v6', target: { type: 'internet_gateway', value: 'default' } },
    ])
  })

  it('is deleted only with cascade while it holds pools, taking the routes that target it', async () => {
    const refused = await api('DELETE', `/v1/internet-gateways/default?${V}`)
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error_code: 'InvalidRequest',
        message:
          'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
      },
    })
    await api('POST', `/v1/vpc-routers?${V}`, { body: { name: 'out', description: '' } })
    await api('POST', `/v1/vpc-router-routes?${V}&router=out`, {
      body: {
        name: 'to-gw',
        description: '',
        destination: { type: 'ip_net', value: '10.0.0.0/8' },
        target: { type: 'internet_gateway', value: 'default' },
      },
    })
    const bad = await api('DELETE', `/v1/internet-gateways/default?${V}&cascade=yes`)
    expect(bad.body.message).toBe(
      'unable to parse query string: provided string was not `true` or `false`',
    )
    expect((await api('DELETE', `/v1/internet-gateways/default?${V}&cascade=true`)).status).toBe(
      204,
    )
    expect(await routeNames('out')).toEqual([])
    expect((await routeNames('system')).filter((n) => n.startsWith('default-'))).toEqual([])
    // the default routes do not come back when the system router is read again
    expect(await routeNames('system')).not.toContain('default-v4')
    const gone = await api('GET', `/v1/internet-gateway-ip-pools?${G('default')}`)
    expect(gone.body.message).toBe('not found: internet-gateway with name "default"')
  })
})

describe('gateways', () => {
  it('are created, listed and viewed by name or id; names are unique in the VPC', async () => {
    const made = await api('POST', `/v1/internet-gateways?${V}`, {
      body: { name: 'egress', description: 'second way out' },
    })
    expect(made).toMatchObject({
      status: 201,
      body: { name: 'egress', description: 'second way out' },
    })
    const twice = await api('POST', `/v1/internet-gateways?${V}`, {
      body: { name: 'egress', description: '' },
    })
    expect(twice.body.message).toBe('already exists: internet-gateway "egress"')
    expect(names((await api('GET', `/v1/internet-gateways?${V}`)).body)).toEqual([
      'default',
      'egress',
    ])
    expect((await api('GET', `/v1/internet-gateways/${made.body.id}`)).body.name).toBe('egress')
    expect((await api('GET', `/v1/internet-gateways/${made.body.id}?${V}`)).body.message).toBe(
      'when providing gateway as an ID vpc and project should not be specified',
    )
    expect((await api('GET', `/v1/internet-gateways/egress?${P}`)).body.message).toBe(
      'gateway should either be an ID or vpc should be specified',
    )
    expect((await api('GET', '/v1/internet-gateways?project=web-frontend')).body.message).toBe(
      'unable to parse query string: missing field `vpc`',
    )
    // empty: deleted without cascade
    expect((await api('DELETE', `/v1/internet-gateways/egress?${V}`)).status).toBe(204)
  })

  it('are read by viewers and changed by collaborators only', async () => {
    expect((await api('GET', `/v1/internet-gateways?${V}`, { as: 'barbara' })).status).toBe(200)
    const denied = await api('POST', `/v1/internet-gateways?${V}`, {
      as: 'barbara',
      body: { name: 'mine', description: '' },
    })
    expect(denied.status).toBe(403)
    expect((await attachAddress('default', 'a', '198.51.100.9')).status).toBe(201)
    const detach = await api('DELETE', `/v1/internet-gateway-ip-addresses/a?${G('default')}`, {
      as: 'barbara',
    })
    expect(detach.status).toBe(403)
  })
})

describe('attached pools and addresses', () => {
  it('attach a pool linked to the silo, names not unique; another silo’s pool is not found', async () => {
    await api('POST', `/v1/internet-gateways?${V}`, { body: { name: 'egress', description: '' } })
    expect((await attachPool('egress', 'extra', 'secondary')).status).toBe(201)
    expect((await attachPool('egress', 'extra', 'default')).status).toBe(201)
    expect((await attachPool('egress', 'theirs', 'partner-pool')).body.message).toBe(
      'not found: ip-pool with name "partner-pool"',
    )
    expect(names((await api('GET', `/v1/internet-gateway-ip-pools?${G('egress')}`)).body)).toEqual([
      'extra',
      'extra',
    ])
    const noGateway = await api('GET', `/v1/internet-gateway-ip-pools?${V}`)
    expect(noGateway.body.message).toBe('unable to parse query string: missing field `gateway`')
    const refused = await api('DELETE', `/v1/internet-gateways/egress?${V}`)
    expect(refused.body.message).toMatch(/^Ip pools referencing this gateway exist/)
  })

  it('hold one address per gateway; a bad address is a body error', async () => {
    expect((await attachAddress('default', 'first', '198.51.100.9')).status).toBe(201)
    expect((await attachAddress('default', 'second', '198.51.100.8')).body.message).toBe(
      'already exists: internet-gateway-ip-address "second"',
    )
    expect((await attachAddress('default', 'bad', '198.51.100')).body.message).toMatch(
      /^unable to parse JSON body: address: invalid IP address syntax/,
    )
    const listed = await api('GET', `/v1/internet-gateway-ip-addresses?${G('default')}`)
    expect(listed.body.items).toMatchObject([{ name: 'first', address: '198.51.100.9' }])
    const byId = await api('DELETE', `/v1/internet-gateway-ip-addresses/${listed.body.items[0].id}`)
    expect(byId.status).toBe(204)
    const badName = await api(
      'DELETE',
      `/v1/internet-gateway-ip-addresses/Not_A_Name?${G('default')}`,
    )
    expect(badName.body.message).toBe(
      'bad parameter in URL path: data did not match any variant of untagged enum NameOrId',
    )
  })

  it('detach without cascade unless a routed gateway serves an instance address of the VPC', async () => {
    // web-1 holds floating IP 198.51.100.40, in the default pool; the default routes target the gateway
    const pool = await api('DELETE', `/v1/internet-gateway-ip-pools/default-v4?${G('default')}`)
    expect(pool.body.message).toBe(
      'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
    )
    await attachAddress('default', 'web-ip', '198.51.100.40')
    const address = await api('DELETE', `/v1/internet-gateway-ip-addresses/web-ip?${G('default')}`)
    expect(address.body.message).toMatch(/^VPC routes dependent on this IP pool/)
    const cascade = `${G('default')}&cascade=true`
    expect(
      (await api('DELETE', `/v1/internet-gateway-ip-addresses/web-ip?${cascade}`)).status,
    ).toBe(204)
    expect(
      (await api('DELETE', `/v1/internet-gateway-ip-pools/default-v4?${cascade}`)).status,
    ).toBe(204)
    // a pool no instance draws from goes without cascade
    await attachPool('default', 'spare', 'secondary')
    expect(
      (await api('DELETE', `/v1/internet-gateway-ip-pools/spare?${G('default')}`)).status,
    ).toBe(204)
  })
})
