import { describe, expect, it } from 'vitest'
import { at, walk } from './test-body-walk'

/**
 * serde's errors inside adjacently tagged enums given as objects (body-walk-adjacent.ts says
 * what was read where: serde 1.0.228 serde_derive src/de/enum_adjacently.rs `visit_map`,
 * serde/src/private/de.rs `AdjacentlyTaggedEnumVariantSeed`, `UntaggedUnitVisitor`,
 * `missing_field`, `ContentDeserializer`; serde_json 1.0.150 src/de.rs `deserialize_enum`,
 * `deserialize_any`, `end_map`, `fix_position`). The enums are omicron's at 3ed2b88b12:
 * common/src/api/external/mod.rs `VpcFirewallRuleTarget`, `VpcFirewallRuleProtocol`,
 * `RouteTarget` (`tag = "type", content = "value"`).
 */

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
    // a map is read as an externally tagged unit variant (body-walk-tag-map.spec.ts)
    expect(await walk('vpcFirewallRulesUpdate', rule('{"type": {"vpc": null}}'))).toBe(
      at('rules[0].targets[0]: missing field `value`', rule('{"type": {"vpc": null}}').length - 4),
    )
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
