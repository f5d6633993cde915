import { useRowQuery } from '~/components/use-seen-here'
import { subnetView, vpcView } from './queries'

/**
 * A VPC or subnet stored by id, shown by name: one small lookup each, shared by every row, once
 * the row is seen.
 */
export function VpcName({ id }: { id: string }) {
  const [ref, { data }] = useRowQuery(vpcView(id))
  return data ? data.name : <span ref={ref}>…</span>
}

export function SubnetName({ id }: { id: string }) {
  const [ref, { data }] = useRowQuery(subnetView(id))
  return data ? data.name : <span ref={ref}>…</span>
}
