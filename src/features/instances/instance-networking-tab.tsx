import type { ExternalIp, InstanceNetworkInterface, PrivateIpStack } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { call, invalidate, q, queryClient } from '~/api/query'
import { confirmAction, confirmDelete } from '~/components/confirm-action'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ActionsMenu } from '~/ui/menu'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/table'
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
  const cannotEditNics = instanceActionDisabled('updateNic', instance.runState)
  const hasEphemeral = ips.some((ip) => ip.kind === 'ephemeral')
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
        <Table aria-label="Network interfaces">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th>VPC</Th>
              <Th>Subnet</Th>
              <Th>Private IP</Th>
              <Th>MAC address</Th>
              <Th className="w-12">
                <span className="sr-only">Actions</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {nicList.length === 0 && (
              <Tr>
                <Td colSpan={6} className="text-center text-secondary">
                  No network interfaces
                </Td>
              </Tr>
            )}
            {nicList.map((nic) => (
              <Tr key={nic.id}>
                <Td>
                  <span className="inline-flex items-center gap-2 font-medium">
                    {nic.name}
                    {nic.primary && <Badge color="blue">primary</Badge>}
                  </span>
                </Td>
                <Td>
                  <VpcName id={nic.vpcId} />
                </Td>
                <Td>
                  <SubnetName id={nic.subnetId} />
                </Td>
                <Td className="font-mono">
                  {privateIps(nic.ipStack).map((ip) => (
                    <div key={ip}>{ip}</div>
                  ))}
                </Td>
                <Td className="font-mono">{nic.mac}</Td>
                <Td className="text-right">
                  <ActionsMenu
                    label={`Actions for ${nic.name}`}
                    actions={[
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
                              await call('instanceNetworkInterfaceDelete', {
                                path: { interface: nic.id },
                              })
                              await invalidate('instanceNetworkInterfaceList')
                            },
                          }),
                      },
                    ]}
                  />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </section>

      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">External IPs</h2>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={hasEphemeral}
              disabledReason={hasEphemeral && 'The instance already has an ephemeral IP'}
              onClick={() => setModal({ kind: 'ephemeral' })}
            >
              Attach ephemeral IP
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setModal({ kind: 'floating' })}>
              Attach floating IP
            </Button>
          </div>
        </div>
        <Table aria-label="External IPs">
          <THead>
            <Tr>
              <Th>IP address</Th>
              <Th>Kind</Th>
              <Th>Name</Th>
              <Th className="w-12">
                <span className="sr-only">Actions</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {ips.length === 0 && (
              <Tr>
                <Td colSpan={4} className="text-center text-secondary">
                  No external IPs
                </Td>
              </Tr>
            )}
            {ips.map((ip) => (
              <Tr key={`${ip.kind}-${ip.ip}`}>
                <Td className="font-mono">{ip.ip}</Td>
                <Td>
                  <Badge color={ip.kind === 'floating' ? 'purple' : 'neutral'}>{ip.kind}</Badge>
                </Td>
                <Td>{ip.kind === 'floating' ? ip.name : '—'}</Td>
                <Td className="text-right">
                  <ActionsMenu
                    label={`Actions for ${ip.ip}`}
                    actions={[
                      {
                        label: 'Detach',
                        danger: true,
                        // source NAT is the instance's outbound path, not something to detach
                        disabled: ip.kind === 'snat' && 'Source NAT addresses cannot be detached',
                        onActivate: () => detach(ip),
                      },
                    ]}
                  />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
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
