import type { AlertDelivery } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { deliveryHandoff } from './delivery-handoff'

const rx = { id: 'rx-1', name: 'ops-chat', kind: { endpoint: 'https://chat.example.net/h' } }
const failed: AlertDelivery = {
  id: 'd-1',
  alertId: 'a-1',
  alertClass: 'hardware.power_shelf.psu.remove',
  receiverId: 'rx-1',
  state: 'failed',
  trigger: 'alert',
  timeStarted: new Date('2026-11-24T22:05:30Z'),
  attempts: {
    webhook: [
      {
        attempt: 1,
        result: 'failed_http_error',
        response: { status: 500, durationMs: 212 },
        timeSent: new Date('2026-11-24T22:05:31Z'),
      },
      { attempt: 2, result: 'failed_timeout', timeSent: new Date('2026-11-24T22:06:31Z') },
    ],
  },
}

describe('deliveryHandoff', () => {
  it('names the delivery, alert, time, receiver, class and every attempt, in a fixed order', () => {
    expect(deliveryHandoff(failed, rx)).toBe(
      [
        'Oxide webhook delivery',
        'Delivery ID: d-1',
        'Alert ID: a-1',
        'Time: 2026-11-24T22:05:30.000Z',
        'Receiver: ops-chat (rx-1)',
        'Endpoint: https://chat.example.net/h',
        'Alert class: hardware.power_shelf.psu.remove',
        'Trigger: alert',
        'State: failed',
        'Error: failed_timeout',
        'Attempts: 2',
        'Attempt 1: failed_http_error, HTTP 500, 212 ms, 2026-11-24T22:05:31.000Z',
        'Attempt 2: failed_timeout, no response, 2026-11-24T22:06:31.000Z',
      ].join('\n'),
    )
  })

  it('leaves out the Error when there is none (pending, no attempts)', () => {
    const text = deliveryHandoff({ ...failed, state: 'pending', attempts: { webhook: [] } }, rx)
    expect(text).toContain('State: pending\nAttempts: 0')
    expect(text).not.toContain('Attempt 1')
  })
})
