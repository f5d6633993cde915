import { describe, expect, it } from 'vitest'
import { bodyTypeProblem } from './body-walk'
import { bodyErrorAt } from './handlers/body'
import type { Op } from './routes'

/**
 * serde's errors inside tagged enums of a request body (body-walk-enums.ts says what was read
 * where: serde 1.0.228 serde_derive src/de/enum_internally.rs, enum_adjacently.rs,
 * serde/src/private/de.rs `TaggedContentVisitor`, `ContentDeserializer`; serde_json src/de.rs
 * `end_map`, `end_seq`, `fix_position`). The enums and their variants' fields are omicron's at
 * 3ed2b88b12: nexus/types/versions/src/read_only_disks_nullable/disk.rs `DiskBackend`,
 * `DiskSource`; initial/image.rs `ImageSource`; external_jumbo_frames/instance.rs
 * `InstanceDiskAttachment` (`Create(DiskCreate)`); common/src/api/external/mod.rs
 * `VpcFirewallRuleTarget`, `VpcFirewallRuleProtocol` (`tag = "type", content = "value"`).
 */

async function walk(op: Op, text: string) {
  const found = bodyTypeProblem(op, JSON.parse(text), text)
  if (!found) return null
  const body = await bodyErrorAt(found.detail, found.at).json()
  return body.message as string
}

const at = (detail: string, column: number) =>
  `unable to parse JSON body: ${detail} at line 1 column ${column}`

const UUID = '"0f8fad5b-d9cb-469f-a165-70867728950e"'

describe('an internally tagged enum (`#[serde(tag = "type")]`)', () => {
  it('reads its tag in place: a wrong one is named at `<enum>.type`, after it', async () => {
    expect(await walk('diskCreate', '{"disk_backend": {"type": "remote"}}')).toBe(
      at('disk_backend.type: unknown variant `remote`, expected `local` or `distributed`', 34),
    )
    expect(await walk('diskCreate', '{"disk_backend": {"type": 5}}')).toBe(
      at('disk_backend.type: invalid type: integer `5`, expected variant identifier', 27),
    )
  })

  it('refuses a missing or repeated tag at the enum’s path', async () => {
    // after the enum's `}`, where `TaggedContentVisitor::visit_map` returned
    expect(await walk('diskCreate', '{"disk_backend": {"disk_source": {}}}')).toBe(
      at('disk_backend: missing field `type`', 36),
    )
    // at the second key, before its value is read
    expect(await walk('diskCreate', '{"disk_backend": {"type": "local", "type": "local"}}')).toBe(
      at('disk_backend: duplicate field `type`', 41),
    )
  })

  it('refuses a variant field given twice, from the buffer: the enum’s path, its frame’s place', async () => {
    // ImageSource::Snapshot { id }; the enum is the body's last member: after the body's `}`
    const twice = `{"os": "o", "source": {"type": "snapshot", "id": ${UUID}, "id": ${UUID}}}`
    expect(await walk('imageCreate', twice)).toBe(at('source: duplicate field `id`', twice.length))
    // a member follows: serde_json's `end_map` stops at the `,` and leaves it unread
    const first = `{"source": {"type": "snapshot", "id": ${UUID}, "id": ${UUID}}, "os": "o"}`
    expect(await walk('imageCreate', first)).toBe(
      at('source: duplicate field `id`', first.indexOf('}, "os"') + 1),
    )
  })

  it('names the first missing variant field in omicron’s order, its identity first', async () => {
    // InstanceDiskAttachment::Create(DiskCreate): identity (name, description), disk_backend,
    // size; the enum is an array's last item: placed after the `]` (`end_seq`)
    const disk = (fields: string) => `{"disks": [{"type": "create"${fields}}]}`
    const text = disk(', "size": 1')
    expect(await walk('instanceCreate', text)).toBe(
      at('disks[0]: missing field `name`', text.length - 1),
    )
    const named = disk(', "name": "d", "description": ""')
    expect(await walk('instanceCreate', named)).toBe(
      at('disks[0]: missing field `disk_backend`', named.length - 1),
    )
  })

  it('judges a variant field’s type from the buffer; an enum inside it names the outer path', async () => {
    const size = '{"disks": [{"type": "create", "size": "big"}, {"type": "attach"}]}'
    // an array item followed by more: `end_seq` ate the `,` and the blank after it
    expect(await walk('instanceCreate', size)).toBe(
      at('disks[0]: invalid type: string "big", expected u64', size.indexOf('{"type": "attach"')),
    )
    const inner = '{"disk_backend": {"type": "distributed", "disk_source": {"type": "nope"}}}'
    expect(await walk('diskCreate', inner)).toBe(
      at(
        'disk_backend: unknown variant `nope`, expected one of `blank`, `snapshot`, `image`, `importing_blocks`',
        inner.length,
      ),
    )
  })

  it('leaves what it does not judge to the handler', async () => {
    // a tag in a buffer that is no string (ContentDeserializer takes an integer as an index)
    const inner = '{"disk_backend": {"type": "distributed", "disk_source": {"type": 0}}}'
    expect(await walk('diskCreate', inner)).toBeNull()
  })
})

describe('an adjacently tagged enum (`tag = "type", content = "value"`)', () => {
  const rule = (target: string) => `{"rules": [{"targets": [${target}]}]}`

  it('reads the tag, then the content in place at `<enum>.value`', async () => {
    expect(await walk('vpcFirewallRulesUpdate', rule('{"type": "vpcs", "value": "x"}'))).toBe(
      at(
        'rules[0].targets[0].type: unknown variant `vpcs`, expected one of `vpc`, `subnet`, `instance`, `ip`, `ip_net`',
        39,
      ),
    )
    expect(await walk('vpcFirewallRulesUpdate', rule('{"type": "vpc", "value": 5}'))).toBe(
      at('rules[0].targets[0].value: invalid type: integer `5`, expected a string', 50),
    )
    expect(await walk('vpcFirewallRulesUpdate', rule('{"type": "vpc"}'))).toBe(
      at('rules[0].targets[0]: missing field `value`', 39),
    )
  })

  it('refuses a tag or content given twice', async () => {
    const twice = rule('{"type": "vpc", "value": "v", "type": "subnet"}')
    expect(await walk('vpcFirewallRulesUpdate', twice)).toBe(
      at('rules[0].targets[0]: duplicate field `type`', twice.indexOf(': "subnet"')),
    )
    const tag = rule('{"type": "vpc", "type": "subnet", "value": "v"}')
    expect(await walk('vpcFirewallRulesUpdate', tag)).toBe(
      at('rules[0].targets[0]: duplicate field `type`', tag.indexOf(': "subnet"')),
    )
  })

  it('reads on past a well-formed enum', async () => {
    const tcp = '{"rules": [{"filters": {"protocols": [{"type": "tcp"}]}, "name": 5}]}'
    expect(await walk('vpcFirewallRulesUpdate', tcp)).toBe(
      at('rules[0].name: invalid type: integer `5`, expected a string', 66),
    )
  })

  it('reads content before the tag from a buffer, once the tag is read in place', async () => {
    const path = 'rules[0].targets[0]'
    const unknown = rule('{"value": "x", "type": "vpcs"}')
    expect(await walk('vpcFirewallRulesUpdate', unknown)).toBe(
      at(
        `${path}.type: unknown variant \`vpcs\`, expected one of \`vpc\`, \`subnet\`, \`instance\`, \`ip\`, \`ip_net\``,
        unknown.indexOf('"vpcs"') + 6,
      ),
    )
    // the enum's path, where `end_map` stopped after the tag: past a `}`, before a `,`
    const last = rule('{"value": 5, "type": "vpc" }')
    expect(await walk('vpcFirewallRulesUpdate', last)).toBe(
      at(`${path}: invalid type: integer \`5\`, expected a string`, last.indexOf('}]') + 1),
    )
    const more = rule('{"value": "Bad", "type": "vpc" , "x": 1}')
    expect(await walk('vpcFirewallRulesUpdate', more)).toBe(
      at(`${path}: name must begin with an ASCII lowercase character`, more.indexOf(', "x"')),
    )
    const unit = '{"rules": [{"filters": {"protocols": [{"value": {"a": 1}, "type": "tcp"}]}}]}'
    expect(await walk('vpcFirewallRulesUpdate', unit)).toBe(
      at(
        'rules[0].filters.protocols[0]: invalid type: map, expected unit variant VpcFirewallRuleProtocol::Tcp',
        unit.indexOf('}]') + 1,
      ),
    )
  })

  it('takes only null as a unit variant’s content (`UntaggedUnitVisitor`), in place', async () => {
    const proto = (p: string, rest = '') => `{"rules": [{"filters": {"protocols": [${p}]}${rest}}]}`
    const path = 'rules[0].filters.protocols[0].value'
    const tcp = 'expected unit variant VpcFirewallRuleProtocol::Tcp'
    // a map: after its `{` and the blanks (its `end_map` ran first, and stopped at the key)
    const map = proto('{"type": "tcp", "value": { "a": 1}}')
    expect(await walk('vpcFirewallRulesUpdate', map)).toBe(
      at(`${path}: invalid type: map, ${tcp}`, map.indexOf('{ "a"') + 2),
    )
    const float = proto('{"type": "tcp", "value": 1.5, "type": "udp"}')
    expect(await walk('vpcFirewallRulesUpdate', float)).toBe(
      at(`${path}: invalid type: floating point \`1.5\`, ${tcp}`, float.indexOf('1.5') + 3),
    )
    const route =
      '{"name": "r", "description": "", "destination": {"type": "vpc", "value": "v"}, "target": {"type": "drop", "value": "x"}}'
    expect(await walk('vpcRouterRouteCreate', route)).toBe(
      at(
        'target.value: invalid type: string "x", expected unit variant RouteTarget::Drop',
        route.indexOf('"x"') + 3,
      ),
    )
    // null is the unit; read on past it
    const unit = proto('{"type": "tcp", "value": null}', ', "name": 5')
    expect(await walk('vpcFirewallRulesUpdate', unit)).toBe(
      at('rules[0].name: invalid type: integer `5`, expected a string', unit.indexOf(': 5') + 3),
    )
  })

  it('takes no content for a unit variant or a newtype of an `Option` (`missing_field`: None)', async () => {
    const proto = (p: string) => `{"rules": [{"filters": {"protocols": [${p}]}, "name": 5}]}`
    for (const p of ['{"type": "tcp"}', '{"type": "icmp"}'])
      expect(await walk('vpcFirewallRulesUpdate', proto(p))).toBe(
        at('rules[0].name: invalid type: integer `5`, expected a string', proto(p).length - 3),
      )
  })

  it('an internally tagged unit variant skips the fields beside its tag', async () => {
    // `InternallyTaggedUnitVisitor::visit_map` reads them as `IgnoredAny`; `Local {}` too
    const text = '{"disk_backend": {"type": "local", "disk_source": 5}, "size": "big"}'
    expect(await walk('diskCreate', text)).toBe(
      at('size: invalid type: string "big", expected u64', text.length - 1),
    )
  })

  it('refuses a tag that is no string where serde_json peeked at it: `expected value`', async () => {
    // `deserialize_enum` takes a string or a map; its `peek_error` is past the value's first byte
    for (const tag of ['5', 'null', '["vpc"]']) {
      const text = rule(`{"value": "x", "type": ${tag}}`)
      expect(await walk('vpcFirewallRulesUpdate', text)).toBe(
        at('rules[0].targets[0].type: expected value', text.indexOf(`: ${tag}`) + 3),
      )
    }
    const first = rule('{"type": true, "value": "x"}')
    expect(await walk('vpcFirewallRulesUpdate', first)).toBe(
      at('rules[0].targets[0].type: expected value', first.indexOf('true') + 1),
    )
    // a map is read as an externally tagged variant: not judged
    expect(await walk('vpcFirewallRulesUpdate', rule('{"type": {"vpc": null}}'))).toBeNull()
  })

  it('refuses content with no tag, or given twice', async () => {
    const path = 'rules[0].targets[0]'
    const none = rule('{"value": "x"}')
    expect(await walk('vpcFirewallRulesUpdate', none)).toBe(
      at(`${path}: missing field \`type\``, none.indexOf('}]') + 1),
    )
    for (const target of [
      '{"value": "x", "value": "y", "type": "vpc"}',
      '{"value": "x", "type": "vpc", "value": "y"}',
    ])
      expect(await walk('vpcFirewallRulesUpdate', rule(target))).toBe(
        at(`${path}: duplicate field \`value\``, rule(target).indexOf(': "y"')),
      )
  })
})
