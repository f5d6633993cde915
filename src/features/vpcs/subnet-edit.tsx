import type { InstanceNetworkInterface } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { useRouteParams } from '~/components/route-params'
import { EditForm } from '~/components/side-modal-form'
import { projectInstances } from '~/resources/instances/queries'
import { vpcRouters } from '~/resources/vpc-routers/queries'
import { SUBNET_OPS, subnetByName, subnetNics } from '~/resources/vpcs/queries'
import { Badge } from '~/ui/badge'
import { ListTable } from '~/ui/list-table'
import { PropertiesTable, Property } from '~/ui/properties'
import { stackAddresses } from '~/util/ip'
import { pb } from '~/util/paths'
import { NO_ROUTER, SubnetFields, type SubnetValues } from './subnet-form'

/** The subnet's interfaces: why it cannot be deleted while they are there. */
function SubnetNics({ project, vpc, subnet }: { project: string; vpc: string; subnet: string }) {
  const nics = usePrefetchedQuery(subnetNics(project, vpc, subnet)).items
  const instances = usePrefetchedQuery(projectInstances(project)).items
  const nameOf = (id: string) => instances.find((i) => i.id === id)?.name
  return (
    <section aria-labelledby="subnet-nics" className="flex flex-col gap-2">
      <h2 id="subnet-nics" className="font-medium">
        Network interfaces
      </h2>
      <ListTable<InstanceNetworkInterface>
        label="Network interfaces"
        rows={nics}
        rowKey={(n) => n.id}
        empty="No network interfaces in this subnet"
        columns={[
          { header: 'Name', cell: (n) => n.name, className: 'font-medium' },
          {
            header: 'Instance',
            cell: (n) => {
              const name = nameOf(n.instanceId)
              return name ? (
                <Link to={pb.instance({ project, instance: name })} className="hover:underline">
                  {name}
                </Link>
              ) : (
                <span className="font-mono text-xs">{n.instanceId}</span>
              )
            },
          },
          {
            header: 'Addresses',
            className: 'font-mono',
            cell: (n) => {
              const { v4, v6 } = stackAddresses(n.ipStack)
              return [v4, v6].filter(Boolean).map((ip) => <div key={ip}>{ip}</div>)
            },
          },
          { header: 'Primary', cell: (n) => (n.primary ? <Badge>primary</Badge> : null) },
        ]}
      />
    </section>
  )
}

export default function SubnetEdit() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc', 'subnet')
  const { project, vpc } = params
  const subnet = usePrefetchedQuery(subnetByName(project, vpc, params.subnet))
  const routers = usePrefetchedQuery(vpcRouters({ project, vpc })).items
  const router = routers.find((r) => r.id === subnet.customRouterId)
  const denied = usePermissions(project).cannot('networking')
  const form = useForm<SubnetValues>({
    defaultValues: {
      name: subnet.name,
      description: subnet.description,
      ipv4Block: subnet.ipv4Block,
      ipv6Block: subnet.ipv6Block,
      customRouter: router?.name ?? NO_ROUTER,
    },
  })
  const update = requestChange(
    ({ name, description, customRouter }: SubnetValues) =>
      req('vpcSubnetUpdate', {
        path: { subnet: subnet.id },
        // an update without a custom router unsets it, so the one kept is sent again
        body: { name, description, customRouter: customRouter === NO_ROUTER ? null : customRouter },
      }),
    SUBNET_OPS,
  )
  const back = () => navigate(pb.vpcSubnets({ project, vpc }))
  return (
    <EditForm noun="subnet" form={form} change={update} denied={denied} onDismiss={back}>
      <SubnetFields control={form.control} project={project} vpc={vpc} />
      <PropertiesTable>
        <Property.Mono label="IPv4 block">{subnet.ipv4Block}</Property.Mono>
        <Property.Mono label="IPv6 block">{subnet.ipv6Block}</Property.Mono>
      </PropertiesTable>
      <SubnetNics project={project} vpc={vpc} subnet={params.subnet} />
    </EditForm>
  )
}
