import { useQuery } from '@tanstack/react-query'
import { Unavailable } from '~/api/query'
import { ipPoolById } from './queries'

/** A pool stored by id, shown by name: one small lookup each, shared by every row. */
export function PoolName({ id }: { id: string }) {
  const { data } = useQuery(ipPoolById(id))
  if (data instanceof Unavailable) return <span className="font-mono text-xs">{id}</span>
  return <>{data?.name ?? '…'}</>
}
