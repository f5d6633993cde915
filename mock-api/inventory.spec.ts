import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

const sled = (n: number) => `5c1ed000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('the rack inventory', () => {
  it('lists the sleds by id for fleet viewers, a page at a time', async () => {
    const first = await api('GET', '/v1/system/hardware/sleds?limit=10', { as: 'katherine' })
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(10)
    expect(first.body.items[0].baseboard.serial).toBe('BRM42220001')
    const rest = await api(
      'GET',
      `/v1/system/hardware/sleds?limit=10&page_token=${first.body.next_page}`,
      { as: 'katherine' },
    )
    expect(rest.body.items).toHaveLength(6)
    expect((await api('GET', '/v1/system/hardware/sleds', { as: 'alan' })).status).toBe(403)
  })

  it('names a missing sled by its id, as Nexus does', async () => {
    const missing = '5c1ed000-0000-4000-8000-000000009999'
    const res = await api('GET', `/v1/system/hardware/sleds/${missing}`)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(`not found: sled with id "${missing}"`)
  })

  it('lists a sled’s twelve disks and the instances it runs', async () => {
    const disks = await api('GET', `/v1/system/hardware/sleds/${sled(1)}/disks`)
    expect(disks.body.items).toHaveLength(12)
    expect(
      disks.body.items.filter((d: { form_factor: string }) => d.form_factor === 'm2'),
    ).toHaveLength(2)
    const all = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api('GET', `/v1/system/hardware/sleds/${sled(i + 1)}/instances`),
      ),
    )
    const names = all.flatMap((r) => r.body.items.map((i: { name: string }) => i.name))
    expect(names).toContain('web-1')
    expect(names).not.toContain('web-3') // stopped: no VMM, no sled
    // the sled that takes no new work runs none
    expect(all[6]?.body.items).toEqual([])
  })

  it('places every provisioned instance on a sled: the sleds’ vCPUs add up to the silos’', async () => {
    const sleds = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api('GET', `/v1/system/hardware/sleds/${sled(i + 1)}/instances`),
      ),
    )
    const onSleds = sleds
      .flatMap((r) => r.body.items as { ncpus: number }[])
      .reduce((sum, i) => sum + i.ncpus, 0)
    const silos = await api('GET', '/v1/system/utilization/silos')
    const provisioned = (silos.body.items as { provisioned: { cpus: number } }[]).reduce(
      (sum, s) => sum + s.provisioned.cpus,
      0,
    )
    expect(onSleds).toBe(provisioned)
  })

  it('changes a sled’s provision policy for fleet admins, saying what it was', async () => {
    const url = `/v1/system/hardware/sleds/${sled(2)}/provision-policy`
    const viewer = await api('PUT', url, { as: 'katherine', body: { state: 'non_provisionable' } })
    expect(viewer.status).toBe(403)
    const res = await api('PUT', url, { body: { state: 'non_provisionable' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ old_state: 'provisionable', new_state: 'non_provisionable' })
    const view = await api('GET', `/v1/system/hardware/sleds/${sled(2)}`)
    expect(view.body.policy).toEqual({ kind: 'in_service', provision_policy: 'non_provisionable' })
    expect((await api('PUT', url, { body: { state: 'off' } })).status).toBe(400)
  })

  it('lists the uninitialized sleds whole, with no next page', async () => {
    const res = await api('GET', '/v1/system/hardware/sleds-uninitialized')
    expect(res.body.items.map((s: { cubby: number }) => s.cubby)).toEqual([20, 21])
    expect(res.body.next_page).toBeNull()
  })

  it('lists physical disks and switches', async () => {
    const disks = await api('GET', '/v1/system/hardware/disks?limit=1000')
    expect(disks.body.items).toHaveLength(192)
    const expunged = disks.body.items.filter(
      (d: { policy: { kind: string } }) => d.policy.kind === 'expunged',
    )
    expect(expunged).toHaveLength(1)
    const switches = await api('GET', '/v1/system/hardware/switches')
    expect(switches.body.items).toHaveLength(2)
  })
})
