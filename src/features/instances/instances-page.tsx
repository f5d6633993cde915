import type { Instance } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, prefetch } from '~/api/query'
import { createdColumn, nameColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { ExternalIps } from '~/resources/external-ips/cells'
import { instanceBulkActions } from '~/resources/instances/actions'
import { Cpus, InstanceState, Memory } from '~/resources/instances/cells'
import { instanceList, pollInstances } from '~/resources/instances/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon, ServerIcon } from '~/ui/icons'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { useInstanceActions } from './instance-actions'
import { ResizeInstanceModal } from './lazy-modals'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  return prefetch(instanceList(project, pageParamsOf(request)))
}

const columns = (project: string): Column<Instance>[] => [
  nameColumn((i) => pb.instance({ project, instance: i.name })),
  { header: 'State', cell: (i) => <InstanceState instance={i} />, value: (i) => i.runState },
  { header: 'CPU', cell: (i) => <Cpus n={i.ncpus} />, value: (i) => i.ncpus },
  { header: 'Memory', cell: (i) => <Memory bytes={i.memory} />, value: (i) => i.memory },
  { header: 'External IPs', cell: (i) => <ExternalIps project={project} instance={i.name} /> },
  createdColumn(),
]

export default function InstancesPage() {
  const { project } = useRouteParams('project')
  const [resizing, setResizing] = useState<Instance | null>(null)
  const rowActions = useInstanceActions({ project, onResize: setResizing })
  const cols = useMemo(() => columns(project), [project])
  // transitional states poll until they settle; a settled page does not poll
  const query = useCallback(
    (page: PageParams) => ({ ...instanceList(project, page), refetchInterval: pollInstances }),
    [project],
  )
  const cannotCreate = usePermissions(project).cannot('compute')
  const bulkActions = useMemo(
    () => instanceBulkActions(project, cannotCreate),
    [project, cannotCreate],
  )
  const newInstance = (
    <LinkButton to={pb.instancesNew({ project })} disabledReason={cannotCreate}>
      <PlusIcon size={14} />
      New Instance
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Instances" icon={<ServerIcon size={20} />} actions={newInstance} />
      <QueryTable
        label="Instances"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            icon={<ServerIcon size={24} />}
            title="No instances"
            body="Instances are the virtual machines of this project."
            action={newInstance}
          />
        }
      />
      {resizing && (
        <ResizeInstanceModal
          project={project}
          instance={resizing}
          onDismiss={() => setResizing(null)}
        />
      )}
    </>
  )
}
