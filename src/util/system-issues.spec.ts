import type { AlertDelivery, AlertReceiver, Instance, PhysicalDisk, Sled } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import {
  bundleIssues,
  diskIssues,
  instanceIssues,
  RESTART_GRACE_MS,
  sledIssues,
  webhookIssues,
} from './system-issues'

const t = new Date('2026-11-01T00:00:00Z')
const sled = (id: string, policy: Sled['policy'], state: Sled['state'] = 'active'): Sled =>
  ({
    id,
    baseboard: { part: 'p', revision: 1, serial: `S-${id}` },
    policy,
    state,
    rackId: 'r',
    timeCreated: t,
    timeModified: t,
    usableHardwareThreads: 128,
    usablePhysicalRam: 1,
  }) satisfies Sled

describe('system issues', () => {
  it('names expunged sleds and those closed to new work, and nothing else', () => {
    const issues = sledIssues([
      sled('a', { kind: 'in_service', provisionPolicy: 'provisionable' }),
      sled('b', { kind: 'in_service', provisionPolicy: 'non_provisionable' }),
      sled('c', { kind: 'expunged' }, 'decommissioned'),
    ])
    expect(issues.map((i) => [i.severity, i.title])).toEqual([
      ['notice', 'Sled S-b takes no new instances'],
      ['warning', 'Sled S-c is expunged'],
    ])
    expect(issues[1]?.to).toBe('/system/inventory/sleds/c/instances')
  })

  it('an expunged disk still active is critical; once decommissioned, a warning', () => {
    const disk = (id: string, state: PhysicalDisk['state']): PhysicalDisk => ({
      id,
      formFactor: 'u2',
      model: 'm',
      vendor: 'v',
      serial: `D-${id}`,
      sledId: 'a',
      policy: { kind: 'expunged' },
      state,
      timeCreated: t,
      timeModified: t,
    })
    const sleds = [sled('a', { kind: 'in_service', provisionPolicy: 'provisionable' })]
    const issues = diskIssues([disk('1', 'active'), disk('2', 'decommissioned')], sleds)
    expect(issues.map((i) => [i.severity, i.title])).toEqual([
      ['critical', 'Disk D-1 in sled S-a is expunged'],
      ['warning', 'Disk D-2 in sled S-a is expunged'],
    ])
  })

  it('a failed instance is an issue when nothing will restart it', () => {
    const now = t.getTime()
    const instance = (name: string, over: Partial<Instance>) => ({
      project: 'web',
      instance: {
        id: name,
        name,
        runState: 'failed',
        autoRestartEnabled: true,
        ...over,
      } as Instance,
    })
    const issues = instanceIssues(
      [
        instance('off', { autoRestartEnabled: false }),
        instance('cooling', { autoRestartCooldownExpiration: new Date(now - 1000) }),
        instance('overdue', {
          autoRestartCooldownExpiration: new Date(now - RESTART_GRACE_MS - 1000),
        }),
        instance('running', { runState: 'running', autoRestartEnabled: false }),
      ],
      now,
    )
    expect(issues.map((i) => i.id)).toEqual(['instance-failed-off', 'instance-overdue-overdue'])
    expect(issues[0]?.to).toBe('/projects/web/instances/off')
  })

  it('a failed support bundle names itself by its comment, and says why', () => {
    const base = { reasonForCreation: 'Created by external API', timeCreated: t }
    const issues = bundleIssues([
      { ...base, id: 'a', state: 'active' },
      { ...base, id: 'b', state: 'failed', userComment: 'Latency', reasonForFailure: 'Disk gone' },
      { ...base, id: 'c', state: 'failed' },
    ])
    expect(issues.map((i) => [i.title, i.detail])).toEqual([
      ['Support bundle “Latency” failed', 'Disk gone. Delete it and create another.'],
      [
        'Support bundle “Created by external API” failed',
        'It could not be collected. Delete it and create another.',
      ],
    ])
  })

  it('a webhook is failing when its newest delivery failed', () => {
    const receiver = (name: string) => ({ id: name, name }) as AlertReceiver
    const delivery = (state: AlertDelivery['state']) =>
      ({ state, alertClass: 'hardware.power.insert', timeStarted: t }) as AlertDelivery
    const issues = webhookIssues([
      { receiver: receiver('ok'), latest: delivery('delivered') },
      { receiver: receiver('quiet'), latest: undefined },
      { receiver: receiver('down'), latest: delivery('failed') },
    ])
    expect(issues.map((i) => [i.title, i.to])).toEqual([
      ['Webhook down is failing', '/system/webhooks/down/deliveries?state=failed'],
    ])
  })
})
