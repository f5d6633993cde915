import { useQuery } from '@tanstack/react-query'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { siloListItems } from '~/api/silo-lists'
import { PickerField } from '~/components/fields/picker-field'
import { versionLabel } from '~/util/ip-space'
import { siloSubnetPoolChoices } from './queries'

/**
 * The subnet pool an external subnet comes from; empty means the silo's default pool, as the
 * API does when the pool is left out. A user who may not list the silo's pools gets the
 * default, with the reason in place of the description.
 */
export function SiloSubnetPoolField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>
  name: FieldPath<T>
}) {
  const pools = useQuery(siloSubnetPoolChoices())
  const { items: listed, refused } = siloListItems(pools.data, 'subnetPoolList')
  const items = listed
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((p) => ({
      value: p.name,
      label: `${p.name} (${versionLabel(p.ipVersion)}${p.isDefault ? ', default' : ''})`,
    }))
  return (
    <PickerField
      control={control}
      name={name}
      label="Subnet pool"
      description={
        refused
          ? `${refused} The silo’s default pool is used.`
          : "Leave empty to use the silo's default subnet pool."
      }
      noun={['a subnet pool', 'subnet pools']}
      prompt="Default pool"
      from={pools}
      items={items}
      disabled={!!refused}
    />
  )
}
