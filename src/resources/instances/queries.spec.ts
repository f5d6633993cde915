import type { Instance, InstanceState } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { INSTANCE_STATES } from '~/util/instance-states'
import { POLL_MS } from '~/util/poll'
import { pollInstance, pollInstances } from './queries'

const instance = (runState: InstanceState) => ({ runState }) as Instance

describe('polling (house style: transitional states poll until they settle, nothing else)', () => {
  it.each(INSTANCE_STATES)('one instance in %s', (state) => {
    const transitional = ['creating', 'starting', 'stopping', 'rebooting'].includes(state)
    expect(pollInstance({ state: { data: instance(state) } })).toBe(transitional ? POLL_MS : false)
  })

  it('a list polls while any instance on it is transitional', () => {
    const page = (...states: InstanceState[]) => ({
      state: { data: { items: states.map(instance) } },
    })
    expect(pollInstances(page('running', 'stopped', 'failed', 'repairing', 'migrating'))).toBe(
      false,
    )
    expect(pollInstances(page('running', 'stopping'))).toBe(POLL_MS)
    expect(pollInstances(page())).toBe(false)
    expect(pollInstances({ state: {} })).toBe(false)
  })
})
