import { useState } from 'react'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { TabBar } from '~/components/route-tabs'
import { vpcView } from '~/resources/vpcs/queries'
import { ChevronDownIcon } from '~/ui/icons'
import { ActionsMenu, disableAll } from '~/ui/menu'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'
import { pb } from '~/util/paths'

const DeleteVpcModal = lazyComponent(() =>
  import('./delete-vpc-modal').then((m) => m.DeleteVpcModal),
)

/**
 * A VPC: its properties, then its parts as tabs (firewall rules first). Each tab is a route
 * that renders below (after the layout: route-table/layout-behind-modals.ts); a tab's
 * content has no h1 of its own, the VPC's name is the page's.
 */
export default function VpcPage() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc')
  const { project } = params
  const vpc = usePrefetchedQuery(vpcView(params.vpc, project))
  const p = { project, vpc: vpc.name }
  const denied = usePermissions(project).cannot('networking')
  const [deleting, setDeleting] = useState(false)
  const actions = disableAll(
    [
      { label: 'Edit', onActivate: () => navigate(pb.vpcEdit(p)) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        onActivate: () => setDeleting(true),
      },
    ],
    denied,
  )
  return (
    <>
      <PageHeader
        title={vpc.name}
        actions={
          <ActionsMenu
            label="VPC actions"
            actions={actions}
            trigger={
              <span className="inline-flex items-center gap-1 px-1 font-medium">
                Actions
                <ChevronDownIcon size={12} />
              </span>
            }
          />
        }
      >
        <CopyableId id={vpc.id} noun="VPC" />
      </PageHeader>
      <PropertiesTable>
        <Property.Description text={vpc.description} />
        <Property.Mono label="DNS name">{vpc.dnsName}</Property.Mono>
        <Property.Mono label="IPv6 prefix">{vpc.ipv6Prefix}</Property.Mono>
        <Property.Created date={vpc.timeCreated} />
      </PropertiesTable>
      <TabBar
        label="VPC"
        tabs={[
          {
            label: 'Firewall rules',
            to: pb.vpcFirewallRules(p),
            also: [pb.vpcFirewallRulesNew(p)],
          },
          { label: 'Subnets', to: pb.vpcSubnets(p), also: [pb.vpcSubnetsNew(p)] },
          { label: 'Routers', to: pb.vpcRouters(p), also: [pb.vpcRoutersNew(p)] },
          { label: 'Internet gateways', to: pb.vpcInternetGateways(p) },
        ]}
      />
      {deleting && (
        <DeleteVpcModal
          vpc={vpc}
          onDismiss={() => setDeleting(false)}
          after={() => navigate(pb.vpcs({ project }))}
        />
      )}
    </>
  )
}
