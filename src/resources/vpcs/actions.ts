import type { Vpc, VpcSubnet } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { SUBNET_OPS, VPC_OPS } from './queries'

/** Delete a VPC by id; the server refuses while it holds subnets. */
export const deleteVpc = (vpc: Vpc) => call('vpcDelete', { path: { vpc: vpc.id } })

export const deleteSubnet = (subnet: VpcSubnet) =>
  call('vpcSubnetDelete', { path: { subnet: subnet.id } })

/** What the VPC list does to many VPCs at once (each refused by the server while it holds subnets). */
export const vpcBulkActions: BulkAction<Vpc>[] = [
  bulkDelete<Vpc>('Delete VPCs', {
    run: deleteVpc,
    touches: VPC_OPS,
    warning: 'This cannot be undone. A VPC that still holds subnets is not deleted.',
  }),
]

export const subnetBulkActions: BulkAction<VpcSubnet>[] = [
  bulkDelete<VpcSubnet>('Delete subnets', {
    run: deleteSubnet,
    touches: SUBNET_OPS,
    warning: 'This cannot be undone. A subnet with network interfaces is not deleted.',
  }),
]
