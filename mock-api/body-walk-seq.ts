import { BODY_STRUCTS } from './body-fields'
import type { Place, Verdict } from './body-walk'
import { bufferedPlace, type Read, rustEnum, rustVariant, tagProblem } from './body-walk-tag'
import type { Span } from './json-position'

/**
 * An internally tagged enum given as a JSON array, as serde 1.0.228 reads it: serde_json's
 * `deserialize_any` calls `TaggedContentVisitor::visit_seq` (serde/src/private/de.rs), which
 * reads the first element as the tag, in place (`seq.next_element()`: serde_path_to_error names
 * it `<enum>[0]`; body-walk-tag.ts `tagProblem`), or, for none, `missing field \`type\``, which
 * serde_json places after the `]` (`end_seq` runs before `fix_position`). The other elements
 * are buffered (`Content::Seq`) and the variant read from them (`ContentDeserializer`'s
 * `visit_content_seq`): a struct variant's visitor (serde_derive src/de/struct_.rs `visit_seq`,
 * de.rs `deserialize_seq`) takes its fields by position in declaration order; a field the
 * elements do not reach is its `#[serde(default)]` or `invalid length <its index>, expected
 * struct variant E::V with N elements`; elements past them are `invalid length <all>, expected
 * <read> elements in sequence` (`SeqDeserializer::end`, `ExpectedInSeq`). A unit variant
 * (`InternallyTaggedUnitVisitor::visit_seq`) reads none. A newtype variant reads its struct so
 * (`struct X with N elements`), but one with a flattened part is read as a map only:
 * `invalid type: sequence, expected struct X`. These come from the buffer: the enum's path,
 * placed in its container's frame, as the map form's variant (body-walk-enums.ts).
 *
 * Inside a buffer (the fields of another internally tagged variant), the same: the derive's
 * `deserialize_any` on `ContentDeserializer` gives a `Content::Seq` to `visit_seq` through
 * `visit_content_seq`, whose `SeqDeserializer::end` finds every element taken (de.rs); the
 * errors, the tag's too, are the outer enum's (its path, its container's frame). Its tag is
 * read by `deserialize_identifier`, which takes an integer as a variant index: not judged.
 */

/**
 * The variants with fields, in omicron's declaration order at 3ed2b88b12 (`=`: the field has
 * `#[serde(default)]`), or the struct a newtype variant wraps: floating_ip_allocator_update/
 * floating_ip.rs `AddressAllocator`; read_only_disks_nullable/disk.rs `DiskBackend`,
 * `DiskSource`; pool_selection_enums/instance.rs `ExternalIpCreate`, ip_pool.rs `PoolSelector`;
 * rename_prefix_len/external_subnet.rs `ExternalSubnetAllocator`; initial/identity_provider.rs
 * `IdpMetadataSource`, image.rs `ImageSource`, instance.rs `InstanceDiskAttach`, networking.rs
 * `SwitchInterfaceKind`, `SwitchVlanInterface`; external_jumbo_frames/instance.rs
 * `InstanceDiskAttachment` (all under nexus/types/versions/src/); sled-agent/types/versions/src/
 * stronger_bgp_unnumbered_types/early_networking.rs `RouterPeerType`. body-walk-enums.spec.ts
 * holds the names to the document's.
 */
type Shape = { fields: readonly string[]; wraps?: string; map?: true }
export const SEQ_SHAPES: { readonly [variant: string]: Shape } = {
  'AddressAllocator::explicit': { fields: ['ip'] },
  'AddressAllocator::auto': { fields: ['pool_selector='] },
  'DiskBackend::distributed': { fields: ['disk_source'] },
  'DiskSource::blank': { fields: ['block_size'] },
  'DiskSource::snapshot': { fields: ['snapshot_id', 'read_only='] },
  'DiskSource::image': { fields: ['image_id', 'read_only='] },
  'DiskSource::importing_blocks': { fields: ['block_size'] },
  'ExternalIpCreate::ephemeral': { fields: ['pool_selector='] },
  'ExternalIpCreate::floating': { fields: ['floating_ip'] },
  'ExternalSubnetAllocator::explicit': { fields: ['subnet'] },
  'ExternalSubnetAllocator::auto': { fields: ['prefix_length', 'pool_selector='] },
  'IdpMetadataSource::url': { fields: ['url'] },
  'IdpMetadataSource::base64_encoded_xml': { fields: ['data'] },
  'ImageSource::snapshot': { fields: ['id'] },
  'InstanceDiskAttachment::create': { fields: [], wraps: 'DiskCreate', map: true },
  'InstanceDiskAttachment::attach': { fields: ['name'], wraps: 'InstanceDiskAttach' },
  'PoolSelector::explicit': { fields: ['pool'] },
  'PoolSelector::auto': { fields: ['ip_version='] },
  'RouterPeerType::unnumbered': { fields: ['router_lifetime'] },
  'RouterPeerType::numbered': { fields: ['ip'] },
  'SwitchInterfaceKind::vlan': { fields: ['vid'], wraps: 'SwitchVlanInterface' },
}

const elements = (n: number) => `${n} element${n === 1 ? '' : 's'}`

export function internalSeq(
  name: string,
  [tag, variants]: readonly [string, readonly string[]],
  v: readonly unknown[],
  span: Span,
  path: string,
  place: Place,
  read: Read,
): Verdict {
  // in a buffer (`ContentDeserializer::deserialize_identifier`) an integer is a variant index
  if (place.buffered && v.length > 0 && typeof v[0] !== 'string') return 'unsure'
  const tagSpan = span.children?.get('0')
  if (!tagSpan) return place.at(path, `missing field \`${tag}\``, span.end)
  const wrong = tagProblem(v[0], tagSpan, `${path}[0]`, variants, place)
  if (wrong) return wrong
  const variant = `${name}::${String(v[0])}`
  const fields = BODY_STRUCTS[variant]?.[0] ?? {}
  const shape = SEQ_SHAPES[variant] ?? { fields: [] }
  // a variant with fields this table does not know: not judged
  if (Object.keys(fields).length > 0 && shape.fields.length + (shape.map ? 1 : 0) === 0)
    return 'unsure'
  const inner = place.buffered ? place : bufferedPlace(path, span.settle ?? span.end, place)
  const fail = (reason: string) => inner.at(path, reason, span.end)
  const expecting = shape.wraps
    ? `struct ${shape.wraps}`
    : `struct variant ${rustEnum(name)}::${rustVariant(String(v[0]))}`
  if (shape.map) return fail(`invalid type: sequence, expected ${expecting}`)
  const rest = v.length - 1
  for (const [i, f] of shape.fields.entries()) {
    const child = span.children?.get(String(i + 1))
    if (!child) {
      if (f.endsWith('=')) continue
      return fail(
        `invalid length ${i}, expected ${expecting} with ${elements(shape.fields.length)}`,
      )
    }
    const code = fields[f.replace('=', '')]
    if (code === undefined) return 'unsure'
    const verdict = read.field(code.replace(/^!/, ''), v[i + 1], child, path, inner)
    if (verdict) return verdict
  }
  if (rest <= shape.fields.length) return undefined
  return fail(`invalid length ${rest}, expected ${elements(shape.fields.length)} in sequence`)
}
