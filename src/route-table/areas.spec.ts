import { expect, it } from 'vitest'
import { areaOf } from './areas'

it('finds the area of a path below its own paths (the longest first), or none', () => {
  const cases: [string, string | undefined][] = [
    ['/system/silos', 'system-silos'],
    ['/system/silos/corp/idps-new', 'system-silos'],
    ['/system/networking/bgp/peers', 'system-bgp'],
    ['/system/networking/address-lots', 'system-networking'],
    ['/system/networking/ip-pools/p1', 'system-pools'],
    ['/projects/web/vpcs/default', 'project-vpcs'],
    ['/projects/web/vpcs/default/routers/r1/routes-new', 'project-vpcs'],
    // the tables that hold these come with the app, or the system table
    ['/system/utilization', undefined],
    ['/system/silos-newer', undefined],
    ['/projects/web/vpcs', undefined],
    ['/projects/web/vpcs-new', undefined],
    ['/projects/web/instances/vpcs/x', undefined],
  ]
  expect(cases.map(([path]) => [path, areaOf(path)])).toEqual(cases)
})
