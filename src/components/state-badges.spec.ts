import { describe, expect, it } from 'vitest'
import { INSTANCE_STATES } from '~/util/instance-states'
import { INSTANCE_STATE_LOOK } from './state-badges'

describe('instance state badges', () => {
  it('give each of the ten run states its own look', () => {
    const looks = INSTANCE_STATES.map((s) => {
      const look = INSTANCE_STATE_LOOK[s]
      return `${look.color}/${look.variant}`
    })
    expect(new Set(looks).size).toBe(INSTANCE_STATES.length)
  })
})
