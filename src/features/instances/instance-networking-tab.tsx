import type { ExternalIp, InstanceNetworkInterface, PrivateIpStack } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { call, invalidate, q, queryClient } from '~/api/query'
import { confirmAction, confirmDelete } from '~/components/confirm-action'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { type ListColumn, ListTable } from '~/ui/list-table'
import { instanceActionDisabled } from '~/util/instance-states'
import { PICKER_LIMIT, useInstance } from './instance-queries'
import {
  AddNicModal,
  AttachEphemeralIpModal,
  AttachFloatingIpModal,
  EditNicModal,
} from './lazy-modals'

const nics = (project: string, instance: string) =>
  q('instanceNetworkInterfaceList', { query: { project, instance, limit: PICKER_LIMIT } })
const externalIps = (project: string, instance: string) =>
  q('instanceExternalIpList', { path: { instance }, query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, instance } = params as { project: string; instance: string }
  await Promise.all([
    queryClient.ensureQueryData(nics(project, instance)),
    queryClient.ensureQueryData(externalIps(project, instance)),
  ])
  return null
}

const privateIps = (stack: PrivateIpStack) =>
  stack.type === 'dual_stack' ? [stack.value.v4.ip, stack.value.v6.ip] : [stack.value.ip]

/** VPC and subnet are stored by id; their names come from one small lookup each. */
function VpcName({ id }: { id: string }) {
  const { data } = useQuery(q('vpcView', { path: { vpc: id } }))
  return <>{data?.name ?? '…'}</>
}
function SubnetName({ id }: { id: string }) {
  const { data } = useQuery(q('vpcSubnetView', { path: { subnet: id } }))
  return <>{data?.name ?? '…'}</>
}

const nicColumns: ListColumn<InstanceNetworkInterface>[] = [
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

const ipColumns: ListColumn<ExternalIp>[] = [
  { header: 'IP address', cell: (ip) => ip.ip, className: 'font-mono' },
  {
    header: 'Kind',
    cell: (ip) => <Badge color={ip.kind === 'floating' ? 'purple' : 'neutral'}>{ip.kind}</Badge>,
  },
  { header: 'Name', cell: (ip) => (ip.kind === 'floating' ? ip.name : '—') },
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
  const nicList = useQuery(nics(project, instance.name)).data?.items ?? []
  const ips = useQuery(externalIps(project, instance.name)).data?.items ?? []
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
      doAction: async () => {
        if (ip.kind === 'floating') {
          await call('floatingIpDetach', { path: { floatingIp: ip.id } })
        } else {
          await call('instanceEphemeralIpDetach', {
            path: { instance: instance.name },
            query: { project, ipVersion: ipVersion(ip.ip) },
          })
        }
        await invalidate('instanceExternalIpList', 'floatingIpList', 'floatingIpView')
      },
      success: `IP ${ip.ip} detached`,
    })

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">Network interfaces</h2>
          <Button
            variant="secondary"
            size="sm"
            disabled={!!cannotEditNics}
            disabledReason={cannotEditNics}
            onClick={() => setModal({ kind: 'add-nic' })}
          >
            Add network interface
          </Button>
        </div>
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
                  doDelete: async () => {
                    await call('instanceNetworkInterfaceDelete', { path: { interface: nic.id } })
                    await invalidate('instanceNetworkInterfaceList')
                  },
                }),
            },
          ]}
        />
      </section>

      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">External IPs</h2>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!!cannotEphemeral}
              disabledReason={cannotEphemeral}
              onClick={() => setModal({ kind: 'ephemeral' })}
            >
              Attach ephemeral IP
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!!denied}
              disabledReason={denied}
              onClick={() => setModal({ kind: 'floating' })}
            >
              Attach floating IP
            </Button>
          </div>
        </div>
        <ListTable
          label="External IPs"
          columns={ipColumns}
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
      </section>

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
