import { describe, expect, it } from 'vitest'
import { PROBE_CLASS } from '~/util/alert-subscription'
import {
  createBody,
  endpointProblem,
  subscriptionLines,
  subscriptionsProblem,
} from './receiver-values'

const CLASSES = [PROBE_CLASS, 'hardware.power_shelf.psu.insert', 'hardware.power_shelf.psu.remove']

describe('endpointProblem', () => {
  it('takes http and https URLs with a host', () => {
    expect(endpointProblem('https://hooks.example.com/oxide')).toBeUndefined()
    expect(endpointProblem(' http://10.1.2.3:8080/x ')).toBeUndefined()
  })
  it('refuses what the server refuses, and what is no web URL', () => {
    expect(endpointProblem('hooks.example.com')).toMatch(/^Must be a URL/)
    expect(endpointProblem('ftp://example.com')).toBe('Must be an http or https URL')
    expect(endpointProblem('http://127.0.0.1/x')).toMatch(/loopback/)
    expect(endpointProblem('http://[::1]/x')).toMatch(/loopback/)
    expect(endpointProblem('https://localhost:8443')).toMatch(/localhost/)
  })
})

describe('subscriptions', () => {
  it('reads one per line, trimmed, once each', () => {
    expect(subscriptionLines(' hardware.**\n\nhardware.**\r\nprobe.x ')).toEqual([
      'hardware.**',
      'probe.x',
    ])
  })
  it('names the first line the server would refuse', () => {
    expect(subscriptionsProblem('hardware.**\nhardware.power_shelf.psu.insert', CLASSES)).toBe(
      undefined,
    )
    expect(subscriptionsProblem('hardware.psu*', CLASSES)).toMatch(
      /^hardware.psu\*: Use dot-separated/,
    )
    expect(subscriptionsProblem('a..b', CLASSES)).toMatch(/^a..b: Use dot-separated/)
    expect(subscriptionsProblem('hardware.nope', CLASSES)).toBe(
      'hardware.nope: No alert class is named hardware.nope',
    )
    expect(subscriptionsProblem('probe', CLASSES)).toMatch(/cannot be subscribed to/)
  })
  it('makes the create body with one secret', () => {
    expect(
      createBody({
        name: 'n',
        description: '',
        endpoint: ' https://x.example.com ',
        secret: ' s ',
        subscriptions: 'hardware.**\n',
      }),
    ).toEqual({
      name: 'n',
      description: '',
      endpoint: 'https://x.example.com',
      secrets: [' s '],
      subscriptions: ['hardware.**'],
    })
  })
})
