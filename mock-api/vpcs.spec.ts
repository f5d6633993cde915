import { beforeEach, describe, expect, it } from 'vitest'
import { api, freshDemo, names } from './test-api'

/** VPCs and subnets beyond what network.spec.ts checks: custom routers, as the server has them. */
beforeEach(freshDemo)

const P = 'project=web-frontend'
const router = (name: string, vpc = 'default') =>
  api('POST', `/v1/vpc-routers?vpc=${vpc}&${P}`, { body: { name, description: '' } })
const subnet = (body: object) =>
  api('POST', `/v1/vpc-subnets?vpc=default&${P}`, {
    body: { name: 'db', description: '', ipv4_block: '10.9.0.0/24', ...body },
  })

describe('subnets and custom routers', () => {
  it('attach a custom router of their VPC by name or id; an absent one on update unsets it', async () => {
    const r = (await router('egress')).body
    const byName = await subnet({ custom_router: 'egress' })
    expect(byName.status).toBe(201)
    expect(byName.body.custom_router_id).toBe(r.id)
    const url = `/v1/vpc-subnets/db?vpc=default&${P}`
    const kept = await api('PUT', url, { body: { description: 'x', custom_router: r.id } })
    expect(kept.body.custom_router_id).toBe(r.id)
    const unset = await api('PUT', url, { body: { description: 'y' } })
    expect(unset.body.custom_router_id).toBeNull()
  })

  it('refuse the system router and a router of another VPC in the server’s words', async () => {
    const system = await subnet({ custom_router: 'system' })
    expect(system.status).toBe(400)
    expect(system.body.message).toBe('cannot attach a system router to a VPC subnet')
    await api('POST', `/v1/vpcs?${P}`, {
      body: { name: 'other', description: '', dns_name: 'other' },
    })
    const elsewhere = (await router('far', 'other')).body
    const res = await subnet({ custom_router: elsewhere.id })
    expect(res.body.message).toBe(
      'a router can only be attached to a subnet when both belong to the same VPC',
    )
    expect((await subnet({ custom_router: 'nope' })).body.message).toBe(
      'not found: vpc-router with name "nope"',
    )
  })
})

describe('deleting a VPC', () => {
  it('is refused while it holds subnets, not for custom routers, which go with it', async () => {
    await api('POST', `/v1/vpcs?${P}`, { body: { name: 'lab', description: '', dns_name: 'lab' } })
    await router('egress', 'lab')
    const busy = await api('DELETE', `/v1/vpcs/lab?${P}`)
    expect(busy.body.message).toBe('VPC cannot be deleted while VPC Subnets exist')
    await api('DELETE', `/v1/vpc-subnets/default?vpc=lab&${P}`)
    // the server checks subnets only (ds/vpc.rs project_delete_vpc)
    expect((await api('DELETE', `/v1/vpcs/lab?${P}`)).status).toBe(204)
    expect(names((await api('GET', `/v1/vpcs?${P}`)).body)).toEqual(['default'])
    await api('POST', `/v1/vpcs?${P}`, { body: { name: 'lab', description: '', dns_name: 'lab' } })
    const routers = await api('GET', `/v1/vpc-routers?vpc=lab&${P}`)
    expect(names(routers.body)).toEqual(['system'])
  })
})
