import { describe, expect, it } from 'vitest'
import { areaOf } from './areas'

describe('areaOf', () => {
  it('finds the area of a path below its own paths, the longest first', () => {
    expect(areaOf('/system/silos')).toBe('system-silos')
    expect(areaOf('/system/silos/corp/idps-new')).toBe('system-silos')
    expect(areaOf('/system/networking/bgp/peers')).toBe('system-networking')
    expect(areaOf('/system/networking/ip-pools/p1')).toBe('system-pools')
    expect(areaOf('/projects/web/vpcs/default')).toBe('project-vpcs')
    expect(areaOf('/projects/web/vpcs/default/routers/r1/routes-new')).toBe('project-vpcs')
  })

  it('leaves the paths no area holds to the tables that hold them', () => {
    for (const path of [
      '/system/utilization',
      '/system/silos-newer',
      '/projects/web/vpcs',
      '/projects/web/vpcs-new',
      '/projects/web/instances/vpcs/x',
    ])
      expect(areaOf(path), path).toBeUndefined()
  })
})
