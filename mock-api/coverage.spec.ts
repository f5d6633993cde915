import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { authenticated, wsHandlers } from './handlers'

/**
 * Every 0.9.0 operation of the endpoint groups of issue 3, as listed in
 * ../shared/api/endpoints.md (column "0.9.0 operation"), has a handler in the mock.
 */
const GROUPS: Record<string, string[]> = {
  Instances: [
    'instanceList',
    'instanceCreate',
    'instanceView',
    'instanceUpdate',
    'instanceDelete',
    'instanceAffinityGroupList',
    'instanceAntiAffinityGroupList',
    'instanceDiskList',
    'instanceExternalIpList',
    'instanceSshPublicKeyList',
    'instanceSerialConsole',
    'instanceDiskAttach',
    'instanceDiskDetach',
    'instanceStart',
    'instanceStop',
    'instanceReboot',
    'instanceEphemeralIpAttach',
    'instanceEphemeralIpDetach',
    'instanceSerialConsoleStream',
  ],
  'Network interfaces': [
    'instanceNetworkInterfaceList',
    'instanceNetworkInterfaceCreate',
    'instanceNetworkInterfaceView',
    'instanceNetworkInterfaceUpdate',
    'instanceNetworkInterfaceDelete',
  ],
  'Affinity groups': [
    'affinityGroupList',
    'affinityGroupCreate',
    'affinityGroupView',
    'affinityGroupUpdate',
    'affinityGroupDelete',
    'affinityGroupMemberList',
    'affinityGroupMemberInstanceView',
    'affinityGroupMemberInstanceAdd',
    'affinityGroupMemberInstanceDelete',
  ],
  'Anti-affinity groups': [
    'antiAffinityGroupList',
    'antiAffinityGroupCreate',
    'antiAffinityGroupView',
    'antiAffinityGroupUpdate',
    'antiAffinityGroupDelete',
    'antiAffinityGroupMemberList',
    'antiAffinityGroupMemberInstanceView',
    'antiAffinityGroupMemberInstanceAdd',
    'antiAffinityGroupMemberInstanceDelete',
  ],
}

/** The one WebSocket operation lives in `api.ws`, so the worker's ws handlers serve it. */
const STREAM = 'instanceSerialConsoleStream'
const streamUrl =
  'ws://localhost:4000/v1/instances/web-1/serial-console/stream?project=web-frontend'

describe('the mock serves every operation of issue 3', () => {
  it.each(Object.keys(GROUPS))('%s', (group) => {
    const missing = (GROUPS[group] ?? []).filter((op) =>
      op === STREAM ? !wsHandlers.some((h) => h.test(streamUrl)) : !(op in authenticated),
    )
    expect(missing).toEqual([])
  })

  it('lists the same operations as the shared catalogue, when it is there', () => {
    const file = fileURLToPath(new URL('../../shared/api/seed-to-sdk.json', import.meta.url))
    // the catalogue lives beside the repository, not in it; without it the list above stands
    if (!existsSync(file)) return
    const rows = JSON.parse(readFileSync(file, 'utf8')) as { group: string; op: string }[]
    for (const [group, ops] of Object.entries(GROUPS)) {
      const listed = rows.filter((r) => r.group === group).map((r) => r.op)
      expect(listed.sort(), group).toEqual([...ops].sort())
    }
  })
})
