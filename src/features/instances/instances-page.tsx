import type { Instance } from '@oxide/api'
import { useState } from 'react'
import { createdColumn, nameColumn } from '~/components/columns'
import { listPage, useProjectRole } from '~/components/list-page'
import { ExternalIps, externalIpsText } from '~/resources/external-ips/cells'
import { instanceBulkActions } from '~/resources/instances/actions'
import { Cpus, InstanceState, Memory } from '~/resources/instances/cells'
import { instanceList, pollInstances } from '~/resources/instances/queries'
import { ServerIcon } from '~/ui/icons'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { ResizeInstanceModal, useInstanceActions } from './instance-actions'

const columns = (project: string): Column<Instance>[] => [
  nameColumn((i) => pb.instance({ project, instance: i.name })),
  { header: 'State', cell: (i) => <InstanceState instance={i} />, value: (i) => i.runState },
  { header: 'CPU', cell: (i) => <Cpus n={i.ncpus} />, value: (i) => i.ncpus },
  {
    header: 'Memory',
    cell: (i) => <Memory bytes={i.memory} />,
    value: (i) => i.memory,
    unit: 'bytes',
  },
  {
    header: 'External IPs',
    cell: (i) => <ExternalIps project={project} instance={i.name} />,
    exportValue: (i) => externalIpsText(project, i.name),
  },
  createdColumn(),
]

export default listPage(
  () => {
    const { project, denied } = useProjectRole('compute')
    const [resizing, setResizing] = useState<Instance | null>(null)
    const rowActions = useInstanceActions({ project, onResize: setResizing })
    return { project, resizing, setResizing, rowActions, denied }
  },
  ({ project, resizing, setResizing, rowActions, denied }) => ({
    title: 'Instances',
    icon: ServerIcon,
    // transitional states poll until they settle; a settled page does not poll
    query: (page) => ({ ...instanceList(project, page), refetchInterval: pollInstances }),
    columns: columns(project),
    rowActions,
    denied,
    bulkActions: instanceBulkActions(project),
    create: { to: pb.instancesNew({ project }), label: 'New instance' },
    empty: { title: 'No instances', body: 'Instances are the virtual machines of this project.' },
    children: resizing && (
      <ResizeInstanceModal
        project={project}
        instance={resizing}
        onDismiss={() => setResizing(null)}
      />
    ),
  }),
)
