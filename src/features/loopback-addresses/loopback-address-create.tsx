import type { SwitchSlot } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { ListboxField } from '~/components/fields/listbox-field'
import { NumberField } from '~/components/fields/number-field'
import { TextField } from '~/components/fields/text-field'
import { SideModalForm } from '~/components/side-modal-form'
import {
  addressLotView,
  allAddressLots,
  allRacks,
  RACK_NETWORK_OPS,
} from '~/resources/rack-networking/queries'
import { SwitchSlotField } from '~/resources/switch-ports/fields'
import { blockAddressProblem, blockHolding, blockText } from '~/util/address-blocks'
import { ipToBig } from '~/util/ip'
import { sb } from '~/util/system-paths'

type Values = {
  rackId: string
  switchSlot: SwitchSlot
  addressLot: string
  address: string
  mask: number | string | null
  anycast: boolean
}

/**
 * A loopback address on one switch. Its address must lie in a block of the lot (the server
 * reserves it there): the form checks that against the lot's blocks, the server stays the judge
 * of whether another address already holds it.
 */
export default function LoopbackAddressCreate() {
  const navigate = useNavigate()
  const cannot = useFleetPermissions().cannot('rackNetworking')
  const racks = usePrefetchedQuery(allRacks()).items
  const lots = usePrefetchedQuery(allAddressLots()).items
  const form = useForm<Values>({
    defaultValues: {
      rackId: racks.length === 1 ? (racks[0]?.id ?? '') : '',
      switchSlot: 'switch0',
      addressLot: '',
      address: '',
      mask: 32,
      anycast: false,
    },
  })
  const lotName = useWatch({ control: form.control, name: 'addressLot' })
  const address = useWatch({ control: form.control, name: 'address' })
  const blocks = useQuery({ ...addressLotView(lotName), enabled: !!lotName }).data?.blocks
  const v6 = ipToBig(address.trim())?.version === 'v6'
  const create = requestChange(
    (v: Values) =>
      req('networkingLoopbackAddressCreate', {
        body: {
          rackId: v.rackId,
          switchSlot: v.switchSlot,
          addressLot: v.addressLot,
          address: v.address.trim(),
          mask: Number(v.mask),
          anycast: v.anycast,
        },
      }),
    RACK_NETWORK_OPS,
  )
  const back = () => navigate(sb.loopbackAddresses())
  return (
    <SideModalForm
      title="Create loopback address"
      form={form}
      change={create}
      success={(l) => `Loopback address ${l.address} created on ${l.switchSlot}`}
      onDismiss={back}
      submitDisabled={cannot}
    >
      <ListboxField
        control={form.control}
        name="rackId"
        label="Rack"
        required
        items={racks.map((r) => ({ value: r.id, label: r.id }))}
      />
      <SwitchSlotField control={form.control} />
      <ListboxField
        control={form.control}
        name="addressLot"
        label="Address lot"
        required
        placeholder="Select a lot"
        items={lots.map((l) => ({ value: l.name, label: l.name }))}
        description={
          blocks && blocks.length > 0
            ? `Its blocks: ${blocks.map(blockText).join(', ')}`
            : blocks
              ? 'This lot has no blocks: no address can come from it.'
              : undefined
        }
      />
      <TextField
        control={form.control}
        name="address"
        label="Address"
        required
        placeholder="172.20.15.15"
        validate={(v) => {
          const problem = blockAddressProblem(v)
          if (problem || !blocks) return problem
          return blockHolding(blocks, v)
            ? undefined
            : `Not in a block of ${lotName}: the address must come from one`
        }}
      />
      <NumberField
        control={form.control}
        name="mask"
        label="Prefix length"
        required
        min={0}
        max={v6 ? 128 : 32}
        description="Usually /32 (/128 for IPv6): the address alone."
      />
      <CheckboxField
        control={form.control}
        name="anycast"
        label="Anycast"
        description="The address may be assigned to other switches too; a plain address only once."
      />
    </SideModalForm>
  )
}
