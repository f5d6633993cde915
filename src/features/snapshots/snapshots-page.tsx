import type { Snapshot } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { call, type PageParams, prefetch, usePrefetchedQuery } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn, sizeColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SnapshotStateBadge } from '~/components/state-badges'
import { projectDisks } from '~/resources/disks/queries'
import { snapshotBulkActions } from '~/resources/snapshots/actions'
import { pollSnapshots, SNAPSHOT_OPS, snapshotList } from '~/resources/snapshots/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { snapshotActionDisabled } from '~/util/snapshot-states'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  // the project's disks name each snapshot's source disk
  return prefetch(snapshotList(project, pageParamsOf(request)), projectDisks(project))
}

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

export default function SnapshotsPage() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const diskList = usePrefetchedQuery(projectDisks(project)).items
  const cols = useMemo(() => columns(new Map(diskList.map((d) => [d.id, d.name]))), [diskList])
  // a creating snapshot becomes ready on its own: the page polls until it has
  const query = useCallback(
    (page: PageParams) => ({ ...snapshotList(project, page), refetchInterval: pollSnapshots }),
    [project],
  )
  const denied = usePermissions(project).cannot('compute')
  const rowActions = useCallback(
    (s: Snapshot): MenuAction[] =>
      disableAll(
        [
          {
            label: 'Create image',
            disabled: snapshotActionDisabled('createImage', s.state) ?? false,
            onActivate: () => navigate(pb.snapshotImagesNew({ project, snapshot: s.name })),
          },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            disabled: snapshotActionDisabled('delete', s.state) ?? false,
            onActivate: () =>
              confirmDelete({
                kind: 'snapshot',
                name: s.name,
                run: () =>
                  call('snapshotDelete', { path: { snapshot: s.name }, query: { project } }),
                touches: SNAPSHOT_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, project, denied],
  )
  const bulkActions = useMemo(() => snapshotBulkActions(project, denied), [project, denied])
  const newSnapshot = (
    <LinkButton to={pb.snapshotsNew({ project })} disabledReason={denied}>
      <PlusIcon size={14} />
      New Snapshot
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Snapshots" actions={newSnapshot} />
      <QueryTable
        label="Snapshots"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No snapshots"
            body="A snapshot keeps a disk's data as it was; new disks and images can start from it."
            action={newSnapshot}
          />
        }
      />
      <Outlet />
    </>
  )
}
