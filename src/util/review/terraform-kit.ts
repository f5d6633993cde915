import { type Attr, type Block, type Expr, hclLabel, type Ref, ref } from './hcl'
import type { Json, WireRequest } from './wire'

/**
 * What the Oxide Terraform provider (oxidecomputer/terraform-provider-oxide, `docs/resources`,
 * `docs/data-sources` and `internal/provider`) can say of a request: the blocks that make the
 * same thing, and a note where it has no equivalent or the blocks need saying how to use.
 * Blocks are emitted only where every field of the request has its attribute; otherwise the
 * note says there is no equivalent, rather than a configuration that would do something else.
 */
export type Piece = { blocks: Block[]; note?: string }

export type JsonObject = { [key: string]: Json }
export const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The request's query value of `key`, e.g. its project. */
export const queryValue = (r: WireRequest, key: string) => r.query.find(([k]) => k === key)?.[1]

/** Thrown while mapping: the note that replaces the blocks. */
export class NoEquivalent extends Error {}

/** The body's fields, refusing a field the mapping does not know. */
export function fields(body: Json | undefined, known: readonly string[]): JsonObject {
  if (!isObject(body)) throw new NoEquivalent('The request has no body the provider could take.')
  const extra = Object.keys(body).filter((k) => !known.includes(k) && body[k] !== null)
  if (extra.length) throw new NoEquivalent(`The provider has no attribute for ${extra.join(', ')}.`)
  return body
}

/** Scalars are written as they are; anything else is not an attribute value here. */
export const scalar = (v: Json | undefined): string | number | boolean => {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v
  throw new NoEquivalent(`The provider has no attribute for the value ${JSON.stringify(v)}.`)
}

/** `data "oxide_project"` looked up by name, and the reference to its id. */
export function projectData(name: string | undefined): [Block, Ref] {
  if (!name) throw new NoEquivalent('The request names no project.')
  const label = hclLabel(name)
  return [
    { kind: 'data', type: 'oxide_project', label, attrs: [['name', name]] },
    ref(`data.oxide_project.${label}.id`),
  ]
}

export const UPDATE_NOTE = (type: string) =>
  `Terraform has no separate update: set these attributes in the ${type} resource that manages it, and terraform apply changes it in place.`

export const NO_AFFINITY =
  'The Terraform provider has anti-affinity groups (oxide_anti_affinity_group) but no affinity groups.'

export const described = (body: JsonObject): Attr[] => [
  ['name', scalar(body.name)],
  ['description', scalar(body.description)],
]

/** A disk the provider makes: oxide_disk takes a blank disk's block size or an image. */
export function diskAttrs(body: JsonObject, project: Expr): Attr[] {
  const backend = body.disk_backend
  const source = isObject(backend) ? backend.disk_source : undefined
  if (!isObject(backend) || backend.type !== 'distributed' || !isObject(source))
    throw new NoEquivalent('The provider makes distributed disks only.')
  const from: Attr =
    source.type === 'blank'
      ? ['block_size', scalar(source.block_size)]
      : source.type === 'image'
        ? ['source_image_id', scalar(source.image_id)]
        : source.type === 'snapshot'
          ? ['source_snapshot_id', scalar(source.snapshot_id)]
          : (() => {
              throw new NoEquivalent(`The provider cannot make a disk from ${source.type}.`)
            })()
  const readOnly: Attr[] = source.read_only === true ? [['read_only', true]] : []
  return [
    ['project_id', project],
    ...described(body),
    ['size', scalar(body.size)],
    from,
    ...readOnly,
  ]
}
