import type { Snapshot } from '@oxide/api'
import { call, usePrefetchedQuery } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn, sizeColumn } from '~/components/columns'
import { listPage, useProjectRole } from '~/components/list-page'
import { SnapshotStateBadge } from '~/components/state-badges'
import { projectDisks } from '~/resources/disks/queries'
import { snapshotBulkActions } from '~/resources/snapshots/actions'
import { pollSnapshots, SNAPSHOT_OPS, snapshotList } from '~/resources/snapshots/queries'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { snapshotActionDisabled } from '~/util/snapshot-states'

// the project's disks name each snapshot's source disk
const columns = (disks: Map<string, string>): Column<Snapshot>[] => [
  nameColumn(),
  descriptionColumn(),
  {
    header: 'Disk',
    value: (s) => disks.get(s.diskId) ?? '',
    cell: (s) => {
      const disk = disks.get(s.diskId)
      // a snapshot outlives its disk (the API lets the disk go)
      return disk ? (
        <span className="font-medium">{disk}</span>
      ) : (
        <span className="text-tertiary">Deleted disk</span>
      )
    },
  },
  sizeColumn(),
  { header: 'State', value: (s) => s.state, cell: (s) => <SnapshotStateBadge state={s.state} /> },
  createdColumn(),
]

export default listPage(
  () => {
    const role = useProjectRole('compute')
    return { ...role, disks: usePrefetchedQuery(projectDisks(role.project)).items }
  },
  ({ project, disks, denied, navigate }) => ({
    title: 'Snapshots',
    // a creating snapshot becomes ready on its own: the page polls until it has
    query: (page) => ({ ...snapshotList(project, page), refetchInterval: pollSnapshots }),
    columns: columns(new Map(disks.map((d) => [d.id, d.name]))),
    denied,
    rowActions: {
      more: (s) => [
        {
          label: 'Create image',
          disabled: snapshotActionDisabled('createImage', s.state) ?? false,
          onActivate: () => navigate(pb.snapshotImagesNew({ project, snapshot: s.name })),
        },
      ],
      delete: {
        kind: 'snapshot',
        run: (s) => call('snapshotDelete', { path: { snapshot: s.name }, query: { project } }),
        touches: SNAPSHOT_OPS,
      },
      deleteDisabled: (s) => snapshotActionDisabled('delete', s.state),
    },
    bulkActions: snapshotBulkActions(project),
    create: { to: pb.snapshotsNew({ project }), label: 'New snapshot' },
    empty: {
      title: 'No snapshots',
      body: "A snapshot keeps a disk's data as it was; new disks and images can start from it.",
    },
  }),
)
