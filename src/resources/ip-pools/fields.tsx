import { useQuery } from '@tanstack/react-query'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { maybeQ, PICKER_LIMIT } from '~/api/query'
import { siloListItems } from '~/api/silo-lists'
import { PickerField } from '~/components/fields/picker-field'

/**
 * The silo's unicast pools, for pickers. Listing them takes a silo role (real-api-behaviour.md
 * row R3): refused, it is `Unavailable` and the pickers say why (`refused`).
 */
export const unicastPools = () =>
  maybeQ('ipPoolList', { query: { limit: PICKER_LIMIT, poolType: 'unicast' } }, [403])

/**
 * Listbox items for a pool picker: the default first; an empty choice means the default pool.
 * `pools`: the query, for the picker's states; `refused`: why there are none, for a user who may
 * not list the silo's pools.
 */
export function usePoolItems() {
  const pools = useQuery(unicastPools())
  const { items: listed, refused } = siloListItems(pools.data, 'ipPoolList')
  const items = listed
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((p) => ({
      value: p.name,
      label: `${p.name} (${p.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${p.isDefault ? ', default' : ''})`,
    }))
  return { items, pools, refused }
}

/**
 * The pool an address comes from where none means the silo's default pool, as the API does
 * when `pool` is left out. A user who may not list the silo's pools (row R3) gets the default,
 * with the reason in place of the description.
 */
export function DefaultPoolField<T extends FieldValues>({
  control,
  name,
  description = "Leave empty to use the silo's default pool.",
}: {
  control: Control<T>
  name: FieldPath<T>
  description?: string
}) {
  const { items, pools, refused } = usePoolItems()
  return (
    <PickerField
      control={control}
      name={name}
      label="IP pool"
      description={refused ? `${refused} The silo’s default pool is used.` : description}
      noun={['a pool', 'pools']}
      prompt="Default pool"
      from={pools}
      items={items}
      disabled={!!refused}
    />
  )
}
