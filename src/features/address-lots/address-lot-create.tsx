import type { AddressLotKind } from '@oxide/api'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { InvalidValues, req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { RadioField } from '~/components/fields/radio-field'
import { useRows } from '~/components/fields/rows'
import { TextField } from '~/components/fields/text-field'
import { SideModalForm } from '~/components/side-modal-form'
import { allAddressLots, RACK_NETWORK_OPS } from '~/resources/rack-networking/queries'
import { Button } from '~/ui/button'
import { choices } from '~/ui/choices'
import { blockAddressProblem, blockLastProblem } from '~/util/address-blocks'
import { sb } from '~/util/system-paths'

type Values = {
  name: string
  description: string
  kind: AddressLotKind
  blocks: { first: string; last: string }[]
}

const DEFAULTS: Values = {
  name: '',
  description: '',
  kind: 'infra',
  blocks: [{ first: '', last: '' }],
}

/** A block's two ends, both included; the last is checked against the first. */
const ENDS = [
  { end: 'first', placeholder: '198.51.100.0', problem: (v: string) => blockAddressProblem(v) },
  {
    end: 'last',
    placeholder: '198.51.100.255',
    problem: (v: string, first: string) => blockLastProblem(first, v),
  },
] as const

function Blocks({ form }: { form: UseFormReturn<Values> }) {
  const { control } = form
  const { rows, append, remove } = useRows(form, 'blocks', 'first')
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">Blocks</legend>
      <p className="text-xs text-secondary">
        Each block is a range of addresses, both ends included, of one IP version.
      </p>
      {rows.map(({ key, index: i }) => (
        <div key={key} className="flex flex-col gap-2 rounded border border-line p-3">
          {ENDS.map(({ end, placeholder, problem }) => (
            <TextField
              key={end}
              control={control}
              name={`blocks.${i}.${end}`}
              label={`Block ${i + 1} ${end} address`}
              required
              placeholder={placeholder}
              validate={(v) => problem(v, form.getValues(`blocks.${i}.first`))}
            />
          ))}
          <div>
            <Button variant="ghost" size="sm" onClick={() => remove(i)}>
              Remove block {i + 1}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ first: '', last: '' })}>
          Add block
        </Button>
      </div>
    </fieldset>
  )
}

const LOT_KINDS = choices({
  infra: ['Infrastructure', 'Addresses of the rack’s switches: loopback and port addresses'],
  pool: ['IP pools', 'Addresses for IP pools'],
})

/**
 * A new address lot with its blocks. The API's create is an upsert: a lot of a taken name would
 * have its blocks replaced by these (keeping its kind), so the form refuses a taken name.
 */
export default function AddressLotCreate() {
  const navigate = useNavigate()
  const cannotCreate = useFleetPermissions().cannot('addressLotCreate')
  const lots = usePrefetchedQuery(allAddressLots()).items
  const form = useForm<Values>({ defaultValues: DEFAULTS })
  const create = requestChange(({ name, description, kind, blocks }: Values) => {
    if (lots.some((l) => l.name === name))
      throw new InvalidValues(
        'name',
        'An address lot of this name exists; the API would replace its blocks with these',
      )
    return req('networkingAddressLotCreate', {
      body: {
        name,
        description,
        kind,
        blocks: blocks.map((b) => ({ firstAddress: b.first.trim(), lastAddress: b.last.trim() })),
      },
    })
  }, RACK_NETWORK_OPS)
  return (
    <SideModalForm
      title="Create address lot"
      form={form}
      change={create}
      success={({ lot }) => `Address lot ${lot.name} created`}
      onSuccess={({ lot }) => navigate(sb.addressLot({ addressLot: lot.name }))}
      onDismiss={() => navigate(sb.addressLots())}
      submitDisabled={cannotCreate}
    >
      <IdentityFields control={form.control} />
      <RadioField control={form.control} name="kind" label="Kind" items={LOT_KINDS} />
      <Blocks form={form} />
    </SideModalForm>
  )
}
