import { describe, expect, it } from 'vitest'
import { bundleActionDisabled, bundleLabel, commentProblem, savedName } from './bundle-states'

describe('support bundle states', () => {
  it('downloads only an active bundle, saying why not', () => {
    expect(bundleActionDisabled('download', 'active')).toBeUndefined()
    expect(bundleActionDisabled('download', 'collecting')).toBe(
      'The bundle is still being collected',
    )
    expect(bundleActionDisabled('download', 'failed')).toMatch(/failed/)
    expect(bundleActionDisabled('download', 'destroying')).toMatch(/being deleted/)
  })

  it('deletes anything but a bundle already being deleted', () => {
    for (const s of ['active', 'collecting', 'failed'] as const)
      expect(bundleActionDisabled('delete', s)).toBeUndefined()
    expect(bundleActionDisabled('delete', 'destroying')).toBe('The bundle is already being deleted')
  })

  it('labels and names', () => {
    expect(bundleLabel('0190c2a0-3c00-4000-8000-00000000b001')).toBe('0000b001')
    // time-ordered ids share their first digits: the labels still tell them apart
    expect(bundleLabel('0190c2a0-3c00-7000-8000-00000000b002')).not.toBe(
      bundleLabel('0190c2a0-3c00-7000-8000-00000000b001'),
    )
    expect(savedName('rack/r1/sled/s1/logs/sled-agent.log')).toBe('sled-agent.log')
    expect(savedName('bundle_id.txt')).toBe('bundle_id.txt')
  })

  it('holds a comment to 4096 bytes, counted as UTF-8', () => {
    expect(commentProblem('x'.repeat(4096))).toBeUndefined()
    expect(commentProblem('é'.repeat(2049))).toBe('Reason must be at most 4096 bytes')
  })
})
