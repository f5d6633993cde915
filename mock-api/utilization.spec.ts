import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { computeSeed } from './data/compute'
import { projects } from './data/projects'
import { otherSilo, silo } from './data/silo'
import { provisionedBy, siloQuotas } from './data/utilization'
import { resetDb } from './db'
import { api } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

const GiB = 1024 ** 3
const seed = computeSeed()
const demo = provisionedBy(seed, new Set(projects.map((p) => p.id)))
const quota = (id: string) => {
  const { silo_id: _, ...counts } = siloQuotas.find((q) => q.silo_id === id) ?? {}
  return counts
}

describe('utilization', () => {
  it('counts running instances, every disk and snapshot against the silo quotas', async () => {
    const running = seed.instances.filter((i) => i.run_state === 'running')
    // stopped and failed instances hold no CPUs; at least the running ones count
    expect(demo.cpus).toBeGreaterThan(running.reduce((s, i) => s + i.ncpus, 0) - 1)
    const stopped = seed.instances.find((i) => i.run_state === 'stopped')
    expect(stopped).toBeDefined()
    const res = await api('GET', '/v1/utilization', { as: 'alan' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ capacity: quota(silo.id), provisioned: demo })
  })

  it('answers a silo of its own user only: the other silo has nothing provisioned', async () => {
    const res = await api('GET', '/v1/utilization', { as: 'ivan' })
    expect(res.body.provisioned).toEqual({ cpus: 0, memory: 0, storage: 0 })
    expect(res.body.capacity).toEqual(quota(otherSilo.id))
  })

  it('lists silos to fleet viewers only, allocated and provisioned', async () => {
    const res = await api('GET', '/v1/system/utilization/silos', { as: 'katherine' })
    expect(res.status).toBe(200)
    expect(res.body.items.map((u: { silo_name: string }) => u.silo_name)).toEqual([
      'maple',
      'northwind',
      'partner-labs',
    ])
    expect(res.body.items[0].provisioned).toEqual(demo)
    expect(res.body.next_page).toBeTruthy()
    expect((await api('GET', '/v1/system/utilization/silos', { as: 'alan' })).status).toBe(403)
    expect((await api('GET', '/v1/system/hardware/sleds', { as: 'alan' })).status).toBe(403)
  })

  it('shows one silo to a reader of it, and hides other silos from plain users', async () => {
    const own = await api('GET', '/v1/system/utilization/silos/maple', { as: 'alan' })
    expect(own.status).toBe(200)
    const other = await api('GET', '/v1/system/utilization/silos/partner-labs', { as: 'alan' })
    expect(other.status).toBe(404)
    const viewer = await api('GET', '/v1/system/utilization/silos/partner-labs', {
      as: 'katherine',
    })
    expect(viewer.body.allocated).toEqual(quota(otherSilo.id))
  })
})

describe('metrics', () => {
  const range = (days: number) => {
    const end = new Date()
    const start = new Date(end.getTime() - days * 86_400_000)
    return `start_time=${start.toISOString()}&end_time=${end.toISOString()}`
  }

  it('is a step series ending at the provisioned value, paged', async () => {
    const res = await api('GET', `/v1/metrics/ram_provisioned?${range(7)}&limit=1000`)
    expect(res.status).toBe(200)
    const values = res.body.items.map((m: { datum: { datum: number } }) => m.datum.datum)
    expect(values.length).toBeGreaterThan(100)
    expect(values.at(-1)).toBe(Math.round(demo.memory / GiB) * GiB)
    expect([...values].sort((a, b) => a - b)).toEqual(values)
    const first = await api('GET', `/v1/metrics/cpus_provisioned?${range(2)}&limit=10`)
    expect(first.body.items).toHaveLength(10)
    const next = await api(
      'GET',
      `/v1/metrics/cpus_provisioned?limit=10&page_token=${first.body.next_page}`,
    )
    expect(next.body.items[0].timestamp > first.body.items[9].timestamp).toBe(true)
  })

  it('needs a time range, and the system metrics a fleet viewer', async () => {
    expect((await api('GET', '/v1/metrics/cpus_provisioned')).status).toBe(400)
    const path = `/v1/system/metrics/cpus_provisioned?${range(1)}`
    expect((await api('GET', path, { as: 'alan' })).status).toBe(403)
    expect((await api('GET', path, { as: 'katherine' })).status).toBe(200)
  })
})
