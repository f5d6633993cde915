import { useQuery } from '@tanstack/react-query'
import { subnetView, vpcView } from './queries'

/** A VPC or subnet stored by id, shown by name: one small lookup each, shared by every row. */
export function VpcName({ id }: { id: string }) {
  const { data } = useQuery(vpcView(id))
  return <>{data?.name ?? '…'}</>
}

export function SubnetName({ id }: { id: string }) {
  const { data } = useQuery(subnetView(id))
  return <>{data?.name ?? '…'}</>
}
