import { useQuery } from '@tanstack/react-query'
import { PICKER_LIMIT, q } from '~/api/query'

/** The silo's unicast pools, for pickers. */
export const unicastPools = () =>
  q('ipPoolList', { query: { limit: PICKER_LIMIT, poolType: 'unicast' } })

/** Listbox items for a pool picker: the default first; an empty choice means the default pool. */
export function usePoolItems() {
  const pools = useQuery(unicastPools())
  const items = (pools.data?.items ?? [])
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((p) => ({
      value: p.name,
      label: `${p.name} (${p.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${p.isDefault ? ', default' : ''})`,
    }))
  return { items, loading: pools.isPending }
}
