import { beforeEach, describe, expect, it } from 'vitest'
import { objectForm } from './body-object-form'
import { db } from './db'
import { api, freshDemo, names } from './test-api'

/**
 * Tagged enums given as JSON arrays, which serde takes (body-walk-seq.ts, body-walk-adjacent.ts
 * `adjacentSeq`), reach the handlers as the object form they read (body-object-form.ts): the
 * mock answers them as it answers the object form, as the server does.
 */

const GiB = 1024 ** 3
const P = 'project=web-frontend'

beforeEach(freshDemo)

/** An answer without what each call makes anew (ids, times). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (typeof value !== 'object' || value === null) return value
  const kept = Object.entries(value).filter(([k]) => k !== 'id' && !k.startsWith('time_'))
  return Object.fromEntries(kept.map(([k, v]) => [k, stable(v)]))
}

/** The answer to `body` sent to `path` on a fresh demo, ids and times left out. */
async function answer(method: string, path: string, body: object) {
  freshDemo()
  const res = await api(method, path, { body })
  return { status: res.status, body: stable(res.body) }
}

describe('a tagged enum given as an array reaches the handler as its object form', () => {
  it('firewall rules: adjacently tagged targets, hosts and protocols', async () => {
    const rule = (target: unknown, host: unknown, protocols: unknown[]) => ({
      rules: [
        {
          name: 'ping',
          description: '',
          status: 'enabled',
          direction: 'inbound',
          targets: [target],
          filters: { hosts: [host], protocols },
          action: 'allow',
          priority: 100,
        },
      ],
    })
    const FW = `/v1/vpc-firewall-rules?${P}&vpc=default`
    const objects = await answer(
      'PUT',
      FW,
      rule({ type: 'vpc', value: 'default' }, { type: 'ip', value: '10.0.0.1' }, [
        { type: 'tcp' },
        { type: 'icmp', value: { icmp_type: 0 } },
        { type: 'icmp6', value: null },
      ]),
    )
    expect(objects.status).toBe(200)
    const arrays = await answer(
      'PUT',
      FW,
      rule(
        ['vpc', 'default'],
        ['ip', '10.0.0.1'],
        [
          ['tcp', null],
          ['icmp', { icmp_type: 0 }],
          ['icmp6', null],
        ],
      ),
    )
    expect(arrays).toEqual(objects)
    // a tag given as a map, `{"vpc": null}`, names its variant (body-walk-tag.ts `mapTag`)
    const unit = (variant: string) => ({ [variant]: null })
    const maps = await answer(
      'PUT',
      FW,
      rule({ type: unit('vpc'), value: 'default' }, { value: '10.0.0.1', type: unit('ip') }, [
        { type: unit('tcp') },
        { type: unit('icmp'), value: { icmp_type: 0 } },
        { type: unit('icmp6'), value: null },
      ]),
    )
    expect(maps).toEqual(objects)
  })

  it('a disk create: an internally tagged backend, its source an object', async () => {
    const image = db.images.find((i) => i.name === 'ubuntu-24-04')
    const size = image?.size
    const disk = (disk_backend: unknown) => ({ name: 'd', description: '', size, disk_backend })
    const local = await answer('POST', `/v1/disks?${P}`, disk({ type: 'local' }))
    expect(local.status).toBe(201)
    expect(await answer('POST', `/v1/disks?${P}`, disk(['local']))).toEqual(local)
    const source = { type: 'image', image_id: image?.id }
    const distributed = await answer(
      'POST',
      `/v1/disks?${P}`,
      disk({ type: 'distributed', disk_source: source }),
    )
    expect(distributed.status).toBe(201)
    expect(await answer('POST', `/v1/disks?${P}`, disk(['distributed', source]))).toEqual(
      distributed,
    )
  })

  it('an internally tagged enum inside another’s fields (serde’s buffer), as an array', async () => {
    const snapshot = db.snapshots.find(
      (s) =>
        s.state === 'ready' &&
        db.projects.find((p) => p.id === s.project_id)?.name === 'web-frontend',
    )
    const disk = (disk_backend: unknown) => ({
      name: 'd',
      description: '',
      size: snapshot?.size,
      disk_backend,
    })
    // `read_only` is `#[serde(default)]`: the array may stop before it
    const source = { type: 'snapshot', snapshot_id: snapshot?.id }
    const objects = await answer(
      'POST',
      `/v1/disks?${P}`,
      disk({ type: 'distributed', disk_source: source }),
    )
    expect(objects).toMatchObject({ status: 201, body: { read_only: false } })
    for (const backend of [
      { type: 'distributed', disk_source: ['snapshot', snapshot?.id] },
      ['distributed', ['snapshot', snapshot?.id]],
    ])
      expect(await answer('POST', `/v1/disks?${P}`, disk(backend))).toEqual(objects)
    const readOnly = disk(['distributed', ['snapshot', snapshot?.id, true]])
    expect(await answer('POST', `/v1/disks?${P}`, readOnly)).toMatchObject({
      status: 201,
      body: { read_only: true },
    })
    const ip = (address_allocator: unknown) => ({ name: 'f', description: '', address_allocator })
    const selector = { type: 'explicit', pool: 'secondary' }
    const auto = await answer(
      'POST',
      `/v1/floating-ips?${P}`,
      ip({ type: 'auto', pool_selector: selector }),
    )
    expect(auto.status).toBe(201)
    for (const allocator of [
      { type: 'auto', pool_selector: ['explicit', 'secondary'] },
      ['auto', ['explicit', 'secondary']],
    ])
      expect(await answer('POST', `/v1/floating-ips?${P}`, ip(allocator))).toEqual(auto)
  })

  it('an instance create: disks, external IPs (a default taken) and interfaces', async () => {
    const create = async (disk: unknown, ips: unknown[], nics: unknown) => {
      const body = {
        name: 'arr',
        description: '',
        hostname: 'arr',
        ncpus: 1,
        memory: GiB,
        start: false,
        disks: [disk],
        external_ips: ips,
        network_interfaces: nics,
      }
      const res = await answer('POST', `/v1/instances?${P}`, body)
      if (res.status !== 201) return res
      const disks = await api('GET', `/v1/instances/arr/disks?${P}`)
      const nic = await api('GET', `/v1/network-interfaces?instance=arr&${P}`)
      const ip = await api('GET', `/v1/instances/arr/external-ips?${P}`)
      return {
        ...res,
        disks: names(disks.body),
        nics: nic.body.items.map((n: { ip_stack: { type: string } }) => n.ip_stack.type),
        ips: ip.body.items.map((i: { kind: string; ip: string }) => [i.kind, i.ip]),
      }
    }
    const objects = await create(
      { type: 'attach', name: 'web-scratch' },
      [{ type: 'ephemeral' }, { type: 'floating', floating_ip: 'spare-ip' }],
      { type: 'default_ipv4' },
    )
    expect(objects).toMatchObject({ status: 201, disks: ['web-scratch'], nics: ['v4'] })
    const arrays = await create(
      ['attach', 'web-scratch'],
      [['ephemeral'], ['floating', 'spare-ip']],
      ['default_ipv4', null],
    )
    expect(arrays).toEqual(objects)
  })

  it('leaves an array serde refuses as it is, for the handler to answer', () => {
    const refused = [['create'], ['attach'], ['attach', 'd', 1]]
    const body = { hostname: 'h', disks: refused, network_interfaces: ['none'] }
    expect(objectForm('instanceCreate', { ...body, external_ips: [['ephemeral']] })).toEqual({
      ...body,
      external_ips: [{ type: 'ephemeral' }],
    })
  })
})
