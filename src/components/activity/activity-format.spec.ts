import { describe, expect, it } from 'vitest'
import { formatDuration, operationLabel } from './activity-format'

describe('operationLabel', () => {
  it('puts the verb first and spells the resource as people do', () => {
    expect(operationLabel('projectCreate')).toBe('Create project')
    expect(operationLabel('instanceStop')).toBe('Stop instance')
    expect(operationLabel('instanceDiskAttach')).toBe('Attach instance disk')
    expect(operationLabel('antiAffinityGroupCreate')).toBe('Create anti-affinity group')
    expect(operationLabel('floatingIpDetach')).toBe('Detach floating IP')
    expect(operationLabel('vpcSubnetUpdate')).toBe('Update VPC subnet')
    expect(operationLabel('currentUserSshKeyDelete')).toBe('Delete current user SSH key')
  })

  it('reads an operation without a known verb as its words', () => {
    expect(operationLabel('localIdpUserSetPassword')).toBe('Local IdP user set password')
  })
})

describe('formatDuration', () => {
  it('shows ms below a second, seconds above', () => {
    expect(formatDuration(84.4)).toBe('84 ms')
    expect(formatDuration(1234)).toBe('1.2 s')
  })
})
