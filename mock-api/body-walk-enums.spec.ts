import { describe, expect, it } from 'vitest'
import { at, walk } from './test-body-walk'

/**
 * serde's errors inside internally tagged enums of a request body (body-walk-enums.ts says what
 * was read where: serde 1.0.228 serde_derive src/de/enum_internally.rs,
 * serde/src/private/de.rs `TaggedContentVisitor`, `ContentDeserializer`; serde_json src/de.rs
 * `end_map`, `end_seq`, `fix_position`). The enums and their variants' fields are omicron's at
 * 3ed2b88b12: nexus/types/versions/src/read_only_disks_nullable/disk.rs `DiskBackend`,
 * `DiskSource`; initial/image.rs `ImageSource`; external_jumbo_frames/instance.rs
 * `InstanceDiskAttachment` (`Create(DiskCreate)`). Adjacently tagged ones:
 * body-walk-adjacent.spec.ts; either given as an array: body-walk-seq.spec.ts.
 */

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

  it('an internally tagged unit variant skips the fields beside its tag', async () => {
    // `InternallyTaggedUnitVisitor::visit_map` reads them as `IgnoredAny`; `Local {}` too
    const text = '{"disk_backend": {"type": "local", "disk_source": 5}, "size": "big"}'
    expect(await walk('diskCreate', text)).toBe(
      at('size: invalid type: string "big", expected u64', text.length - 1),
    )
  })
})
