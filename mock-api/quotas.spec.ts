import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { otherSilo, silo } from './data/silo'
import { siloQuotas } from './data/utilization'
import { resetDb } from './db'
import { api } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

const GiB = 1024 ** 3

describe('silo quotas', () => {
  it('lists every silo’s quotas to fleet viewers, paged by silo id', async () => {
    const res = await api('GET', '/v1/system/silo-quotas', { as: 'katherine' })
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual(siloQuotas)
    expect(res.body.next_page).toBeTruthy()
    expect((await api('GET', '/v1/system/silo-quotas', { as: 'ivan' })).status).toBe(403)
  })

  it('shows a silo’s quotas to its own users and to fleet viewers only', async () => {
    const path = `/v1/system/silos/${silo.name}/quotas`
    expect((await api('GET', path, { as: 'alan' })).body.cpus).toBe(128)
    expect((await api('GET', path, { as: 'katherine' })).status).toBe(200)
    const ivan = await api('GET', path, { as: 'ivan' })
    expect(ivan.status).toBe(404)
    expect(ivan.body.message).toBe('not found: silo with name "maple"')
  })

  it('updates partially: what is left out or null stays', async () => {
    const path = `/v1/system/silos/${otherSilo.name}/quotas`
    const res = await api('PUT', path, { body: { cpus: 48, memory: null } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      silo_id: otherSilo.id,
      cpus: 48,
      memory: 128 * GiB,
      storage: 2 * 1024 * GiB,
    })
    const list = await api('GET', '/v1/system/silo-quotas')
    expect(list.body.items.find((q: { silo_id: string }) => q.silo_id === otherSilo.id).cpus).toBe(
      48,
    )
  })

  it('allows quotas below what the silo has provisioned, as the server does', async () => {
    const res = await api('PUT', `/v1/system/silos/${silo.name}/quotas`, {
      body: { cpus: 0, memory: 0, storage: 0 },
    })
    expect(res.status).toBe(200)
  })

  it('refuses negative values: CPUs by the database constraint, bytes as the body', async () => {
    const path = `/v1/system/silos/${silo.name}/quotas`
    const cpus = await api('PUT', path, { body: { cpus: -1 } })
    expect(cpus.status).toBe(400)
    expect(cpus.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'Cannot update silo quota: CPU quota must not be negative',
    })
    const memory = await api('PUT', path, { body: { memory: -1 } })
    expect(memory.status).toBe(400)
    expect(memory.body.message).toMatch(/^unable to parse JSON body: memory: /)
  })

  it('lets a silo admin change their own silo’s, not a fleet viewer nor another silo', async () => {
    expect(
      (
        await api('PUT', `/v1/system/silos/${otherSilo.name}/quotas`, {
          as: 'ivan',
          body: { cpus: 1 },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await api('PUT', `/v1/system/silos/${silo.name}/quotas`, {
          as: 'katherine',
          body: { cpus: 1 },
        })
      ).status,
    ).toBe(403)
    expect(
      (await api('PUT', `/v1/system/silos/${silo.name}/quotas`, { as: 'ivan', body: { cpus: 1 } }))
        .status,
    ).toBe(404)
  })
})
