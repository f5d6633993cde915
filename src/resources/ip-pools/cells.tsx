import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '~/api/errors'
import { Unavailable } from '~/api/query'
import { ipPoolById } from './queries'

/** A pool stored by id, shown by name: one small lookup each, shared by every row. */
export function PoolName({ id }: { id: string }) {
  const { data, error } = useQuery(ipPoolById(id))
  if (data instanceof Unavailable) return <span className="font-mono text-xs">{id}</span>
  // a lookup that failed says why in the cell, rather than waiting forever
  if (error) return <span className="text-xs text-danger-fg">{errorMessage(error)}</span>
  return <>{data?.name ?? '…'}</>
}
