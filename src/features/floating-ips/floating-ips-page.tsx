import type { FloatingIp } from '@oxide/api'
import { useState } from 'react'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { listPage, useProjectRole } from '~/components/list-page'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import {
  attachFloatingIp,
  confirmDetachFloatingIp,
  deleteFloatingIp,
  floatingIpBulkActions,
} from '~/resources/floating-ips/actions'
import { cannotDeleteAttached, floatingIpList } from '~/resources/floating-ips/queries'
import { InstanceLink } from '~/resources/instances/cells'
import { PoolName } from '~/resources/ip-pools/cells'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

/** The attach form and its instance picker load when it opens; the list needs neither. */
const AttachToInstanceModal = lazyComponent(() =>
  import('~/resources/instances/modals').then((m) => m.AttachToInstanceModal),
)

const columns = (project: string): Column<FloatingIp>[] => [
  nameColumn(),
  descriptionColumn(),
  { header: 'IP address', cell: (f) => f.ip, value: (f) => f.ip, className: 'font-mono' },
  { header: 'IP pool', cell: (f) => <PoolName id={f.ipPoolId} /> },
  {
    header: 'Instance',
    // attached first when sorted; the id is what the record holds
    value: (f) => f.instanceId ?? '',
    cell: (f) =>
      f.instanceId ? (
        <InstanceLink project={project} id={f.instanceId} />
      ) : (
        <span className="text-tertiary">—</span>
      ),
  },
  createdColumn(),
]

export default listPage(
  () => {
    const [attaching, setAttaching] = useState<FloatingIp | null>(null)
    return { ...useProjectRole('compute'), attaching, setAttaching }
  },
  ({ project, attaching, setAttaching, denied }) => ({
    title: 'Floating IPs',
    query: (page) => floatingIpList(project, page),
    columns: columns(project),
    denied,
    rowActions: {
      edit: (f) => pb.floatingIpEdit({ project, floatingIp: f.name }),
      more: (f) => [
        f.instanceId
          ? { label: 'Detach', onActivate: () => confirmDetachFloatingIp(f) }
          : { label: 'Attach to instance', onActivate: () => setAttaching(f) },
      ],
      delete: { kind: 'floating IP', run: deleteFloatingIp, touches: EXTERNAL_IP_OPS },
      deleteDisabled: cannotDeleteAttached,
    },
    bulkActions: floatingIpBulkActions,
    create: { to: pb.floatingIpsNew({ project }), label: 'New floating IP' },
    empty: {
      title: 'No floating IPs',
      body: 'A floating IP is a public address you keep, and move from instance to instance.',
    },
    children: attaching && (
      <AttachToInstanceModal
        project={project}
        noun="floating IP"
        name={attaching.name}
        address={attaching.ip}
        action="changeExternalIp"
        attach={attachFloatingIp(attaching)}
        touches={EXTERNAL_IP_OPS}
        onDismiss={() => setAttaching(null)}
      />
    ),
  }),
)
