import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { RACK_ID } from './data/inventory'
import { resetDb } from './db'
import { api } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const URL = `/v1/system/hardware/racks/${RACK_ID}/membership`
const board = (n: number) => ({
  part_number: '913-0000019',
  serial_number: `BRM4222${String(n).padStart(4, '0')}`,
})

describe('rack membership', () => {
  it('starts at version 2 with the 16 sleds, committed', async () => {
    const res = await api('GET', URL, { as: 'katherine' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ version: 2, state: 'committed', unacknowledged_members: [] })
    expect(res.body.members).toHaveLength(16)
    const none = await api('GET', `${URL}?version=7`)
    expect(none.status).toBe(404)
    expect(none.body).toMatchObject({
      error_code: 'Not Found',
      message: 'could not find rack membership',
    })
  })

  it('adds a seated sled: in progress, then committed, and the sled joins the list', async () => {
    const viewer = await api('POST', `${URL}/add`, {
      as: 'katherine',
      body: { sled_ids: [board(17)] },
    })
    expect(viewer.status).toBe(403)
    const added = await api('POST', `${URL}/add`, { body: { sled_ids: [board(17)] } })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ version: 3, state: 'in_progress' })
    expect(added.body.unacknowledged_members).toHaveLength(17)
    // transitionMs 0: the next read finds it committed
    const now = await api('GET', URL)
    expect(now.body).toMatchObject({ version: 3, state: 'committed', unacknowledged_members: [] })
    const seated = await api('GET', '/v1/system/hardware/sleds-uninitialized')
    expect(seated.body.items.map((s: { cubby: number }) => s.cubby)).toEqual([21])
    const sleds = await api('GET', '/v1/system/hardware/sleds?limit=100')
    expect(
      sleds.body.items.map((s: { baseboard: { serial: string } }) => s.baseboard.serial),
    ).toContain('BRM42220017')
    const again = await api('POST', `${URL}/add`, { body: { sled_ids: [board(17)] } })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(
      'The following sleds are already members of the trust quorum: {BaseboardId { part_number: "913-0000019", serial_number: "BRM42220017" }}.',
    )
  })

  it('refuses a change while one is in progress, and aborts it', async () => {
    configureMock({ transitionMs: 60_000 })
    await api('POST', `${URL}/add`, { body: { sled_ids: [board(17)] } })
    const second = await api('POST', `${URL}/add`, { body: { sled_ids: [board(18)] } })
    expect(second.status).toBe(500)
    const viewer = await api('POST', `${URL}/abort`, { as: 'katherine' })
    expect(viewer.status).toBe(403)
    const aborted = await api('POST', `${URL}/abort`)
    expect(aborted.body).toMatchObject({ version: 3, state: 'aborted' })
    expect(aborted.body.time_aborted).toBeTruthy()
    // idempotent; a committed change cannot be aborted
    expect((await api('POST', `${URL}/abort`)).body.state).toBe('aborted')
    const seated = await api('GET', '/v1/system/hardware/sleds-uninitialized')
    expect(seated.body.items).toHaveLength(2)
    configureMock({ transitionMs: 0 })
    const next = await api('POST', `${URL}/add`, { body: { sled_ids: [board(18)] } })
    expect(next.body).toMatchObject({ version: 4, state: 'in_progress' })
    expect(next.body.members).toHaveLength(17)
    await api('GET', URL)
    expect((await api('POST', `${URL}/abort`)).status).toBe(500)
  })

  it('answers a body that is no list of baseboards as serde does', async () => {
    const res = await api('POST', `${URL}/add`, { body: { sled_ids: [{ part_number: 'x' }] } })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/missing field `serial_number`/)
  })
})
