import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { hclString } from './hcl'
import { toTerraform } from './terraform'
import type { Json, WireRequest } from './wire'

const wire = (op: string, body: Json | undefined, query: [string, string][] = []): WireRequest => ({
  op,
  method: 'POST',
  path: '/v1/x',
  pathParams: [],
  query,
  ...(body !== undefined && { body }),
})
const web: [string, string][] = [['project', 'web']]

const GiB = 2 ** 30
const instance = (overrides: Record<string, Json>) =>
  wire(
    'instanceCreate',
    {
      name: 'db1',
      description: 'Database',
      hostname: 'db1',
      ncpus: 2,
      memory: 8 * GiB,
      boot_disk: {
        type: 'create',
        name: 'db1-ubuntu-abc123',
        description: 'Boot disk of db1',
        size: 10 * GiB,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'image', image_id: '6f3e2b3c-1111-4c4c-9c9c-000000000001' },
        },
      },
      disks: [{ type: 'attach', name: 'data' }],
      network_interfaces: {
        type: 'create',
        params: [{ name: 'nic0', description: '', vpc_name: 'default', subnet_name: 'default' }],
      },
      external_ips: [
        { type: 'ephemeral', pool_selector: { type: 'auto' } },
        { type: 'floating', floating_ip: 'ingress' },
      ],
      ssh_public_keys: ['laptop'],
      user_data: 'I2Nsb3VkLWNvbmZpZw==',
      auto_restart_policy: null,
      start: false,
      ...overrides,
    },
    web,
  )

const terraform = (() => {
  try {
    execFileSync('terraform', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

/** `terraform fmt` reads the text back unchanged: it parses, and it is formatted as fmt would. */
const fmt = (hcl: string) =>
  execFileSync('terraform', ['fmt', '-'], {
    input: `${hcl}\n`,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  }).trimEnd()

describe('toTerraform', () => {
  it('a project is an oxide_project', () => {
    const { hcl, notes } = toTerraform([
      wire('projectCreate', { name: 'web', description: 'Web tier' }),
    ])
    expect(hcl).toBe(
      'resource "oxide_project" "web" {\n  name        = "web"\n  description = "Web tier"\n}',
    )
    expect(notes).toEqual([])
  })

  it('an anti-affinity group finds its project by name', () => {
    const { hcl } = toTerraform([
      wire(
        'antiAffinityGroupCreate',
        { name: 'spread', description: '', policy: 'allow', failure_domain: 'sled' },
        web,
      ),
    ])
    expect(hcl).toContain('data "oxide_project" "web" {\n  name = "web"\n}')
    expect(hcl).toContain('resource "oxide_anti_affinity_group" "spread" {')
    expect(hcl).toContain('project_id  = data.oxide_project.web.id')
    expect(hcl).toContain('policy      = "allow"')
    expect(hcl).not.toContain('failure_domain')
  })

  it('says so where the provider has no equivalent, rather than inventing one', () => {
    expect(toTerraform([wire('affinityGroupCreate', { name: 'a' }, web)])).toEqual({
      hcl: '',
      notes: [expect.stringContaining('no affinity groups')],
    })
    expect(toTerraform([wire('instanceUpdate', { ncpus: 2 })]).notes[0]).toContain(
      'no Terraform equivalent',
    )
    const unknownField = toTerraform([wire('projectCreate', { name: 'a', description: '', x: 1 })])
    expect(unknownField.notes[0]).toBe(
      'No exact Terraform equivalent. The provider has no attribute for x.',
    )
  })

  it('a disk created then attached: the disk, and a note for the attach', () => {
    const disk = {
      name: 'scratch',
      description: '',
      size: GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    }
    const { hcl, notes } = toTerraform([
      wire('diskCreate', disk, web),
      wire('instanceDiskAttach', { disk: 'scratch' }, web),
    ])
    expect(hcl).toContain('block_size  = 4096')
    expect(notes).toEqual([expect.stringContaining('disk_attachments')])
  })

  it('an instance: data sources for names, oxide_disk for the disks it creates', () => {
    const { hcl, notes } = toTerraform([instance({})])
    expect(notes).toEqual([])
    for (const line of [
      'data "oxide_disk" "data" {',
      'data "oxide_ssh_key" "laptop" {',
      'data "oxide_vpc_subnet" "default-default" {',
      'data "oxide_floating_ip" "ingress" {',
      'resource "oxide_disk" "db1-ubuntu-abc123" {',
      '  source_image_id = "6f3e2b3c-1111-4c4c-9c9c-000000000001"',
      '  boot_disk_id     = oxide_disk.db1-ubuntu-abc123.id',
      '  disk_attachments = [oxide_disk.db1-ubuntu-abc123.id, data.oxide_disk.data.id]',
      '  ssh_public_keys  = [data.oxide_ssh_key.laptop.id]',
      '  start_on_create  = false',
      '    ephemeral = [{}]\n    floating = [\n      {\n        id = data.oxide_floating_ip.ingress.id\n      },\n    ]',
    ])
      expect(hcl).toContain(line)
    expect(hcl).not.toContain('auto_restart_policy')
  })

  it('an instance with the default interface has no equivalent', () => {
    const { hcl, notes } = toTerraform([
      instance({ network_interfaces: { type: 'default_dual_stack' } }),
    ])
    expect(hcl).toBe('')
    expect(notes[0]).toContain("cannot ask for the project's default network interface")
  })

  it('an instance with no interfaces cannot have external IPs in the provider', () => {
    const none = { network_interfaces: { type: 'none' } }
    expect(toTerraform([instance(none)]).notes[0]).toContain('external IPs only with')
    expect(toTerraform([instance({ ...none, external_ips: [] })]).notes).toEqual([])
  })

  it.skipIf(!terraform)('what it writes, terraform fmt reads back unchanged', () => {
    const hostile = `"quoted" \${var.x} %{ if true }\\n\n`
    for (const requests of [
      [instance({ description: hostile })],
      [wire('projectCreate', { name: '9"}', description: hostile })],
    ]) {
      const { hcl } = toTerraform(requests)
      expect(hcl).not.toBe('')
      expect(fmt(hcl)).toBe(hcl)
    }
  })

  it.skipIf(!terraform)('terraform reads every hostile string back as itself', () => {
    const strings = ['plain', `say "hi" \\ \${x} $\${y} %{ if } %%{ z }`, 'a\nb\tc\r\u0001', 'ü ✓']
    const out = execFileSync('terraform', ['console'], {
      // a console reading a pipe prints only its last answer: one expression for all
      input: `jsonencode([${strings.map(hclString).join(', ')}])\n`,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    })
    expect(JSON.parse(JSON.parse(out) as string)).toEqual(strings)
  })
})
