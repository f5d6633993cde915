import type { ExternalIp, InstanceNetworkInterface, PrivateIpStack } from '@oxide/api'
import { useState } from 'react'
import { usePermissions } from '~/api/permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { confirmAction, confirmDelete } from '~/components/confirm-action'
import { externalIpColumns } from '~/resources/external-ips/columns'
import { EXTERNAL_IP_OPS, instanceExternalIps } from '~/resources/external-ips/queries'
import { instanceNics, NIC_OPS } from '~/resources/instances/queries'
import { SubnetName, VpcName } from '~/resources/vpcs/cells'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { instanceActionDisabled } from '~/util/instance-states'
import { stackAddresses } from '~/util/ip'
import { InstanceMulticastSection } from './instance-multicast-section'
import { useInstance } from './instance-queries'
import { InstanceSubnetsSection } from './instance-subnets-section'
import {
  AddNicModal,
  AttachEphemeralIpModal,
  AttachFloatingIpModal,
  EditNicModal,
} from './lazy-modals'

const privateIps = (stack: PrivateIpStack) => {
  const { v4, v6 } = stackAddresses(stack)
  return [v4, v6].filter((ip) => ip !== undefined)
}

const nicColumns: Column<InstanceNetworkInterface>[] = [
  {
    header: 'Name',
    cell: (nic) => (
      <span className="inline-flex items-center gap-2 font-medium">
        {nic.name}
        {nic.primary && <Badge color="blue">primary</Badge>}
      </span>
    ),
  },
  { header: 'VPC', cell: (nic) => <VpcName id={nic.vpcId} /> },
  { header: 'Subnet', cell: (nic) => <SubnetName id={nic.subnetId} /> },
  {
    header: 'Private IP',
    className: 'font-mono',
    cell: (nic) => privateIps(nic.ipStack).map((ip) => <div key={ip}>{ip}</div>),
  },
  { header: 'MAC address', cell: (nic) => nic.mac, className: 'font-mono' },
]

type Modal =
  | { kind: 'add-nic' }
  | { kind: 'edit-nic'; nic: InstanceNetworkInterface }
  | { kind: 'ephemeral' }
  | { kind: 'floating' }

const ipVersion = (ip: string) => (ip.includes(':') ? 'v6' : 'v4')

export default function InstanceNetworkingTab() {
  const { project, instance } = useInstance()
  const [modal, setModal] = useState<Modal | null>(null)
  const nicList = usePrefetchedQuery(instanceNics(project, instance.name)).items
  const ips = usePrefetchedQuery(instanceExternalIps(project, instance.name)).items
  const denied = usePermissions(project).cannot('compute')
  const cannotEditNics = denied ?? instanceActionDisabled('updateNic', instance.runState)
  const hasEphemeral = ips.some((ip) => ip.kind === 'ephemeral')
  const cannotEphemeral =
    denied ?? (hasEphemeral ? 'The instance already has an ephemeral IP' : undefined)
  const close = () => setModal(null)

  const detach = (ip: ExternalIp) =>
    confirmAction({
      title: 'Detach external IP',
      content: `Detach ${ip.ip} from ${instance.name}?`,
      confirmLabel: 'Detach',
      danger: true,
      run: () =>
        ip.kind === 'floating'
          ? call('floatingIpDetach', { path: { floatingIp: ip.id } })
          : call('instanceEphemeralIpDetach', {
              path: { instance: instance.name },
              query: { project, ipVersion: ipVersion(ip.ip) },
            }),
      touches: EXTERNAL_IP_OPS,
      success: `IP ${ip.ip} detached`,
    })

  return (
    <div className="flex flex-col gap-6">
      <TitledSection
        title="Network interfaces"
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabledReason={cannotEditNics}
            onClick={() => setModal({ kind: 'add-nic' })}
          >
            Add network interface
          </Button>
        }
      >
        <ListTable
          label="Network interfaces"
          columns={nicColumns}
          rows={nicList}
          rowKey={(nic) => nic.id}
          rowName={(nic) => nic.name}
          empty="No network interfaces"
          actions={(nic) => [
            {
              label: 'Edit',
              disabled: cannotEditNics ?? false,
              onActivate: () => setModal({ kind: 'edit-nic', nic }),
            },
            {
              label: 'Delete',
              danger: true,
              separatorBefore: true,
              disabled: cannotEditNics ?? false,
              onActivate: () =>
                confirmDelete({
                  kind: 'network interface',
                  name: nic.name,
                  run: () =>
                    call('instanceNetworkInterfaceDelete', { path: { interface: nic.id } }),
                  touches: NIC_OPS,
                }),
            },
          ]}
        />
      </TitledSection>

      <TitledSection
        title="External IPs"
        actions={
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabledReason={cannotEphemeral}
              onClick={() => setModal({ kind: 'ephemeral' })}
            >
              Attach ephemeral IP
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabledReason={denied}
              onClick={() => setModal({ kind: 'floating' })}
            >
              Attach floating IP
            </Button>
          </div>
        }
      >
        <ListTable
          label="External IPs"
          columns={externalIpColumns}
          rows={ips}
          rowKey={(ip) => `${ip.kind}-${ip.ip}`}
          rowName={(ip) => ip.ip}
          empty="No external IPs"
          actions={(ip) => [
            {
              label: 'Detach',
              danger: true,
              // source NAT is the instance's outbound path, not something to detach
              disabled: denied ?? (ip.kind === 'snat' && 'Source NAT addresses cannot be detached'),
              onActivate: () => detach(ip),
            },
          ]}
        />
      </TitledSection>

      <InstanceSubnetsSection project={project} instance={instance} />

      <InstanceMulticastSection project={project} instance={instance} />

      {modal?.kind === 'add-nic' && (
        <AddNicModal project={project} instance={instance} onDismiss={close} />
      )}
      {modal?.kind === 'edit-nic' && <EditNicModal nic={modal.nic} onDismiss={close} />}
      {modal?.kind === 'ephemeral' && (
        <AttachEphemeralIpModal project={project} instance={instance} onDismiss={close} />
      )}
      {modal?.kind === 'floating' && (
        <AttachFloatingIpModal project={project} instance={instance} onDismiss={close} />
      )}
    </div>
  )
}
