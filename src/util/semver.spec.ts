import { describe, expect, it } from 'vitest'
import { byVersionDescending, compareVersions, parseVersion } from './semver'

const v = (s: string) => {
  const parsed = parseVersion(s)
  if (!parsed) throw new Error(`not a version: ${s}`)
  return parsed
}

describe('semver', () => {
  it('reads versions and refuses what is none', () => {
    expect(parseVersion('22.1.0')).toEqual({ major: 22, minor: 1, patch: 0, pre: [] })
    expect(parseVersion('1.2.3-rc.1+git.abc')?.pre).toEqual(['rc', '1'])
    for (const bad of ['', '1.2', '01.2.3', '1.2.3.4', 'v1.2.3', '1.2.3-'])
      expect(parseVersion(bad)).toBeUndefined()
  })

  it('orders by the numbers, a pre-release before its release, build metadata not at all', () => {
    expect(compareVersions(v('22.1.0'), v('22.0.9'))).toBeGreaterThan(0)
    expect(compareVersions(v('22.0.0-rc.1'), v('22.0.0'))).toBeLessThan(0)
    expect(compareVersions(v('1.0.0-rc.2'), v('1.0.0-rc.10'))).toBeLessThan(0)
    expect(compareVersions(v('1.0.0-alpha'), v('1.0.0-1'))).toBeGreaterThan(0)
    expect(compareVersions(v('1.0.0+a'), v('1.0.0+b'))).toBe(0)
  })

  it('sorts newest first', () => {
    expect(['21.0.0', '22.1.0', 'junk', '22.0.0'].sort(byVersionDescending)).toEqual([
      '22.1.0',
      '22.0.0',
      '21.0.0',
      'junk',
    ])
  })
})
