import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db'
import { api, expectUnreadable, freshDemo } from './test-api'

/**
 * Issue 28, the "Texts" rows of real-api-behaviour.md (12b, 14b, SN6, B4, I2b, X1, D1): each as
 * the omicron (or dropshot, serde_json) source named in its describe answers it.
 */

beforeEach(freshDemo)

const GiB = 1024 ** 3
const P = 'project=web-frontend'
const nicsOf = (instance: string) => `/v1/network-interfaces?instance=${instance}&${P}`
const newNic = (name: string, subnet: string, vpc = 'default') => ({
  name,
  description: '',
  vpc_name: vpc,
  subnet_name: subnet,
})
const instanceBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  hostname: name,
  ncpus: 1,
  memory: GiB,
  start: false,
  ...extra,
})

describe('12b interface texts (sagas/instance_create.rs, db-queries/src/db/queries/network_interface.rs)', () => {
  it('describes the default interface with the instance name', async () => {
    expect(
      (await api('POST', `/v1/instances?${P}`, { body: instanceBody('nic-test') })).status,
    ).toBe(201)
    const nics = (await api('GET', nicsOf('nic-test'))).body.items
    expect(nics).toMatchObject([
      { name: 'net0', description: 'default primary interface for nic-test', primary: true },
    ])
  })

  it('refuses a 9th interface with the insert query’s text', async () => {
    const net0 = db.networkInterfaces.find(
      (n) => n.instance_id === db.instances.find((i) => i.name === 'web-3')?.id,
    )
    if (!net0) throw new Error('web-3 has no interface in the seed')
    for (let i = 1; i < 8; i++)
      db.networkInterfaces.push({
        ...net0,
        id: crypto.randomUUID(),
        name: `net${i}`,
        primary: false,
        subnet_id: crypto.randomUUID(),
      })
    const res = await api('POST', nicsOf('web-3'), { body: newNic('net8', 'edge') })
    expect(res).toMatchObject({
      status: 400,
      body: {
        error_code: 'InvalidRequest',
        message: 'May not attach more than 8 network interfaces',
      },
    })
  })

  it('refuses an interface in another VPC', async () => {
    await api('POST', `/v1/vpcs?${P}`, {
      body: { name: 'other', description: '', dns_name: 'other' },
    })
    const res = await api('POST', nicsOf('web-3'), { body: newNic('x', 'default', 'other') })
    expect(res.body.message).toBe(
      'Networking may not span multiple VPCs, but the requested resource is associated with another VPC',
    )
  })

  it('on instance create, checks the count and the VPC names before the saga (app/instance.rs)', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => newNic(`n${i}`, 'default'))
    const many = await api('POST', `/v1/instances?${P}`, {
      body: instanceBody('many', { network_interfaces: { type: 'create', params: nine } }),
    })
    expect(many.body.message).toBe('An instance may not have more than 8 network interfaces')
    const mixed = [newNic('a', 'default'), newNic('b', 'default', 'other')]
    const split = await api('POST', `/v1/instances?${P}`, {
      body: instanceBody('split', { network_interfaces: { type: 'create', params: mixed } }),
    })
    expect(split.body.message).toBe('All interfaces must be in the same VPC')
  })

  it('names the requested versions and the subnet when no address is left', async () => {
    const made = await api('POST', `/v1/vpc-subnets?vpc=default&${P}`, {
      body: { name: 'tiny', description: '', ipv4_block: '10.9.0.0/26' },
    })
    expect(made.status).toBe(201)
    const template = db.networkInterfaces[0]
    if (!template) throw new Error('the seed has no interface')
    // every guest address of the /26 (.5 to .62) taken by other instances
    for (let host = 5; host <= 62; host++)
      db.networkInterfaces.push({
        ...template,
        id: crypto.randomUUID(),
        instance_id: crypto.randomUUID(),
        subnet_id: made.body.id,
        ip_stack: { type: 'v4', value: { ip: `10.9.0.${host}`, transit_ips: [] } },
      })
    const where = `in subnet 'tiny' with ID '${made.body.id}'`
    const v4 = await api('POST', nicsOf('web-3'), {
      body: {
        ...newNic('full', 'tiny'),
        ip_config: { type: 'v4', value: { ip: { type: 'auto' } } },
      },
    })
    expect(v4.body.message).toBe(`No available IPv4 addresses for interface ${where}`)
    const dual = await api('POST', nicsOf('web-3'), { body: newNic('full', 'tiny') })
    expect(dual.body.message).toBe(`No available IPv4 and IPv6 addresses for interface ${where}`)
  })
})

describe('14b affinity limits (db-queries/src/db/datastore/affinity.rs, app/instance.rs `instance_lookup`)', () => {
  const kinds = [
    ['affinity-groups', 'Affinity group', 'affinity'],
    ['anti-affinity-groups', 'Anti-affinity group', 'anti-affinity'],
  ] as const
  const makeGroup = (path: string, name: string) =>
    api('POST', `/v1/${path}?${P}`, {
      body: { name, description: '', failure_domain: 'sled', policy: 'allow' },
    })

  it.each(kinds)('%s: a full group is refused in the server’s words', async (path, label) => {
    const group = (await makeGroup(path, 'full')).body
    const members = path === 'affinity-groups' ? db.affinityMembers : db.antiAffinityMembers
    for (let i = 0; i < 32; i++)
      members.push({ group_id: group.id, instance_id: crypto.randomUUID() })
    const res = await api('POST', `/v1/${path}/full/members/instance/web-3?${P}`)
    expect(res).toMatchObject({
      status: 400,
      body: {
        error_code: 'InvalidRequest',
        message: `${label} already has maximum allowed members (32)`,
      },
    })
  })

  it.each(kinds)('%s: an instance joins at most 16 groups', async (path, _label, kind) => {
    const members = path === 'affinity-groups' ? db.affinityMembers : db.antiAffinityMembers
    const web3 = db.instances.find((i) => i.name === 'web-3')?.id
    const already = members.filter((m) => m.instance_id === web3).length
    for (let i = already; i < 16; i++) {
      await makeGroup(path, `g${i}`)
      expect((await api('POST', `/v1/${path}/g${i}/members/instance/web-3?${P}`)).status).toBe(201)
    }
    await makeGroup(path, 'g16')
    const res = await api('POST', `/v1/${path}/g16/members/instance/web-3?${P}`)
    expect(res.body.message).toBe(`Instance already belongs to maximum allowed ${kind} groups (16)`)
  })

  it.each(kinds)('%s: an instance id with ?project= is the lookup’s 400', async (path) => {
    await makeGroup(path, 'g')
    const web3 = (await api('GET', `/v1/instances/web-3?${P}`)).body.id
    const view = await api('GET', `/v1/${path}/g/members/instance/${web3}?${P}`)
    expect(view.body.message).toBe(
      'when providing instance as an ID project should not be specified',
    )
    const add = await api('POST', `/v1/${path}/g/members/instance/${web3}?${P}`)
    expect(add.body.message).toBe(
      'when providing instance as an ID project should not be specified',
    )
    // the group by id takes no project, and then the instance must come by id too
    const { id } = (await api('GET', `/v1/${path}/g?${P}`)).body
    const byName = await api('POST', `/v1/${path}/${id}/members/instance/web-3`)
    expect(byName.body.message).toBe(
      'instance should either be UUID or project should be specified',
    )
    expect((await api('POST', `/v1/${path}/${id}/members/instance/${web3}`)).status).toBe(201)
  })
})

describe('SN6 jumbo frames (nexus/src/app/instance.rs, app/system_networking.rs)', () => {
  const settings = '/v1/system/networking/settings'
  const update = (enable: boolean) => ({
    ncpus: 1,
    memory: 2 * GiB,
    boot_disk: null,
    auto_restart_policy: null,
    cpu_platform: null,
    enable_jumbo_frames: enable,
  })

  it('serves the fleet-wide setting: off at first, a fleet viewer reads, a fleet admin sets', async () => {
    const read = await api('GET', settings, { as: 'katherine' })
    expect(read).toMatchObject({
      status: 200,
      body: { external_jumbo_frames_opt_in_enabled: false },
    })
    const body = { external_jumbo_frames_opt_in_enabled: true }
    expect((await api('PUT', settings, { as: 'katherine', body })).status).toBe(403)
    expect((await api('GET', settings, { as: 'edsger' })).status).toBe(403)
    expect((await api('PUT', settings, { body })).body).toEqual(body)
    // the field is `#[serde(default)]`: an empty body turns the opt-in off
    expect((await api('PUT', settings, { body: {} })).body).toEqual({
      external_jumbo_frames_opt_in_enabled: false,
    })
  })

  it('refuses jumbo frames on an instance until the fleet opts in, in each call’s words', async () => {
    const create = await api('POST', `/v1/instances?${P}`, {
      body: instanceBody('jumbo', { enable_jumbo_frames: true }),
    })
    expect(create).toMatchObject({
      status: 400,
      body: {
        error_code: 'InvalidRequest',
        message:
          'enable_jumbo_frames may only be set on an instance when the fleet-wide jumbo-frames opt-in is enabled by a fleet administrator',
      },
    })
    const put = await api('PUT', `/v1/instances/web-3?${P}`, { body: update(true) })
    expect(put.body.message).toBe(
      'enable_jumbo_frames may only be set to true when the fleet-wide jumbo-frames opt-in is enabled by a fleet administrator',
    )
    // opting out never needs the setting
    expect((await api('PUT', `/v1/instances/web-3?${P}`, { body: update(false) })).status).toBe(200)

    await api('PUT', settings, { body: { external_jumbo_frames_opt_in_enabled: true } })
    const made = await api('POST', `/v1/instances?${P}`, {
      body: instanceBody('jumbo', { enable_jumbo_frames: true }),
    })
    expect(made).toMatchObject({ status: 201, body: { enable_jumbo_frames: true } })
    const on = await api('PUT', `/v1/instances/web-3?${P}`, { body: update(true) })
    expect(on).toMatchObject({ status: 200, body: { enable_jumbo_frames: true } })
  })
})

describe('B4 sort modes (nexus/external-api/src/lib.rs, http_pagination.rs, db-model semver_version.rs)', () => {
  const repos = (q = '') => api('GET', `/v1/system/update/repositories${q}`)
  const bundles = (q = '') => api('GET', `/experimental/v1/system/support-bundles${q}`)
  const versions = (body: { items: { system_version: string }[] }) =>
    body.items.map((r) => r.system_version)

  it('pages repositories by version, newest first unless asked, as padded text', async () => {
    const [repo] = db.tufRepos
    if (!repo) throw new Error('the seed has no repository')
    // 9.0.0 before 10.0.0 only because the numbers are padded; 22.1.0-rc.1 after 22.1.0 as text
    for (const v of ['9.0.0', '10.0.0', '22.1.0-rc.1'])
      db.tufRepos.push({ ...repo, system_version: v, hash: `${repo.hash}-${v}` })
    const newest = await repos()
    expect(versions(newest.body)).toEqual(['22.1.0-rc.1', '22.1.0', '22.0.0', '10.0.0', '9.0.0'])
    const oldest = await repos('?sort_by=version_ascending&limit=2')
    expect(versions(oldest.body)).toEqual(['9.0.0', '10.0.0'])
    const next = await repos(`?limit=2&page_token=${oldest.body.next_page}`)
    expect(versions(next.body)).toEqual(['22.0.0', '22.1.0'])
    const refused = await repos('?sort_by=id_ascending')
    expectUnreadable(
      refused,
      'unable to parse query string: unknown variant `id_ascending`, expected `version_descending` or `version_ascending`',
    )
  })

  it('pages support bundles by creation time then id', async () => {
    const times = (body: { items: { time_created: string }[] }) =>
      body.items.map((b) => b.time_created)
    const asc = times((await bundles()).body)
    expect(asc).toEqual([...asc].sort())
    const desc = times((await bundles('?sort_by=time_and_id_descending')).body)
    expect(desc).toEqual([...asc].reverse())
    const refused = await bundles('?sort_by=id_ascending')
    expect(refused.body.message).toBe(
      'unable to parse query string: unknown variant `id_ascending`, expected `time_and_id_ascending` or `time_and_id_descending`',
    )
  })
})

describe('I2b another member’s SSH key by id (app/ssh_key.rs `ssh_key_lookup`, authz/omicron.polar)', () => {
  const graceKey = () => {
    const key = db.sshKeys.find((k) => k.name === 'grace-laptop')
    if (!key) throw new Error('the seed has no grace-laptop key')
    return key
  }

  it('lets a member of the same silo read it, not delete it', async () => {
    const { id } = graceKey()
    const read = await api('GET', `/v1/me/ssh-keys/${id}`, { as: 'edsger' })
    expect(read).toMatchObject({ status: 200, body: { id, name: 'grace-laptop' } })
    const del = await api('DELETE', `/v1/me/ssh-keys/${id}`, { as: 'alan' })
    expect(del).toMatchObject({ status: 403, body: { error_code: 'Forbidden' } })
    expect(db.sshKeys.some((k) => k.id === id)).toBe(true)
    // by name, only the caller's own keys are looked at
    const byName = await api('GET', '/v1/me/ssh-keys/grace-laptop', { as: 'alan' })
    expect(byName.body.message).toBe('not found: ssh-key with name "grace-laptop"')
  })

  it('hides it from a user of another silo', async () => {
    const { id } = graceKey()
    const res = await api('GET', `/v1/me/ssh-keys/${id}`, { as: 'ivan' })
    expect(res).toMatchObject({
      status: 404,
      body: { error_code: 'ObjectNotFound', message: `not found: ssh-key with id "${id}"` },
    })
  })
})

describe('D1 destroyed instances (db-queries/src/db/datastore/instance.rs `instance_list`)', () => {
  it('lists none and finds none: a destroyed instance is a deleted one', async () => {
    const all = []
    for (const project of ['web-frontend', 'data-pipeline', 'ml-training'])
      all.push(...(await api('GET', `/v1/instances?project=${project}`)).body.items)
    expect(all.length).toBeGreaterThan(0)
    expect(all.filter((i: { run_state: string }) => i.run_state === 'destroyed')).toEqual([])
    expect(db.instances.some((i) => i.run_state === 'destroyed')).toBe(false)
    expect((await api('GET', `/v1/instances/old-frontend?${P}`)).status).toBe(404)
  })

  it('forgets a deleted instance at once', async () => {
    expect((await api('DELETE', `/v1/instances/web-3?${P}`)).status).toBe(204)
    expect((await api('GET', `/v1/instances/web-3?${P}`)).status).toBe(404)
    const names = (await api('GET', `/v1/instances?${P}`)).body.items.map(
      (i: { name: string }) => i.name,
    )
    expect(names).not.toContain('web-3')
  })
})
