import type { Disk, Instance } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import { Link, type LoaderFunctionArgs, Outlet } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, prefetch, usePrefetchedQuery } from '~/api/query'
import { createdColumn, nameColumn, sizeColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { diskBulkActions } from '~/resources/disks/actions'
import { diskStateColumn } from '~/resources/disks/columns'
import { diskList, pollDisks } from '~/resources/disks/queries'
import { projectInstances } from '~/resources/instances/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { diskActions } from './disk-actions'
import { AttachDiskModal } from './lazy-modals'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  // the project's instances name each disk's instance and say whether it may detach
  return prefetch(diskList(project, pageParamsOf(request)), projectInstances(project))
}

type Instances = Map<string, Instance>

const attachedId = (d: Disk) => ('instance' in d.state ? d.state.instance : undefined)

const columns = (project: string, instances: Instances): Column<Disk>[] => [
  nameColumn(),
  sizeColumn(),
  diskStateColumn,
  {
    header: 'Attached to',
    value: (d) => {
      const id = attachedId(d)
      return id ? (instances.get(id)?.name ?? id) : ''
    },
    cell: (d) => {
      const id = attachedId(d)
      if (!id) return <span className="text-tertiary">—</span>
      const instance = instances.get(id)
      // an instance newer than the page's list of them: its id is what the disk knows
      if (!instance) return <span className="font-mono text-xs">{id}</span>
      return (
        <Link
          to={pb.instance({ project, instance: instance.name })}
          className="font-medium hover:underline"
        >
          {instance.name}
        </Link>
      )
    },
  },
  createdColumn(),
]

export default function DisksPage() {
  const { project } = useRouteParams('project')
  const list = usePrefetchedQuery(projectInstances(project)).items
  const instances = useMemo(() => new Map(list.map((i) => [i.id, i])), [list])
  const cols = useMemo(() => columns(project, instances), [project, instances])
  const [attaching, setAttaching] = useState<Disk | null>(null)
  // attaching and detaching settle on their own: the page polls until they have
  const query = useCallback(
    (page: PageParams) => ({ ...diskList(project, page), refetchInterval: pollDisks }),
    [project],
  )
  const denied = usePermissions(project).cannot('compute')
  const rowActions = useCallback(
    (d: Disk) => {
      const id = attachedId(d)
      const instance = id ? (instances.get(id) ?? { id, name: id }) : undefined
      return disableAll(diskActions(project, d, instance, setAttaching), denied)
    },
    [project, instances, denied],
  )
  const bulkActions = useMemo(() => diskBulkActions(project, denied), [project, denied])
  const newDisk = (
    <LinkButton to={pb.disksNew({ project })} disabledReason={denied}>
      <PlusIcon size={14} />
      New Disk
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Disks" actions={newDisk} />
      <QueryTable
        label="Disks"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No disks"
            body="Disks hold the data of this project's instances. Create one blank, or from a snapshot or an image."
            action={newDisk}
          />
        }
      />
      {attaching && (
        <AttachDiskModal
          project={project}
          disk={attaching}
          instances={list}
          onDismiss={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </>
  )
}
