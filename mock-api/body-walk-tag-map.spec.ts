import { describe, expect, it } from 'vitest'
import { at, endOf, walk } from './test-body-walk'

/**
 * An adjacently tagged enum's tag given as a map, `{"vpc": null}` (body-walk-adjacent.ts
 * `mapTag`): serde 1.0.228 reads the tag with `AdjacentlyTaggedEnumVariantSeed`
 * (serde/src/private/de.rs), whose `deserialize_enum` serde_json 1.0.150 (src/de.rs) takes as
 * an externally tagged unit variant: one string key (`VariantAccess::variant_seed`), then a
 * null (`unit_variant`: `()`, "unit"), then the `}`. serde_path_to_error 0.1.20 (src/de.rs
 * `WrapVariant::unit_variant`) names the unit's errors `<tag>.<variant>`.
 */

const rule = (target: string) => `{"rules": [{"targets": [${target}], "name": 5}]}`
const PATH = 'rules[0].targets[0]'
const expectWalk = async (text: string, detail: string, offset: number) =>
  expect(await walk('vpcFirewallRulesUpdate', text)).toBe(at(detail, offset))

describe('an adjacently tagged enum’s tag given as a map', () => {
  it('names its variant by its one key with a null; the content is read as for a string', async () => {
    for (const target of [
      '{"type": {"vpc": null}, "value": "x"}',
      '{"value": "x", "type": { "vpc" : null }}',
    ]) {
      const text = rule(target)
      await expectWalk(
        text,
        'rules[0].name: invalid type: integer `5`, expected a string',
        text.length - 3,
      )
    }
    const content = rule('{"type": {"vpc": null}, "value": 5}')
    await expectWalk(
      content,
      `${PATH}.value: invalid type: integer \`5\`, expected a string`,
      endOf(content, '"value": 5'),
    )
  })

  it('refuses an unknown variant after the key', async () => {
    const text = rule('{"type": {"vpcs": null}, "value": "x"}')
    await expectWalk(
      text,
      `${PATH}.type: unknown variant \`vpcs\`, expected one of \`vpc\`, \`subnet\`, \`instance\`, \`ip\`, \`ip_net\``,
      endOf(text, '{"vpcs"'),
    )
  })

  it('takes only null as the variant’s value, named `<tag>.<variant>`', async () => {
    const number = rule('{"type": {"vpc": 5}, "value": "x"}')
    await expectWalk(
      number,
      `${PATH}.type.vpc: invalid type: integer \`5\`, expected unit`,
      endOf(number, '"vpc": 5'),
    )
    const map = rule('{"type": {"vpc": {}}, "value": "x"}')
    await expectWalk(map, `${PATH}.type.vpc: invalid type: map, expected unit`, map.indexOf('{}}'))
  })

  it('wants one key: none is a peek at the `}`, a second an error at its `,`', async () => {
    const none = rule('{"type": { }, "value": "x"}')
    await expectWalk(none, `${PATH}.type: expected value`, endOf(none, '{ }'))
    for (const tag of ['{"vpc": null , "subnet": null}', '{"vpc": null , "vpc": null}']) {
      const text = rule(`{"type": ${tag}, "value": "x"}`)
      await expectWalk(text, `${PATH}.type: expected value`, text.indexOf(', "'))
    }
  })
})
