import type { Instance } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, queryClient } from '~/api/query'
import { createdColumn, nameColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { colHelper, QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon, ServerIcon } from '~/ui/icons'
import { pb } from '~/util/paths'
import { useInstanceActions } from './instance-actions'
import { Cpus, ExternalIps, InstanceState, Memory } from './instance-cells'
import { instanceList, pollInstances } from './instance-queries'
import { ResizeInstanceModal } from './lazy-modals'

// a form with its own field library: loaded when an instance is resized, not with the list

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  await queryClient.ensureQueryData(instanceList(project, pageParamsOf(request)))
  return null
}

const col = colHelper<Instance>()
const columns = (project: string) =>
  col.columns([
    nameColumn(col, (i) => pb.instance({ project, instance: i.name })),
    col.accessor('runState', {
      header: 'State',
      cell: ({ row }) => <InstanceState instance={row.original} />,
    }),
    col.accessor('ncpus', { header: 'CPU', cell: ({ getValue }) => <Cpus n={getValue()} /> }),
    col.accessor('memory', {
      header: 'Memory',
      cell: ({ getValue }) => <Memory bytes={getValue()} />,
    }),
    col.display({
      id: 'externalIps',
      header: 'External IPs',
      cell: ({ row }) => <ExternalIps instanceId={row.original.id} />,
    }),
    createdColumn(col),
  ])

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
