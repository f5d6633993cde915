import { describe, expect, it } from 'vitest'
import { BODY_STRUCTS } from './body-fields'
import { BODY_SCHEMAS } from './body-schemas'
import { BODY_ENUMS } from './body-variants'
import { FIELD_ORDER, TAGGING } from './field-order'
import { derivedBodyFields } from './openapi/body-fields-derive'
import { requiredOwnFields } from './openapi/field-order-derive'
import { at, walk } from './test-body-walk'

/**
 * Fields of the wrong JSON type inside an object body, as dropshot answers them (`unable to
 * parse JSON body: ` and serde_path_to_error's path, dropshot/src/extractor/body.rs) in
 * serde_json's words and place: `invalid type: integer \`5\`, expected a string at line 1
 * column 10` (serde_json src/error.rs `JsonUnexpected` and its `Display`: "{} at line {} column
 * {}"; src/de.rs `peek_invalid_type`, `fix_position`: after a scalar, at a peeked `[` / `{`).
 * A flattened identity (omicron common/src/api/external/mod.rs `IdentityMetadataCreateParams`,
 * flattened first in every create body) is read from serde's buffer after the `}`.
 */

describe('a field of the wrong type', () => {
  it('is named with its path, after the value, where the field is the struct’s own', async () => {
    expect(await walk('vpcFirewallRulesUpdate', '{"rules": [{"name": 5}]}')).toBe(
      at('rules[0].name: invalid type: integer `5`, expected a string', 21),
    )
    expect(await walk('vpcFirewallRulesUpdate', '{"rules": "all"}')).toBe(
      at('rules: invalid type: string "all", expected a sequence', 15),
    )
    // a string where a struct is expected, inside the body
    expect(await walk('vpcFirewallRulesUpdate', '{"rules": [{"filters": "x"}]}')).toBe(
      at('rules[0].filters: invalid type: string "x", expected struct VpcFirewallRuleFilter', 26),
    )
    expect(await walk('instanceCreate', '{"ncpus": "2"}')).toBe(
      at('ncpus: invalid type: string "2", expected u16', 13),
    )
    expect(await walk('instanceCreate', '{"start": 1}')).toBe(
      at('start: invalid type: integer `1`, expected a boolean', 11),
    )
  })

  it('is placed at a `[` or `{` serde only peeked at', async () => {
    expect(await walk('vpcFirewallRulesUpdate', '{"rules": [{"name": {"a": 1}}]}')).toBe(
      at('rules[0].name: invalid type: map, expected a string', 20),
    )
    expect(await walk('vpcFirewallRulesUpdate', '{"rules": [{"priority": [1]}]}')).toBe(
      at('rules[0].priority: invalid type: sequence, expected u16', 24),
    )
  })

  it('in a flattened name or description names no field and comes after the `}`', async () => {
    expect(await walk('projectCreate', '{"name": 5, "description": ""}')).toBe(
      at('invalid type: integer `5`, expected a string', 30),
    )
    expect(await walk('projectCreate', '{"name": null, "description": ""}')).toBe(
      at('invalid type: null, expected a string', 33),
    )
    expect(await walk('projectCreate', '{"name": "p", "description": ["x"]}')).toBe(
      at('invalid type: sequence, expected a string', 35),
    )
    // the struct's own fields come first, as the text has them
    expect(await walk('instanceCreate', '{"name": 5, "ncpus": -1}')).toBe(
      at('ncpus: invalid value: integer `-1`, expected u16', 23),
    )
    // an update's name may be null
    expect(await walk('projectUpdate', '{"name": null, "description": 3}')).toBe(
      at('invalid type: integer `3`, expected a string', 32),
    )
  })

  it('includes the values the types refuse: a name, a variant, a UUID, a missing field', async () => {
    expect(await walk('projectCreate', '{"name": "My-project", "description": ""}')).toBe(
      at('name must begin with an ASCII lowercase character', 41),
    )
    expect(await walk('vpcFirewallRulesUpdate', '{"rules": [{"action": "maybe"}]}')).toBe(
      at('rules[0].action: unknown variant `maybe`, expected `allow` or `deny`', 29),
    )
    expect(await walk('probeCreate', '{"sled": "x1"}')).toBe(
      at('sled: UUID parsing failed: invalid character: found `x` at 1', 13),
    )
    expect(await walk('probeCreate', '{"sled": 1}')).toBe(
      at('sled: invalid type: integer `1`, expected a formatted UUID string', 10),
    )
    expect(await walk('projectCreate', '{"description": ""}')).toBe(at('missing field `name`', 19))
    expect(await walk('instanceDiskAttach', '{}')).toBe(at('missing field `disk`', 2))
  })

  it('reads oxnet’s networks as oxnet does: no `/`, the prefix, the address, its range', async () => {
    // oxnet src/ipnet.rs `FromStr` (prefix before address; oxnet-text.ts), std's ParseIntError and
    // AddrParseError texts, through `custom`: placed by the enclosing frame, after the `}`
    const vpc = (prefix: string) =>
      `{"name": "v", "description": "", "dns_name": "v", "ipv6_prefix": ${prefix}}`
    const atEnd = (detail: string, text: string) => at(detail, text.length)
    const cases: [prefix: string, reason: string][] = [
      ['"zz"', "missing '/' character"],
      ['"fd00::/x"', 'invalid digit found in string'],
      ['"fd00::/"', 'cannot parse integer from empty string'],
      ['"fd00::/300"', 'number too large to fit in target type'],
      ['"zz/48"', 'invalid IPv6 address syntax'],
      ['"10.0.0.0/8"', 'invalid IPv6 address syntax'],
      ['"fd00::/129"', 'invalid prefix value: invalid network prefix 129'],
    ]
    for (const [prefix, reason] of cases)
      expect(await walk('vpcCreate', vpc(prefix))).toBe(
        atEnd(`ipv6_prefix: ${reason}`, vpc(prefix)),
      )
    expect(await walk('vpcCreate', vpc('"fd00::/48"'))).toBeNull()
    // std's addresses: an IPv4 tail in IPv6, no leading zero in an IPv4 octet
    expect(await walk('vpcCreate', vpc('"::ffff:10.0.0.0/48"'))).toBeNull()
    const zero = '{"name": "s", "description": "", "ipv4_block": "010.0.0.0/8"}'
    expect(await walk('vpcSubnetCreate', zero)).toBe(
      atEnd('ipv4_block: invalid IPv4 address syntax', zero),
    )
    // not a string: String's own error, after the value
    expect(await walk('vpcCreate', vpc('5'))).toBe(
      at('ipv6_prefix: invalid type: integer `5`, expected a string', vpc('5').length - 1),
    )
    const subnet = '{"name": "s", "description": "", "ipv4_block": "10.0.0.0/33"}'
    expect(await walk('vpcSubnetCreate', subnet)).toBe(
      atEnd('ipv4_block: invalid prefix value: invalid network prefix 33', subnet),
    )
  })

  it('an `IpNet` neither variant reads is the untagged enum’s one text', async () => {
    const rule = (value: string) =>
      `{"rules": [{"name": "r", "description": "", "status": "enabled", "direction": "inbound", "action": "allow", "priority": 1, "targets": [], "filters": {"hosts": [{"type": "ip_net", "value": ${value}}]}}]}`
    const text = rule('"nope"')
    const found = await walk('vpcFirewallRulesUpdate', text)
    expect(found).toMatch(
      /^unable to parse JSON body: rules\[0\]\.filters\.hosts\[0\]\.value: data did not match any variant of untagged enum IpNet at line 1 column \d+$/,
    )
    expect(await walk('vpcFirewallRulesUpdate', rule('"10.0.0.0/8"'))).toBeNull()
    expect(await walk('vpcFirewallRulesUpdate', rule('"fd00::/64"'))).toBeNull()
  })

  it('places what a `try_from` refuses (a name) where the enclosing frame stands', async () => {
    // Name (like ByteCount) checks after serde_json returned the value: no place until the
    // object's `fix_position`, after its `end_map` ate the blanks and a `}` (a `,` stays unread)
    const nic = (vpc: string, rest: string) =>
      `{"name": "n", "description": "", "subnet_name": "s", "vpc_name": ${vpc}${rest}`
    expect(await walk('instanceNetworkInterfaceCreate', nic('"Bad" ', ', "ip": null}'))).toBe(
      at('vpc_name: name must begin with an ASCII lowercase character', 71),
    )
    expect(await walk('instanceNetworkInterfaceCreate', nic('"Bad"  ', '}'))).toBe(
      at('vpc_name: name must begin with an ASCII lowercase character', 73),
    )
    // a UUID's error comes from its visitor, inside serde_json's own frame: after the string
    expect(await walk('probeCreate', '{"sled": "x1" }')).toBe(
      at('sled: UUID parsing failed: invalid character: found `x` at 1', 13),
    )
  })

  it('leaves the body to the handler where a type it does not judge comes first', async () => {
    // `user_data` (base64 bytes) is not judged: serde might refuse it before it reaches `ncpus`
    expect(await walk('instanceCreate', '{"user_data": "x", "ncpus": "2"}')).toBeNull()
    // a well-typed body: nothing to say
    expect(await walk('projectCreate', '{"name": "p", "description": ""}')).toBeNull()
  })
})

describe('a body that lacks several fields or repeats one', () => {
  it('names the first missing field in omicron’s declaration order, not the document’s', async () => {
    // nexus/types/versions/src/instance_cpu_type_turin_v2/instance.rs: ncpus, memory, hostname
    expect(await walk('instanceCreate', '{"name": "i", "description": ""}')).toBe(
      at('missing field `ncpus`', 32),
    )
    expect(await walk('instanceCreate', '{"name": "i", "description": "", "ncpus": 1}')).toBe(
      at('missing field `memory`', 44),
    )
    // a nested struct: initial/silo.rs `SiloQuotasCreate` declares cpus, memory, storage
    expect(await walk('siloQuotasUpdate', '{}')).toBeNull()
    const silo = '{"name": "s", "description": "", "discoverable": true, "quotas": {"storage": 1}, '
    expect(await walk('siloCreate', `${silo}"identity_mode": "local_only"}`)).toBe(
      at('quotas: missing field `cpus`', 79),
    )
    // the identity's missing name comes before the struct's own (it is declared first)
    expect(await walk('instanceCreate', '{"description": ""}')).toBe(at('missing field `name`', 19))
  })

  it('refuses a field given twice at its second key, after the first one’s value is read', async () => {
    // serde's derived visitor: `duplicate_field`; serde_json places it after the key and blanks
    expect(await walk('currentUserSshKeyCreate', '{"public_key": "a", "public_key" : "b"}')).toBe(
      at('duplicate field `public_key`', 33),
    )
    // the first value is the one read: its error comes first
    expect(await walk('instanceCreate', '{"ncpus": -1, "ncpus": 2}')).toBe(
      at('ncpus: invalid value: integer `-1`, expected u16', 12),
    )
    // a field before the repeat is read first; one after it is not
    expect(await walk('instanceCreate', '{"start": 1, "ncpus": 1, "ncpus": 2}')).toBe(
      at('start: invalid type: integer `1`, expected a boolean', 11),
    )
    expect(await walk('instanceCreate', '{"ncpus": 1, "ncpus": 2, "start": 1}')).toBe(
      at('duplicate field `ncpus`', 20),
    )
    // a nested struct names its path
    expect(await walk('vpcFirewallRulesUpdate', '{"rules": [{"name": "a", "name": "b"}]}')).toBe(
      at('rules[0]: duplicate field `name`', 31),
    )
    // the flattened identity's fields are read from serde's buffer, after the `}`
    expect(await walk('projectCreate', '{"name": "a", "name": "b", "description": ""}')).toBe(
      at('duplicate field `name`', 45),
    )
    // a key the struct does not know may repeat
    const key = '"name": "k", "description": "", "public_key": "a"'
    expect(await walk('currentUserSshKeyCreate', `{"x": 1, "x": 2, ${key}}`)).toBeNull()
  })
})

describe('the table of body fields', () => {
  it('is what the OpenAPI document gives (npx tsx mock-api/openapi/body-fields-derive.ts)', () => {
    const { structs, enums, bodies } = derivedBodyFields()
    expect(BODY_STRUCTS).toEqual(structs)
    expect(BODY_ENUMS).toEqual(enums)
    expect(BODY_SCHEMAS).toEqual(bodies)
  })

  it('knows how each tagged enum is tagged, from omicron’s serde attributes', () => {
    // field-order-derive.ts checks each tag and variant list against the Rust source
    expect(Object.keys(TAGGING).sort()).toEqual(Object.keys(BODY_ENUMS).sort())
    for (const [name, [tag]] of Object.entries(BODY_ENUMS)) expect(TAGGING[name]?.[0]).toBe(tag)
  })

  it('orders the required fields of every struct with several, and only those', () => {
    // OMICRON=<git dir> npx tsx mock-api/openapi/field-order-derive.ts reads omicron's source
    const required = requiredOwnFields()
    expect(Object.keys(FIELD_ORDER).sort()).toEqual(Object.keys(required).sort())
    for (const [name, order] of Object.entries(FIELD_ORDER))
      expect([...order].sort(), name).toEqual([...(required[name] ?? [])].sort())
  })
})
