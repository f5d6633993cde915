import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api } from './test-api'

/** Physical disk adoption, as nexus/src/app/sled.rs and ds/physical_disk.rs answer. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const U = '/v1/system/hardware/disks-unadopted'
const R = '/v1/system/hardware/disk-adoption-requests'
const ENABLE = '/v1/system/hardware/disk-adoption-request'
/** The expunged U.2 of sled 5, still seated. */
const EXPUNGED = { vendor: '1b96', model: 'WUS5EA138ESP7E3', serial: 'A005037Q' }

describe('disk adoption', () => {
  it('lists the unadopted disks whole, to fleet viewers, refusing a page token', async () => {
    const list = await api('GET', `${U}?limit=1`, { as: 'katherine' })
    expect(list.status).toBe(200)
    expect(list.body).toEqual({
      items: [{ sled_id: expect.any(String), slot: 3, variant: 'u2', disk_id: EXPUNGED }],
      next_page: null,
    })
    expect((await api('GET', U, { as: 'alan' })).status).toBe(403)
    const page = await api('GET', '/v1/system/hardware/disk-adoption-requests?limit=1')
    const token = page.body.next_page
    const refused = await api('GET', `${U}?page_token=${token}`)
    expect(refused.body).toMatchObject({
      error_code: 'InvalidValue',
      message: expect.stringMatching(/": pagination currently unsupported$/),
    })
  })

  it('enables adoption once per disk, refuses an adopted disk and a fleet viewer', async () => {
    const enable = (body: object, as: 'grace' | 'katherine' = 'grace') =>
      api('PUT', ENABLE, { body, as })
    expect((await enable(EXPUNGED, 'katherine')).status).toBe(403)
    const made = await enable(EXPUNGED)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ disk_id: EXPUNGED })
    // idempotent: the same request again
    const again = await enable(EXPUNGED)
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(made.body.id)
    // requested, so no longer unadopted
    expect((await api('GET', U)).body.items).toEqual([])
    const inUse = await enable({ ...EXPUNGED, serial: 'A001007Q' })
    expect(inUse.status).toBe(409)
    expect(inUse.body).toMatchObject({
      error_code: 'Conflict',
      message: 'physical disk already adopted: 1b96:WUS5EA138ESP7E3:A001007Q',
    })
    expect((await enable({ vendor: 'x', model: 'y' })).body.message).toMatch(
      /^unable to parse JSON body: missing field `serial`/,
    )
  })

  it('pages the requests by id and disables one, once', async () => {
    const made = await api('PUT', ENABLE, { body: EXPUNGED })
    const first = await api('GET', `${R}?limit=1`)
    expect(first.body.items).toHaveLength(1)
    const next = await api('GET', `${R}?limit=1&page_token=${first.body.next_page}`)
    expect(next.body.items).toHaveLength(1)
    expect(next.body.items[0].id > first.body.items[0].id).toBe(true)
    expect((await api('GET', R, { as: 'alan' })).status).toBe(403)

    const path = `${ENABLE}/${made.body.id}`
    expect((await api('DELETE', path, { as: 'katherine' })).status).toBe(403)
    expect((await api('DELETE', path)).status).toBe(204)
    const gone = await api('DELETE', path)
    expect(gone.status).toBe(404)
    expect(gone.body).toMatchObject({
      error_code: 'Not Found',
      message: `No active adoption request found for id: ${made.body.id}`,
    })
    expect((await api('DELETE', `${ENABLE}/nope`)).status).toBe(400)
    // unadopted again
    expect((await api('GET', U)).body.items).toHaveLength(1)
  })
})
