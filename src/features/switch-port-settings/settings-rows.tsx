import type { UseFormReturn } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/query'
import { ListboxField } from '~/components/fields/listbox-field'
import { TextField } from '~/components/fields/text-field'
import { allAddressLots, useBlockIndex } from '~/resources/rack-networking/queries'
import { Button } from '~/ui/button'
import { blockHolding } from '~/util/address-blocks'
import { parseIpNet, validateIpNet } from '~/util/cidr'
import { validateIp } from '~/util/ip'
import type { SettingsValues } from './settings-body'

/**
 * The fields of the switch port settings form's address and route rows: a module of their own,
 * loaded beside the form (port-settings-create.tsx), since a new link has none at first.
 */
type RowsProps<K extends 'addresses' | 'routes'> = {
  form: UseFormReturn<SettingsValues>
  rows: { value: SettingsValues[K][number]; index: number; key: string }[]
  remove: (index: number) => void
}

const RemoveRow = ({ noun, onClick }: { noun: string; onClick: () => void }) => (
  <div>
    <Button variant="ghost" size="sm" onClick={onClick}>
      Remove {noun}
    </Button>
  </div>
)

export function AddressRows({ form, rows, remove }: RowsProps<'addresses'>) {
  const { control } = form
  const lots = usePrefetchedQuery(allAddressLots()).items
  const index = useBlockIndex()
  const blocksOf = (lot: string) =>
    index ? [...index.values()].filter((b) => b.lot === lot).map((b) => b.block) : undefined
  return rows.map(({ key, index: i }) => (
    <div key={key} className="flex flex-col gap-2 rounded border border-line p-3">
      <ListboxField
        control={control}
        name={`addresses.${i}.lot`}
        label={`Address ${i + 1} lot`}
        required
        placeholder="Select a lot"
        items={lots.map((l) => ({ value: l.name, label: l.name }))}
      />
      <TextField
        control={control}
        name={`addresses.${i}.address`}
        label={`Address ${i + 1}`}
        required
        placeholder="172.20.15.13/30"
        validate={(v) => {
          const parsed = parseIpNet(v.trim())
          if (!parsed.ok) return parsed.message
          const lot = form.getValues(`addresses.${i}.lot`)
          const blocks = lot ? blocksOf(lot) : undefined
          if (!lot || !blocks || blockHolding(blocks, parsed.net.address)) return undefined
          return `Not in a block of ${lot}: the address must come from one`
        }}
      />
      <RemoveRow noun={`address ${i + 1}`} onClick={() => remove(i)} />
    </div>
  ))
}

export function RouteRows({ form, rows, remove }: RowsProps<'routes'>) {
  const { control } = form
  return rows.map(({ key, index: i }) => (
    <div key={key} className="flex flex-col gap-2 rounded border border-line p-3">
      <TextField
        control={control}
        name={`routes.${i}.dst`}
        label={`Route ${i + 1} destination`}
        required
        placeholder="0.0.0.0/0"
        validate={(v) => validateIpNet(v.trim())}
      />
      <TextField
        control={control}
        name={`routes.${i}.gw`}
        label={`Route ${i + 1} gateway`}
        required
        placeholder="172.20.15.14"
        validate={(v) => validateIp(v.trim())}
      />
      <RemoveRow noun={`route ${i + 1}`} onClick={() => remove(i)} />
    </div>
  ))
}
