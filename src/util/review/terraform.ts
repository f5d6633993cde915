import { type Attr, type Block, hclLabel, renderBlock } from './hcl'
import { instanceBlocks } from './terraform-instance'
import {
  described,
  diskAttrs,
  fields,
  NO_AFFINITY,
  NoEquivalent,
  type Piece,
  projectData,
  queryValue,
  scalar,
  UPDATE_NOTE,
} from './terraform-kit'
import type { WireRequest } from './wire'

const MAPPINGS: Record<string, (r: WireRequest) => Piece> = {
  projectCreate: ({ body }) => {
    const b = fields(body, ['name', 'description'])
    return {
      blocks: [
        {
          kind: 'resource',
          type: 'oxide_project',
          label: hclLabel(String(b.name)),
          attrs: described(b),
        },
      ],
    }
  },
  projectUpdate: (r) => {
    const b = fields(r.body, ['name', 'description'])
    const label = hclLabel(String(b.name))
    return {
      blocks: [{ kind: 'resource', type: 'oxide_project', label, attrs: described(b) }],
      note: UPDATE_NOTE('oxide_project'),
    }
  },
  antiAffinityGroupCreate: (r) => {
    const b = fields(r.body, ['name', 'description', 'policy', 'failure_domain'])
    // the provider always asks for the sled failure domain, the only one the API has
    if (b.failure_domain !== undefined && b.failure_domain !== 'sled')
      throw new NoEquivalent('The provider sets the failure domain to sled only.')
    const [project, projectId] = projectData(queryValue(r, 'project'))
    const attrs: Attr[] = [['project_id', projectId], ...described(b), ['policy', scalar(b.policy)]]
    const group: Block = {
      kind: 'resource',
      type: 'oxide_anti_affinity_group',
      label: hclLabel(String(b.name)),
      attrs,
    }
    return { blocks: [project, group] }
  },
  antiAffinityGroupUpdate: (r) => {
    const b = fields(r.body, ['name', 'description'])
    const label = hclLabel(String(b.name))
    return {
      blocks: [{ kind: 'resource', type: 'oxide_anti_affinity_group', label, attrs: described(b) }],
      note: UPDATE_NOTE('oxide_anti_affinity_group'),
    }
  },
  currentUserSshKeyCreate: ({ body }) => {
    const b = fields(body, ['name', 'description', 'public_key'])
    const attrs: Attr[] = [...described(b), ['public_key', scalar(b.public_key)]]
    return {
      blocks: [{ kind: 'resource', type: 'oxide_ssh_key', label: hclLabel(String(b.name)), attrs }],
    }
  },
  diskCreate: (r) => {
    const b = fields(r.body, ['name', 'description', 'size', 'disk_backend'])
    const [project, projectId] = projectData(queryValue(r, 'project'))
    const disk: Block = {
      kind: 'resource',
      type: 'oxide_disk',
      label: hclLabel(String(b.name)),
      attrs: diskAttrs(b, projectId),
    }
    return { blocks: [project, disk] }
  },
  instanceCreate: (r) => ({ blocks: instanceBlocks(r) }),
}

/** Requests that change something the provider holds as part of another resource. */
const PART_OF: Record<string, string> = {
  instanceUpdate:
    'An instance update has no Terraform equivalent of its own: CPUs, memory, boot disk and auto-restart policy are attributes of the oxide_instance resource that manages the instance.',
  instanceDiskAttach:
    'Attaching a disk has no Terraform equivalent of its own: the disks of an instance are the disk_attachments of its oxide_instance resource.',
  instanceNetworkInterfaceCreate:
    'Adding a network interface has no Terraform equivalent of its own: interfaces are the network_interfaces of the oxide_instance resource.',
  instanceNetworkInterfaceUpdate:
    'Editing a network interface has no Terraform equivalent of its own: interfaces are the network_interfaces of the oxide_instance resource.',
  instanceEphemeralIpAttach:
    'Attaching an ephemeral IP has no Terraform equivalent of its own: it is in the external_ips of the oxide_instance resource.',
  floatingIpAttach:
    'Attaching a floating IP has no Terraform equivalent of its own: it is in the external_ips of the oxide_instance resource.',
  antiAffinityGroupMemberInstanceAdd:
    'Group membership has no Terraform equivalent of its own: it is the anti_affinity_groups attribute of the oxide_instance resource.',
  affinityGroupCreate: NO_AFFINITY,
  affinityGroupUpdate: NO_AFFINITY,
  affinityGroupMemberInstanceAdd: NO_AFFINITY,
}

export function terraformPiece(r: WireRequest): Piece {
  const partOf = PART_OF[r.op]
  if (partOf) return { blocks: [], note: partOf }
  const map = MAPPINGS[r.op]
  if (!map) return { blocks: [], note: 'The Terraform provider has no resource for this request.' }
  try {
    return map(r)
  } catch (e) {
    if (!(e instanceof NoEquivalent)) throw e
    return { blocks: [], note: `No exact Terraform equivalent. ${e.message}` }
  }
}

/**
 * The configuration for a series of requests: each data source once (a project looked up by
 * two resources is one block), then the resources; and the notes of the requests that have none.
 */
export function toTerraform(requests: WireRequest[]): { hcl: string; notes: string[] } {
  const pieces = requests.map(terraformPiece)
  const seen = new Set<string>()
  const blocks = pieces
    .flatMap((p) => p.blocks)
    .filter((b) => {
      const key = `${b.kind}.${b.type}.${b.label}`
      if (b.kind === 'data' && seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'data' ? -1 : 1))
  return {
    hcl: blocks.map(renderBlock).join('\n\n'),
    notes: pieces.flatMap((p) => (p.note ? [p.note] : [])),
  }
}
