import { describe, expect, it } from 'vitest'
import {
  type Children,
  DEFAULT_RULES,
  type DefaultVpc,
  type Listed,
  planDelete,
} from './project-contents'

const none: Listed = { names: [], more: false }
const of = (...names: string[]): Listed => ({ names, more: false })
const empty: Children = {
  instances: none,
  disks: none,
  floatingIps: none,
  images: none,
  snapshots: none,
  vpcs: none,
  affinityGroups: none,
  antiAffinityGroups: none,
}
const withDefault = { ...empty, vpcs: of('default') }
const defaults: DefaultVpc = {
  subnets: of('default'),
  routers: [{ name: 'system', kind: 'system' }],
  gateways: of('default'),
  rules: DEFAULT_RULES,
}

describe('planning a project delete', () => {
  it('deletes an empty project at once', () => {
    expect(planDelete('p', empty)).toEqual({ kind: 'empty' })
  })

  it('deletes a new project’s defaults first: subnets, then the VPC, then the project', () => {
    expect(planDelete('p', withDefault, defaults)).toEqual({
      kind: 'defaults',
      steps: [
        { kind: 'subnet', name: 'default' },
        { kind: 'vpc', name: 'default' },
        { kind: 'project', name: 'p' },
      ],
      rules: DEFAULT_RULES,
      gateway: true,
    })
  })

  it('still offers when the user already removed some defaults', () => {
    const plan = planDelete('p', withDefault, {
      ...defaults,
      subnets: none,
      gateways: none,
      rules: [],
    })
    expect(plan).toMatchObject({
      kind: 'defaults',
      steps: [{ kind: 'vpc' }, { kind: 'project' }],
      gateway: false,
    })
  })

  it('lists anything else the project holds, in the server’s order, and offers nothing', () => {
    const plan = planDelete(
      'p',
      { ...withDefault, instances: of('web-1'), vpcs: { names: ['default', 'other'], more: true } },
      defaults,
    )
    expect(plan).toEqual({
      kind: 'blocked',
      blockers: [
        { what: 'Instances', names: ['web-1'], more: false },
        { what: 'VPCs', names: ['other'], more: true },
      ],
    })
  })

  it('lists what was added to the default VPC', () => {
    const plan = planDelete('p', withDefault, {
      subnets: of('default', 'edge'),
      routers: [
        { name: 'system', kind: 'system' },
        { name: 'out', kind: 'custom' },
      ],
      gateways: of('default', 'egress'),
      rules: [...DEFAULT_RULES, 'allow-web'],
    })
    expect(plan).toEqual({
      kind: 'blocked',
      blockers: [
        { what: 'Subnets of VPC default', names: ['edge'], more: false },
        { what: 'Custom routers of VPC default', names: ['out'], more: false },
        { what: 'Internet gateways of VPC default', names: ['egress'], more: false },
        { what: 'Firewall rules of VPC default', names: ['allow-web'], more: false },
      ],
    })
  })

  it('counts a list that goes on past what was read as holding something', () => {
    const plan = planDelete('p', { ...empty, disks: { names: [], more: true } })
    expect(plan).toMatchObject({ kind: 'blocked', blockers: [{ what: 'Disks' }] })
  })
})
