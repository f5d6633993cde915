import type { SledInstance } from '@oxide/api'
import { useCallback } from 'react'
import { Link } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { type PageParams, usePrefetchedQuery } from '~/api/query'
import { NameLink, textColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { useRouteParams } from '~/components/route-params'
import { InstanceStateBadge } from '~/components/state-badges'
import { confirmProvisionPolicy, provisionPolicyLocked } from '~/resources/inventory/actions'
import { SledPolicy } from '~/resources/inventory/cells'
import { diskColumns, diskSerialColumn } from '~/resources/inventory/columns'
import { sledDisks, sledInstances, sledView } from '~/resources/inventory/queries'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { ListTable } from '~/ui/list-table'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { sb } from '~/util/system-paths'
import { formatBytes } from '~/util/units'

const instanceColumns: Column<SledInstance>[] = [
  {
    header: 'Name',
    value: (i) => i.name,
    cell: (i) => (
      <NameLink to={pb.instance({ project: i.projectName, instance: i.name })}>{i.name}</NameLink>
    ),
  },
  textColumn('Silo', (i) => i.siloName),
  textColumn('Project', (i) => i.projectName),
  { header: 'State', value: (i) => i.state, cell: (i) => <InstanceStateBadge state={i.state} /> },
  textColumn('vCPUs', (i) => i.ncpus),
  { header: 'Memory', value: (i) => i.memory, unit: 'bytes', cell: (i) => formatBytes(i.memory) },
]

const sledDiskColumns = [diskSerialColumn, ...diskColumns]

/** A sled: its facts and provision policy, the instances it runs and its disks. */
export default function SledPage() {
  const { sledId } = useRouteParams('sledId')
  const sled = usePrefetchedQuery(sledView(sledId))
  const disks = usePrefetchedQuery(sledDisks(sledId)).items
  const denied = useFleetPermissions().cannot('sledSetProvisionPolicy')
  const query = useCallback((page: PageParams) => sledInstances(sledId, page), [sledId])
  const provisionable =
    sled.policy.kind === 'in_service' && sled.policy.provisionPolicy === 'provisionable'
  return (
    <>
      <PageHeader
        title={`Sled ${sled.baseboard.serial}`}
        actions={
          <Button
            variant="secondary"
            onClick={() => confirmProvisionPolicy(sled)}
            disabledReason={denied ?? provisionPolicyLocked(sled)}
          >
            {provisionable ? 'Make not provisionable' : 'Make provisionable'}
          </Button>
        }
      >
        <CopyableId id={sled.id} noun="sled" />
      </PageHeader>
      <PropertiesTable>
        <Property label="Part">
          <span className="font-mono">
            {sled.baseboard.part} rev {sled.baseboard.revision}
          </span>
        </Property>
        <Property label="Policy">
          <SledPolicy sled={sled} />
        </Property>
        <Property label="State">{sled.state}</Property>
        <Property label="Threads">{sled.usableHardwareThreads}</Property>
        <Property label="Memory">{formatBytes(sled.usablePhysicalRam)}</Property>
        <Property label="Rack">
          <Link to={sb.rack({ rackId: sled.rackId })} className="font-mono text-xs hover:underline">
            {sled.rackId}
          </Link>
        </Property>
      </PropertiesTable>
      <h2 className="mb-3 text-lg font-semibold">Instances</h2>
      <QueryTable
        label="Instances on this sled"
        query={query}
        columns={instanceColumns}
        emptyState={<EmptyState title="No instances" body="Nothing runs on this sled now." />}
      />
      <h2 className="mt-8 mb-3 text-lg font-semibold">Disks</h2>
      <ListTable
        label="Disks of this sled"
        rows={disks}
        rowKey={(d) => d.id}
        rowName={(d) => d.serial}
        columns={sledDiskColumns}
        empty="This sled reports no disks."
      />
    </>
  )
}
