import { afterEach, describe, expect, it, vi } from 'vitest'
import { wireUrl } from '~/util/review/wire'
import { api } from './client'
import { describeRequest } from './describe-request'
import { type Req, req } from './request'

/** What the SDK itself puts on the wire for a request: the drift guard for `describeRequest`. */
async function sdkSends(r: Req) {
  let url = ''
  let init: RequestInit = {}
  vi.stubGlobal('fetch', (u: string, i: RequestInit) => {
    url = u
    init = i
    return Promise.resolve(new Response('{}', { status: 200 }))
  })
  const method = api.methods[r.op] as (params: unknown) => Promise<unknown>
  await method(r.params)
  return { url, method: init.method, body: typeof init.body === 'string' ? init.body : undefined }
}

afterEach(() => vi.unstubAllGlobals())

const requests: Req[] = [
  req('projectCreate', { body: { name: 'web', description: `it's "quoted" \${x}` } }),
  req('projectUpdate', { path: { project: 'web' }, body: { name: 'web2', description: '' } }),
  req('instanceCreate', {
    query: { project: 'web' },
    body: {
      name: 'db1',
      description: '',
      hostname: 'db1',
      ncpus: 2,
      memory: 8 * 2 ** 30,
      bootDisk: {
        type: 'create',
        name: 'db1-boot',
        description: 'Boot disk',
        size: 10 * 2 ** 30,
        diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
      },
      networkInterfaces: { type: 'default_dual_stack' },
      externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto' } }],
      sshPublicKeys: [],
      autoRestartPolicy: null,
      start: true,
    },
  }),
  req('instanceNetworkInterfaceCreate', {
    query: { project: 'a b&c', instance: 'db1' },
    body: { name: 'nic', description: 'd', vpcName: 'default', subnetName: 'default' },
  }),
  req('antiAffinityGroupMemberInstanceAdd', {
    path: { antiAffinityGroup: 'g', instance: 'db1' },
    query: { project: 'web' },
  }),
]

describe('describeRequest', () => {
  it.each(requests.map((r) => [r.op, r] as const))('%s: what the SDK sends', async (_, r) => {
    const described = describeRequest(r)
    const sent = await sdkSends(r)
    expect(described.method).toBe(sent.method)
    expect(wireUrl(described)).toBe(sent.url)
    expect(described.body === undefined ? undefined : JSON.stringify(described.body)).toBe(
      sent.body,
    )
  })

  it('snake_cases keys at every depth and keeps the order of fields', () => {
    const r = describeRequest(requests[2] as Req)
    expect(r).toMatchObject({ method: 'POST', path: '/v1/instances', query: [['project', 'web']] })
    expect(Object.keys(r.body as object)).toContain('boot_disk')
    expect(JSON.stringify(r.body)).toContain('"disk_backend":{"type":"distributed"')
    expect(JSON.stringify(r.body)).toContain('"auto_restart_policy":null')
  })

  it('names the path parameters as the CLI flags do', () => {
    expect(describeRequest(requests[4] as Req).pathParams).toEqual([
      ['anti_affinity_group', 'g'],
      ['instance', 'db1'],
    ])
  })

  it('leaves out a body the request has none of', () => {
    expect(describeRequest(requests[4] as Req)).not.toHaveProperty('body')
  })
})
