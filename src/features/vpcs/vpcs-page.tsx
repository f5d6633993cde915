import type { Vpc } from '@oxide/api'
import { useState } from 'react'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { listPage, useProjectRole } from '~/components/list-page'
import { vpcBulkActions } from '~/resources/vpcs/actions'
import { vpcList } from '~/resources/vpcs/queries'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

/** Reads the VPC's subnets before it asks; most visits never open it. */
const DeleteVpcModal = lazyComponent(() =>
  import('./delete-vpc-modal').then((m) => m.DeleteVpcModal),
)

const columns = (project: string): Column<Vpc>[] => [
  nameColumn((v) => pb.vpc({ project, vpc: v.name })),
  textColumn('DNS name', (v) => v.dnsName, { mono: true }),
  descriptionColumn(),
  createdColumn(),
]

export default listPage(
  () => {
    const [deleting, setDeleting] = useState<Vpc | null>(null)
    return { ...useProjectRole('networking'), deleting, setDeleting }
  },
  ({ project, denied, deleting, setDeleting }) => ({
    title: 'VPCs',
    query: (page) => vpcList(project, page),
    columns: columns(project),
    denied,
    rowActions: {
      edit: (v) => pb.vpcEdit({ project, vpc: v.name }),
      delete: setDeleting,
    },
    bulkActions: vpcBulkActions,
    create: { to: pb.vpcsNew({ project }), label: 'New VPC' },
    empty: {
      title: 'No VPCs',
      body: "A VPC is a private network for the project's instances: subnets, routers and firewall rules.",
    },
    children: deleting && <DeleteVpcModal vpc={deleting} onDismiss={() => setDeleting(null)} />,
  }),
)
