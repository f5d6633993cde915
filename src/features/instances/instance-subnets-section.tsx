import type { ExternalSubnet, Instance } from '@oxide/api'
import { useState } from 'react'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { confirmDetachExternalSubnet } from '~/resources/external-subnets/actions'
import { instanceExternalSubnets } from '~/resources/external-subnets/queries'
import { SubnetPoolName } from '~/resources/subnet-pools/cells'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { instanceActionDisabled } from '~/util/instance-states'
import { AttachExternalSubnetModal } from './lazy-modals'

const columns: Column<ExternalSubnet>[] = [
  { header: 'Name', cell: (s) => s.name, className: 'font-medium' },
  { header: 'Subnet', cell: (s) => s.subnet, className: 'font-mono' },
  { header: 'Subnet pool', cell: (s) => <SubnetPoolName id={s.subnetPoolId} /> },
]

/**
 * The networking tab's external subnets: those attached to the instance, with attach and
 * detach. The server changes them only on a stopped, running or rebooting instance; in any
 * other state both are disabled, and say why.
 */
export function InstanceSubnetsSection({
  project,
  instance,
}: {
  project: string
  instance: Instance
}) {
  const [attaching, setAttaching] = useState(false)
  const subnets = usePrefetchedQuery(instanceExternalSubnets(project, instance.name)).items
  const cannot =
    usePermissions(project).cannot('compute') ??
    instanceActionDisabled('changeExternalSubnet', instance.runState)
  return (
    <TitledSection
      title="External subnets"
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabledReason={cannot}
          onClick={() => setAttaching(true)}
        >
          Attach external subnet
        </Button>
      }
    >
      <ListTable
        label="External subnets"
        columns={columns}
        rows={subnets}
        rowKey={(s) => s.id}
        rowName={(s) => s.name}
        empty="No external subnets"
        actions={(s) => [
          {
            label: 'Detach',
            danger: true,
            disabled: cannot ?? false,
            onActivate: () => confirmDetachExternalSubnet(s, instance.name),
          },
        ]}
      />
      {attaching && (
        <AttachExternalSubnetModal
          project={project}
          instance={instance}
          onDismiss={() => setAttaching(false)}
        />
      )}
    </TitledSection>
  )
}
