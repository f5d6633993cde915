import { createdColumn, descriptionColumn, nameColumn, textColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { listPage, useProjectRole } from '~/components/list-page'
import { TabBar } from '~/components/route-tabs'
import { deleteGroup, groupBulkActions } from '~/resources/affinity-groups/actions'
import { GROUP_OPS, type Group, groupList, KIND_LABEL } from '~/resources/affinity-groups/queries'
import type { Column } from '~/ui/table'
import { type AffinityKind, pb } from '~/util/paths'
import { useKind } from './affinity-kind'

const columns = (project: string, kind: AffinityKind): Column<Group>[] => [
  nameColumn((g) => pb.affinityGroup({ project, group: g.name, kind })),
  descriptionColumn(),
  textColumn('Policy', (g) => g.policy),
  textColumn('Failure domain', (g) => g.failureDomain),
  createdColumn(),
]

const KINDS: [AffinityKind, string][] = [
  ['anti-affinity', 'Anti-affinity groups'],
  ['affinity', 'Affinity groups'],
]

export default listPage(
  () => ({ ...useProjectRole('compute'), kind: useKind() }),
  ({ project, kind, denied }) => ({
    title: 'Affinity Groups',
    // which kind of group the list shows; the URL holds it, so it can be linked
    above: (
      <TabBar
        label="Group kind"
        tabs={KINDS.map(([k, label]) => ({
          label,
          to: pb.affinity({ project, kind: k }),
          active: k === kind,
        }))}
      />
    ),
    // the kinds are two lists; a fresh table per kind keeps their pages apart
    tableKey: kind,
    label: kind === 'affinity' ? 'Affinity groups' : 'Anti-affinity groups',
    query: (page) => groupList(kind, project, page),
    columns: columns(project, kind),
    denied,
    rowActions: {
      edit: (g) => pb.affinityGroupEdit({ project, group: g.name, kind }),
      delete: (g) =>
        confirmDelete({
          kind: KIND_LABEL[kind],
          name: g.name,
          run: () => deleteGroup(kind, project, g.name),
          touches: GROUP_OPS,
        }),
    },
    bulkActions: groupBulkActions(kind, project),
    create: { to: pb.affinityNew({ project, kind }), label: 'New group' },
    empty: {
      title: kind === 'affinity' ? 'No affinity groups' : 'No anti-affinity groups',
      body:
        kind === 'affinity'
          ? 'Instances in an affinity group run on the same sled when they can.'
          : 'Instances in an anti-affinity group run on different sleds when they can.',
    },
  }),
)
