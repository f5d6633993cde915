import type { ExternalSubnet } from '@oxide/api'
import { useState } from 'react'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { listPage, useProjectRole } from '~/components/list-page'
import {
  attachExternalSubnet,
  confirmDetachExternalSubnet,
  deleteExternalSubnet,
  externalSubnetBulkActions,
} from '~/resources/external-subnets/actions'
import {
  cannotDeleteAttached,
  EXTERNAL_SUBNET_OPS,
  externalSubnetList,
} from '~/resources/external-subnets/queries'
import { InstanceLink } from '~/resources/instances/cells'
import { SubnetPoolName } from '~/resources/subnet-pools/cells'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

/** The attach form and its instance picker load when it opens; the list needs neither. */
const AttachToInstanceModal = lazyComponent(() =>
  import('~/resources/instances/modals').then((m) => m.AttachToInstanceModal),
)

const columns = (project: string): Column<ExternalSubnet>[] => [
  nameColumn(),
  descriptionColumn(),
  { header: 'Subnet', cell: (s) => s.subnet, value: (s) => s.subnet, className: 'font-mono' },
  { header: 'Subnet pool', cell: (s) => <SubnetPoolName id={s.subnetPoolId} /> },
  {
    header: 'Instance',
    // attached first when sorted; the id is what the record holds
    value: (s) => s.instanceId ?? '',
    cell: (s) =>
      s.instanceId ? (
        <InstanceLink project={project} id={s.instanceId} />
      ) : (
        <span className="text-tertiary">—</span>
      ),
  },
  createdColumn(),
]

export default listPage(
  () => {
    const [attaching, setAttaching] = useState<ExternalSubnet | null>(null)
    return { ...useProjectRole('compute'), attaching, setAttaching }
  },
  ({ project, attaching, setAttaching, denied }) => ({
    title: 'External subnets',
    query: (page) => externalSubnetList(project, page),
    columns: columns(project),
    denied,
    rowActions: {
      edit: (s) => pb.externalSubnetEdit({ project, externalSubnet: s.name }),
      more: (s) => [
        s.instanceId
          ? { label: 'Detach', onActivate: () => confirmDetachExternalSubnet(s) }
          : { label: 'Attach to instance', onActivate: () => setAttaching(s) },
      ],
      delete: { kind: 'external subnet', run: deleteExternalSubnet, touches: EXTERNAL_SUBNET_OPS },
      deleteDisabled: cannotDeleteAttached,
    },
    bulkActions: externalSubnetBulkActions,
    create: { to: pb.externalSubnetsNew({ project }), label: 'New external subnet' },
    empty: {
      title: 'No external subnets',
      body: 'An external subnet is a block of public addresses from a subnet pool, routed to an instance.',
    },
    children: attaching && (
      <AttachToInstanceModal
        project={project}
        noun="external subnet"
        name={attaching.name}
        address={attaching.subnet}
        action="changeExternalSubnet"
        attach={attachExternalSubnet(attaching)}
        touches={EXTERNAL_SUBNET_OPS}
        onDismiss={() => setAttaching(null)}
      />
    ),
  }),
)
