import { describe, expect, it } from 'vitest'
import { routerId } from './bgp'
import { describeMessage, historyEntries } from './bgp-history'

describe('BGP messages', () => {
  it('reads opens, updates, notifications and keepalives', () => {
    expect(routerId(2886995713)).toBe('172.20.15.1')
    const open = {
      type: 'open',
      value: {
        asn: 23456,
        id: 2886995713,
        hold_time: 6,
        parameters: [{ type: 'capabilities', value: [{ four_octet_as: { asn: 4200000001 } }] }],
      },
    }
    expect(describeMessage(open)).toEqual({
      kind: 'Open',
      detail: 'AS 4200000001, router ID 172.20.15.1, hold time 6s',
    })
    const update = {
      type: 'update',
      value: {
        nlri: ['198.51.100.0/24'],
        withdrawn: [],
        path_attributes: [
          { typ: {}, value: { origin: 'igp' } },
          { typ: {}, value: { as_path: [{ typ: 'as_sequence', value: [65002] }] } },
          { typ: {}, value: { next_hop: '172.20.15.2' } },
        ],
      },
    }
    expect(describeMessage(update).detail).toBe(
      'announces 198.51.100.0/24; origin IGP; AS path 65002; next hop 172.20.15.2',
    )
    const note = {
      type: 'notification',
      value: { error_code: 'cease', error_subcode: { cease: 'admin_shutdown' }, data: [] },
    }
    expect(describeMessage(note)).toEqual({
      kind: 'Notification',
      detail: 'cease (admin shutdown)',
    })
    expect(describeMessage({ type: 'keep_alive' }).kind).toBe('Keepalive')
    expect(describeMessage('garbage').kind).toBe('Unknown')
  })
  it('merges sent and received, newest first', () => {
    const entries = historyEntries({
      sent: [{ timestamp: '2026-01-01T00:00:01Z', message: { type: 'open' } }],
      received: [{ timestamp: '2026-01-01T00:00:02Z', message: { type: 'keep_alive' } }],
    })
    expect(entries.map((e) => e.direction)).toEqual(['Received', 'Sent'])
    expect(historyEntries(null)).toEqual([])
  })
})

describe('BGP messages as the SDK hands them over (camelCase keys, dates)', () => {
  it('reads the camelCased fields', () => {
    const update = {
      type: 'update',
      value: {
        nlri: [],
        withdrawn: ['10.0.0.0/8'],
        pathAttributes: [{ typ: {}, value: { nextHop: '172.20.15.1' } }],
      },
    }
    expect(describeMessage(update).detail).toBe('withdraws 10.0.0.0/8; next hop 172.20.15.1')
    const note = {
      type: 'notification',
      value: { errorCode: 'hold_timer_expired', errorSubcode: { holdTime: 0 } },
    }
    expect(describeMessage(note).detail).toBe('hold timer expired')
    const [entry] = historyEntries({
      sent: [{ timestamp: new Date(5), message: {} }],
      received: [],
    })
    expect(entry?.time?.getTime()).toBe(5)
  })
})
