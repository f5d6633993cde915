import { describe, expect, it } from 'vitest'
import { BODY_STRUCTS } from './body-fields'
import { BODY_ENUMS } from './body-variants'
import { SEQ_SHAPES } from './body-walk-seq'
import { TAGGING } from './field-order'
import { at, endOf, walk } from './test-body-walk'

/**
 * Tagged enums given as JSON arrays (body-walk-seq.ts, body-walk-adjacent.ts `adjacentSeq` say
 * what was read where: serde 1.0.228 serde/src/private/de.rs `TaggedContentVisitor::visit_seq`,
 * `visit_content_seq`, `ExpectedInSeq`; serde_derive src/de/enum_adjacently.rs `visit_seq`,
 * de.rs `deserialize_seq`; serde_json 1.0.150 src/de.rs `deserialize_any`, `deserialize_struct`,
 * `end_seq`, `fix_position`). serde takes these arrays: the walk reads them as it does.
 */

describe('an internally tagged enum given as an array', () => {
  const disk = (backend: string) =>
    `{"name": "d", "description": "", "size": 1, "disk_backend": ${backend}}`

  it('reads its first element as the tag, in place at `<enum>[0]`', async () => {
    const none = disk('[ ]')
    expect(await walk('diskCreate', none)).toBe(
      at('disk_backend: missing field `type`', endOf(none, '[ ]')),
    )
    const unknown = disk('["remote"]')
    expect(await walk('diskCreate', unknown)).toBe(
      at(
        'disk_backend[0]: unknown variant `remote`, expected `local` or `distributed`',
        endOf(unknown, '"remote"'),
      ),
    )
    const number = disk('[5, 1]')
    expect(await walk('diskCreate', number)).toBe(
      at(
        'disk_backend[0]: invalid type: integer `5`, expected variant identifier',
        endOf(number, '[5'),
      ),
    )
  })

  it('reads the variant from the other elements by position, from serde’s buffer', async () => {
    expect(await walk('diskCreate', disk('["local"]'))).toBeNull()
    // a unit-like variant reads no element; the rest is `SeqDeserializer::end`'s, placed after
    // the body's `}` (the enum is its last member)
    const extra = disk('["local", 1]')
    expect(await walk('diskCreate', extra)).toBe(
      at('disk_backend: invalid length 1, expected 0 elements in sequence', extra.length),
    )
    const short = disk('["distributed"]')
    expect(await walk('diskCreate', short)).toBe(
      at(
        'disk_backend: invalid length 0, expected struct variant DiskBackend::Distributed with 1 element',
        short.length,
      ),
    )
    // an element is read as its field's type; an enum in it as from a buffer
    const inner = disk('["distributed", {"type": "image"}]')
    expect(await walk('diskCreate', inner)).toBe(
      at('disk_backend: missing field `image_id`', inner.length),
    )
  })

  it('gives a field with `#[serde(default)]` its default, and counts what it read', async () => {
    const subnet = (allocator: string) =>
      `{"name": "s", "description": "", "allocator": ${allocator}}`
    expect(await walk('externalSubnetCreate', subnet('["auto", 24]'))).toBeNull()
    expect(await walk('externalSubnetCreate', subnet('["auto"]'))).toBe(
      at(
        'allocator: invalid length 0, expected struct variant ExternalSubnetAllocator::Auto with 2 elements',
        subnet('["auto"]').length,
      ),
    )
    const text = subnet('["auto", "24"]')
    expect(await walk('externalSubnetCreate', text)).toBe(
      at('allocator: invalid type: string "24", expected u8', text.length),
    )
    const more = subnet('["auto", 24, {"type": "auto"}, 1]')
    expect(await walk('externalSubnetCreate', more)).toBe(
      at('allocator: invalid length 3, expected 2 elements in sequence', more.length),
    )
  })

  it('reads a newtype variant’s struct by position, or refuses it when it is read as a map', async () => {
    // an array item followed by more: placed after the `,` and the blank (`end_seq`)
    const attach = '{"disks": [["attach"], ["create"]]}'
    expect(await walk('instanceCreate', attach)).toBe(
      at(
        'disks[0]: invalid length 0, expected struct InstanceDiskAttach with 1 element',
        attach.indexOf('["create"]'),
      ),
    )
    // DiskCreate flattens its identity: no `visit_seq`
    const create = '{"disks": [["create"]]}'
    expect(await walk('instanceCreate', create)).toBe(
      at('disks[0]: invalid type: sequence, expected struct DiskCreate', create.length - 1),
    )
  })

  it('knows each variant’s fields as the document does', () => {
    for (const [name, [, variants]] of Object.entries(BODY_ENUMS)) {
      if (TAGGING[name]?.[1]) continue
      for (const v of variants) {
        const fields = Object.keys(BODY_STRUCTS[`${name}::${v}`]?.[0] ?? {}).sort()
        const shape = SEQ_SHAPES[`${name}::${v}`]
        if (shape?.map) continue
        expect(shape?.fields.map((f) => f.replace('=', '')).sort() ?? [], `${name}::${v}`).toEqual(
          fields,
        )
      }
    }
  })
})

describe('an adjacently tagged enum given as an array', () => {
  const rule = (target: string, rest = '') => `{"rules": [{"targets": [${target}]${rest}}]}`

  it('reads the tag, then the content in place, at `<enum>[0]` and `<enum>[1]`', async () => {
    const unknown = rule('["vpcs", "x"]')
    expect(await walk('vpcFirewallRulesUpdate', unknown)).toBe(
      at(
        'rules[0].targets[0][0]: unknown variant `vpcs`, expected one of `vpc`, `subnet`, `instance`, `ip`, `ip_net`',
        endOf(unknown, '"vpcs"'),
      ),
    )
    const value = rule('["vpc", 5]')
    expect(await walk('vpcFirewallRulesUpdate', value)).toBe(
      at('rules[0].targets[0][1]: invalid type: integer `5`, expected a string', endOf(value, '5')),
    )
    // a well-formed one is read past
    const past = rule('["vpc", "v"]', ', "name": 5')
    expect(await walk('vpcFirewallRulesUpdate', past)).toBe(
      at('rules[0].name: invalid type: integer `5`, expected a string', endOf(past, '"name": 5')),
    )
  })

  it('wants two elements, and no third', async () => {
    for (const [target, n] of [
      ['[]', 0],
      ['["vpc"]', 1],
    ] as const)
      expect(await walk('vpcFirewallRulesUpdate', rule(target))).toBe(
        at(
          `rules[0].targets[0]: invalid length ${n}, expected adjacently tagged enum VpcFirewallRuleTarget`,
          endOf(rule(target), target),
        ),
      )
    const third = rule('["vpc", "v", 1]')
    expect(await walk('vpcFirewallRulesUpdate', third)).toBe(
      at('rules[0].targets[0]: trailing characters', endOf(third, '"v", 1')),
    )
  })

  it('takes only null for a unit variant’s content', async () => {
    const proto = (p: string) => `{"rules": [{"filters": {"protocols": [${p}]}}]}`
    const expected = 'expected unit variant VpcFirewallRuleProtocol::Tcp'
    const map = proto('["tcp", { "a": 1}]')
    expect(await walk('vpcFirewallRulesUpdate', map)).toBe(
      at(`rules[0].filters.protocols[0][1]: invalid type: map, ${expected}`, endOf(map, '{ ')),
    )
    const empty = proto('["tcp", []]')
    expect(await walk('vpcFirewallRulesUpdate', empty)).toBe(
      at(
        `rules[0].filters.protocols[0][1]: invalid type: sequence, ${expected}`,
        endOf(empty, '[]'),
      ),
    )
    const text = proto('["tcp", "x"]')
    expect(await walk('vpcFirewallRulesUpdate', text)).toBe(
      at(
        `rules[0].filters.protocols[0][1]: invalid type: string "x", ${expected}`,
        endOf(text, '"x"'),
      ),
    )
  })

  it('names the Rust enum, not the document’s alias of it', async () => {
    const nic = (ip: string) =>
      `{"name": "n", "description": "", "subnet_name": "s", "vpc_name": "v", "ip_config": {"type": "v4", "value": {"ip": ${ip}}}}`
    expect(await walk('instanceNetworkInterfaceCreate', nic('["auto"]'))).toBe(
      at(
        'ip_config.value.ip: invalid length 1, expected adjacently tagged enum IpAssignment',
        endOf(nic('["auto"]'), '["auto"]'),
      ),
    )
    expect(await walk('instanceNetworkInterfaceCreate', nic('5'))).toBe(
      at(
        'ip_config.value.ip: invalid type: integer `5`, expected adjacently tagged enum IpAssignment',
        endOf(nic('5'), '"ip": 5'),
      ),
    )
  })
})
