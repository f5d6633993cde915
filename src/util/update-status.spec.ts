import { describe, expect, it } from 'vitest'
import { targetRefusal, updateProgress } from './update-status'

describe('update progress', () => {
  it('counts components on the target and orders releases newest first', () => {
    const p = updateProgress({
      componentsByReleaseVersion: { '22.0.0': 100, '22.1.0': 112, 'install dataset': 3 },
      targetRelease: { version: '22.1.0', timeRequested: new Date() },
    })
    expect(p.rows.map((r) => r.version)).toEqual(['22.1.0', '22.0.0', 'install dataset'])
    expect(p).toMatchObject({ total: 215, onTarget: 112, inProgress: true })
  })

  it('is not in progress without a target or once every component runs it', () => {
    expect(
      updateProgress({ componentsByReleaseVersion: { x: 1 }, targetRelease: null }).inProgress,
    ).toBe(false)
    expect(
      updateProgress({
        componentsByReleaseVersion: { '22.0.0': 5 },
        targetRelease: { version: '22.0.0', timeRequested: new Date() },
      }).inProgress,
    ).toBe(false)
  })
})

describe('target refusal', () => {
  it('follows Nexus: not the same, not older, no skipping a major, not mid-update', () => {
    expect(targetRefusal('22.1.0', '22.0.0', false)).toBeUndefined()
    expect(targetRefusal('22.0.0', '22.0.0', false)).toBe('This is the target release already')
    expect(targetRefusal('21.0.0', '22.0.0', false)).toBe('Older than the target release 22.0.0')
    expect(targetRefusal('24.0.0', '22.0.0', false)).toMatch(/skip from scheduled release 22/)
    expect(targetRefusal('23.0.0', '22.0.0', true)).toBe('A previous update is still in progress')
    expect(targetRefusal('1.0.0', null, true)).toBeUndefined()
  })
})
