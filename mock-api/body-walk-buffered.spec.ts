import { describe, expect, it } from 'vitest'
import { at, walk } from './test-body-walk'

/**
 * An internally tagged enum given as an array inside serde's buffer (the fields of another
 * internally tagged variant): serde 1.0.228 reads it from `ContentDeserializer`, whose
 * `deserialize_any` gives a `Content::Seq` to `TaggedContentVisitor::visit_seq` through
 * `visit_content_seq` (serde/src/private/de.rs), so as in place (body-walk-seq.ts), but named
 * by the outer enum's path and placed in its container's frame.
 */

const ID = '"0c9d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f"'
const disk = (backend: string) =>
  `{"name": "d", "description": "", "size": 1, "disk_backend": ${backend}}`

describe('an internally tagged enum given as an array inside a buffer', () => {
  it('is read as in place, its errors the outer enum’s', async () => {
    for (const backend of [
      (source: string) => `{"type": "distributed", "disk_source": ${source}}`,
      (source: string) => `["distributed", ${source}]`,
    ]) {
      const refused = async (source: string, detail: string) => {
        const text = disk(backend(source))
        expect(await walk('diskCreate', text)).toBe(at(`disk_backend: ${detail}`, text.length))
      }
      await refused('[]', 'missing field `type`')
      await refused(
        '["disk"]',
        'unknown variant `disk`, expected one of `blank`, `snapshot`, `image`, `importing_blocks`',
      )
      await refused(
        '["image"]',
        'invalid length 0, expected struct variant DiskSource::Image with 2 elements',
      )
      await refused('["image", 5]', 'invalid type: integer `5`, expected a formatted UUID string')
      await refused(
        `["image", ${ID}, true, 1]`,
        'invalid length 3, expected 2 elements in sequence',
      )
      expect(await walk('diskCreate', disk(backend(`["image", ${ID}]`)))).toBeNull()
      expect(await walk('diskCreate', disk(backend(`["snapshot", ${ID}, true]`)))).toBeNull()
    }
  })

  it('leaves a tag that is no string alone: the buffer takes an integer as a variant index', async () => {
    const text = disk(`["distributed", [2, 5]]`)
    expect(await walk('diskCreate', text)).toBeNull()
  })
})
