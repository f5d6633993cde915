import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, expectUnreadable } from './test-api'

/**
 * More rows of ../shared/api/real-api-behaviour.md the mock now answers as the API server does,
 * one test per row (the row's number leads the name); real-api.spec.ts holds the first ones.
 */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const P = 'project=web-frontend'

describe('projects as the server has them', () => {
  it('row 17: a delete names what is left as the server does, images before snapshots', async () => {
    await api('POST', '/v1/projects', { body: { name: 'r17', description: '' } })
    const refusal = async () => (await api('DELETE', '/v1/projects/r17')).body.message
    await api('POST', '/v1/floating-ips?project=r17', { body: { name: 'f1', description: '' } })
    expect(await refusal()).toBe('project to be deleted contains a floating ip: f1')
    await api('DELETE', '/v1/floating-ips/f1?project=r17')
    const disk = await api('POST', '/v1/disks?project=r17', {
      body: {
        name: 'd1',
        description: '',
        size: 2 ** 30,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
    })
    await api('POST', '/v1/snapshots?project=r17', {
      body: { name: 's1', description: '', disk: disk.body.id },
    })
    await api('DELETE', '/v1/disks/d1?project=r17')
    await api('POST', '/v1/images/ubuntu-24-04/demote?project=r17')
    expect(await refusal()).toBe('project to be deleted contains a project image: ubuntu-24-04')
    await api('DELETE', '/v1/images/ubuntu-24-04?project=r17')
    await api('DELETE', '/v1/snapshots/s1?project=r17')
    await api('DELETE', '/v1/vpc-subnets/default?project=r17&vpc=default')
    await api('DELETE', '/v1/vpcs/default?project=r17')
    await api('POST', '/v1/anti-affinity-groups?project=r17', {
      body: { name: 'g1', description: '', failure_domain: 'sled', policy: 'allow' },
    })
    expect(await refusal()).toBe('project to be deleted contains an anti affinity group: g1')
  })
})

describe('selectors as the server has them', () => {
  it('row 18: a mixed-up selector is refused in each resource’s own words', async () => {
    const message = async (path: string) => (await api('GET', path)).body.message
    const vpc = (await api('GET', `/v1/vpcs/default?${P}`)).body.id
    expect(await message(`/v1/vpcs/${vpc}?${P}`)).toBe(
      'when providing vpc as an ID, project should not be specified',
    )
    expect(await message('/v1/snapshots/s1')).toBe(
      'snapshot should either be an ID or project should be specified',
    )
    expect(await message(`/v1/vpc-subnets/default?${P}`)).toBe(
      'subnet should either be an ID or vpc should be specified',
    )
    const nic = (await api('GET', `/v1/network-interfaces/net0?${P}&instance=web-1`)).body.id
    expect(await message(`/v1/network-interfaces/${nic}?instance=web-1`)).toBe(
      'when providing network_interface as an id instance and project should not be specified',
    )
    expect(await message('/v1/anti-affinity-groups/g1')).toBe(
      'anti_affinity_group should either be UUID or project should be specified',
    )
    const image = (await api('GET', '/v1/images/ubuntu-24-04')).body.id
    expect(await message(`/v1/images/${image}?${P}`)).toBe(
      'when providing image as an ID, project should not be specified',
    )
  })
})

describe('names in URLs as the server has them', () => {
  it('row 19: an invalid name in a path or query is a 400 before any lookup', async () => {
    const untagged = 'data did not match any variant of untagged enum NameOrId'
    const project = await api('GET', '/v1/projects/Foo')
    expect(project.status).toBe(400)
    expect(project.body).toEqual({
      request_id: expect.any(String),
      message: `bad parameter in URL path: ${untagged}`,
    })
    expect((await api('GET', `/v1/instances/my_instance?${P}`)).body.message).toBe(
      `bad parameter in URL path: ${untagged}`,
    )
    const query = await api('GET', '/v1/instances?project=Web')
    expect(query).toMatchObject({
      status: 400,
      body: { message: `unable to parse query string: ${untagged}` },
    })
  })
})

describe('names and body errors as the server has them', () => {
  it('row 21: a 32-digit UUID is no name but an id; body errors say where serde stopped', async () => {
    const simple = 'abcdef0123456789abcdef0123456789'
    const refused = await api('POST', '/v1/projects', { body: { name: simple, description: '' } })
    // the name is the flattened identity's, read from a buffer once the whole 60-byte object
    // is consumed: no field path, and the position after its `}` (row X1)
    expect(refused.body.message).toBe(
      'unable to parse JSON body: name cannot be a UUID to avoid ambiguity with IDs at line 1 column 60',
    )
    const project = (await api('GET', '/v1/projects/web-frontend')).body
    const byId = await api('GET', `/v1/projects/${project.id.replace(/-/g, '').toUpperCase()}`)
    expect(byId).toMatchObject({ status: 200, body: { id: project.id } })
    const missing = await api('POST', '/v1/projects', { body: { name: 'x' } })
    expect(missing.body.message).toBe(
      'unable to parse JSON body: missing field `description` at line 1 column 12',
    )
  })
})

describe('paging as the server has it', () => {
  it('row 20: limit is clamped, bad parameters are query errors, a token carries its scan', async () => {
    expect((await api('GET', '/v1/projects?limit=20000')).status).toBe(200)
    const zero = await api('GET', '/v1/projects?limit=0')
    expectUnreadable(
      zero,
      'unable to parse query string: invalid value: integer `0`, expected a nonzero u32',
    )
    const token = await api('GET', '/v1/projects?page_token=bm90IGEgdG9rZW4')
    expect(token.status).toBe(400)
    expect(token.body.error_code).toBeUndefined()
    expect(token.body.message).toMatch(
      /^unable to parse query string: failed to parse pagination token: /,
    )
    expect((await api('GET', '/v1/projects?sort_by=bogus')).body.message).toBe(
      'unable to parse query string: unknown variant `bogus`, expected one of `name_ascending`, `name_descending`, `id_ascending`',
    )
    const first = await api('GET', `/v1/instances?${P}&limit=2&sort_by=name_descending`)
    const next = await api(
      'GET',
      `/v1/instances?project=data-pipeline&sort_by=bogus&limit=2&page_token=${first.body.next_page}`,
    )
    const web = (await api('GET', `/v1/instances?${P}&sort_by=name_descending`)).body.items
    expect(next.body.items.map((i: { name: string }) => i.name)).toEqual(
      web.slice(2, 4).map((i: { name: string }) => i.name),
    )
  })
})

describe('SSH keys as the server has them', () => {
  it('row 22: a public key is stored as sent, neither parsed nor trimmed', async () => {
    const res = await api('POST', '/v1/me/ssh-keys', {
      body: { name: 'r22', description: '', public_key: 'not a key\n' },
    })
    expect(res).toMatchObject({ status: 201, body: { public_key: 'not a key\n' } })
  })
})

describe('policies as the server has them', () => {
  it('row 23: a policy may name unknown identities and give one identity two roles', async () => {
    const unknown = '0b6f6c2e-0000-4000-8000-00000000dead'
    const grace = 'b2a4f1c0-7e0d-4c1b-8f2a-000000000001'
    const role_assignments = [
      { identity_id: unknown, identity_type: 'silo_user', role_name: 'viewer' },
      { identity_id: grace, identity_type: 'silo_user', role_name: 'viewer' },
      { identity_id: grace, identity_type: 'silo_user', role_name: 'admin' },
    ]
    const res = await api('PUT', '/v1/projects/web-frontend/policy', {
      body: { role_assignments },
    })
    expect(res).toMatchObject({ status: 200, body: { role_assignments } })
  })
})

describe('disks as the server has them', () => {
  const GiB = 2 ** 30
  const disk = (name: string, size: number, backend: object) =>
    api('POST', `/v1/disks?${P}`, { body: { name, description: '', size, disk_backend: backend } })

  it('row 24: source size in bytes, another project’s source a 400, no 1023 GiB cap for local', async () => {
    const ubuntu = (await api('GET', '/v1/images/ubuntu-24-04')).body
    const small = await disk('r24-a', GiB, {
      type: 'distributed',
      disk_source: { type: 'image', image_id: ubuntu.id },
    })
    expect(small).toMatchObject({
      status: 400,
      body: {
        error_code: 'InvalidRequest',
        message: `disk size ${GiB} must be greater than or equal to image size ${ubuntu.size}`,
      },
    })
    const theirs = (await api('GET', '/v1/disks?project=data-pipeline')).body.items.find(
      (d: { state: { state: string } }) => ['attached', 'detached'].includes(d.state.state),
    )
    const snap = await api('POST', '/v1/snapshots?project=data-pipeline', {
      body: { name: 'r24', description: '', disk: theirs.id },
    })
    const other = await disk('r24-b', snap.body.size, {
      type: 'distributed',
      disk_source: { type: 'snapshot', snapshot_id: snap.body.id },
    })
    expect(other.body.message).toBe('snapshot does not belong to this project')
    const big = 2000 * GiB
    expect((await disk('r24-c', big, { type: 'local' })).status).toBe(201)
    const distributed = await disk('r24-d', big, {
      type: 'distributed',
      disk_source: { type: 'blank', block_size: 4096 },
    })
    expect(distributed.body.message).toBe(
      'unsupported value for "size": total size must be less than 1023 GiB',
    )
  })
})

describe('VPCs as the server has them', () => {
  it('row 25: subnet overlaps and VPC prefixes in the server’s words; later /64s are random', async () => {
    const subnet = (name: string, ipv4_block: string) =>
      api('POST', `/v1/vpc-subnets?${P}&vpc=default`, {
        body: { name, description: '', ipv4_block },
      })
    expect((await subnet('r25', '172.30.4.0/24')).body.message).toBe(
      "IP address range '172.30.4.0/24' conflicts with an existing subnet",
    )
    const vpc = await api('POST', `/v1/vpcs?${P}`, {
      body: { name: 'r25', description: '', dns_name: 'r25', ipv6_prefix: 'fd00::/64' },
    })
    expect(vpc.body.message).toBe(
      'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
    )
    // default and edge hold the first two /64s: the old mock handed out the next ones in order
    const blocks: string[] = []
    for (const [i, v4] of ['10.1.0.0/24', '10.2.0.0/24', '10.3.0.0/24'].entries())
      blocks.push((await subnet(`r25-${i}`, v4)).body.ipv6_block)
    for (const block of blocks) expect(block).toMatch(/^fd12:7a3b:9c01:[0-9a-f]{1,4}::\/64$/)
    expect(blocks).not.toEqual([
      'fd12:7a3b:9c01:2::/64',
      'fd12:7a3b:9c01:3::/64',
      'fd12:7a3b:9c01:4::/64',
    ])
  })
})

describe('instance updates as the server has them', () => {
  it('row 26: boot_disk, auto_restart_policy and cpu_platform must be sent, null or not', async () => {
    const body = {
      ncpus: 2,
      memory: 2 * 2 ** 30,
      boot_disk: null,
      auto_restart_policy: null,
      cpu_platform: null,
      enable_jumbo_frames: false,
    }
    expect((await api('PUT', `/v1/instances/web-3?${P}`, { body })).status).toBe(200)
    const { cpu_platform: _, ...without } = body
    const res = await api('PUT', `/v1/instances/web-3?${P}`, { body: without })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(
      /^unable to parse JSON body: missing field `cpu_platform` at line 1 column \d+$/,
    )
  })
})

describe('status codes as the server has them', () => {
  it('row 27: 405 for a known path, 202 for promote and demote, the server’s refusals', async () => {
    const put = await api('PUT', '/v1/projects')
    expect(put).toMatchObject({ status: 405, body: { message: 'Method Not Allowed' } })
    expect(put.body.error_code).toBeUndefined()
    expect((await api('DELETE', '/v1/projects')).status).toBe(405)
    expect((await api('GET', '/v1/no-such-thing')).status).toBe(404)
    const promoted = await api('POST', `/v1/images/web-base-2025-06/promote?${P}`)
    expect(promoted.status).toBe(202)
    expect((await api('POST', '/v1/images/web-base-2025-06/promote')).body.message).toBe(
      'Cannot promote a silo image',
    )
    expect((await api('POST', `/v1/images/web-base-2025-06/demote?${P}`)).status).toBe(202)
    const image = (await api('GET', `/v1/images/web-base-2025-06?${P}`)).body.id
    expect((await api('POST', `/v1/images/${image}/demote?${P}`)).body.message).toBe(
      'Cannot demote a project image',
    )
    const serial = (i: string) =>
      api('GET', `/v1/instances/${i}/serial-console?${P}&most_recent=64`)
    expect((await serial('web-canary')).body.message).toBe(
      'cannot connect to serial console of instance in state "starting"',
    )
    expect((await serial('web-3')).body.message).toBe(
      'instance is stopped and has no active serial console server',
    )
  })
})
