import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { InvalidValues, req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { ListboxField } from '~/components/fields/listbox-field'
import { IdentityFields } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { RadioField } from '~/components/fields/radio-field'
import { useRows } from '~/components/fields/rows'
import { TextField } from '~/components/fields/text-field'
import { preloadedComponent } from '~/components/lazy-component'
import { CreateForm } from '~/components/side-modal-form'
import { RACK_NETWORK_OPS } from '~/resources/rack-networking/queries'
import { allPortSettings } from '~/resources/switch-ports/queries'
import { Button } from '~/ui/button'
import { validateName } from '~/util/names'
import { sb } from '~/util/system-paths'
import {
  FEC_LABEL,
  GEOMETRY_LABEL,
  SETTINGS_DEFAULTS,
  type SettingsValues,
  SPEED_LABEL,
  settingsBody,
} from './settings-body'

const entries = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }))

/** The rows' fields load beside the form: a new link has no addresses or routes yet. */
const AddressRows = preloadedComponent(() => import('./settings-rows').then((m) => m.AddressRows))
const RouteRows = preloadedComponent(() => import('./settings-rows').then((m) => m.RouteRows))

function Addresses({ form }: { form: UseFormReturn<SettingsValues> }) {
  const { rows, append, remove } = useRows(form, 'addresses', 'lot')
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">Addresses</legend>
      <p className="text-xs text-secondary">
        The link&apos;s addresses, each with its prefix length, from a block of an address lot.
      </p>
      {rows.length > 0 && <AddressRows form={form} rows={rows} remove={remove} />}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ address: '', lot: '' })}>
          Add address
        </Button>
      </div>
    </fieldset>
  )
}

function Routes({ form }: { form: UseFormReturn<SettingsValues> }) {
  const { rows, append, remove } = useRows(form, 'routes', 'dst')
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">Routes</legend>
      {rows.length > 0 && <RouteRows form={form} rows={rows} remove={remove} />}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ dst: '', gw: '' })}>
          Add route
        </Button>
      </div>
    </fieldset>
  )
}

/**
 * New switch port settings: the port's geometry and one link. The API's create replaces
 * settings of a taken name whole (an upsert), so the form refuses a taken name. BGP peers are
 * not offered here yet.
 */
export default function PortSettingsCreate() {
  const navigate = useNavigate()
  const cannot = useFleetPermissions().cannot('rackNetworking')
  const taken = usePrefetchedQuery(allPortSettings()).items
  const form = useForm<SettingsValues>({ defaultValues: SETTINGS_DEFAULTS })
  const lldp = useWatch({ control: form.control, name: 'lldpEnabled' })
  const create = requestChange((v: SettingsValues) => {
    if (taken.some((s) => s.name === v.name))
      throw new InvalidValues(
        'name',
        'Switch port settings of this name exist; the API would replace them with these',
      )
    return req('networkingSwitchPortSettingsCreate', { body: settingsBody(v) })
  }, RACK_NETWORK_OPS)
  const back = () => navigate(sb.portSettingsList())
  return (
    <CreateForm
      noun="switch port settings"
      submitLabel="Create settings"
      form={form}
      change={create}
      denied={cannot}
      onSaved={(s) => navigate(sb.portSettings({ portSettings: s.name }))}
      onDismiss={back}
    >
      <IdentityFields control={form.control} />
      <RadioField
        control={form.control}
        name="geometry"
        label="Port geometry"
        items={entries(GEOMETRY_LABEL)}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Link</legend>
        <TextField
          control={form.control}
          name="linkName"
          label="Link name"
          required
          description="phy0 on a port that is not broken out; phy0 to phy3 on a breakout."
          validate={(v) => validateName(v.trim(), 'Link name')}
        />
        <NumberField
          control={form.control}
          name="mtu"
          label="MTU"
          required
          min={1}
          max={9216}
          unit="bytes"
        />
        <ListboxField
          control={form.control}
          name="speed"
          label="Speed"
          required
          items={entries(SPEED_LABEL)}
        />
        <ListboxField
          control={form.control}
          name="fec"
          label="Forward error correction"
          required
          items={entries(FEC_LABEL)}
        />
        <CheckboxField control={form.control} name="autoneg" label="Autonegotiation" />
        <CheckboxField
          control={form.control}
          name="v6Enabled"
          label="IPv6 on the link’s interface"
        />
        <CheckboxField control={form.control} name="lldpEnabled" label="LLDP" />
        {lldp && (
          <>
            <TextField control={form.control} name="lldpSystemName" label="LLDP system name" />
            <TextField
              control={form.control}
              name="lldpLinkDescription"
              label="LLDP link description"
            />
          </>
        )}
      </fieldset>
      <Addresses form={form} />
      <Routes form={form} />
    </CreateForm>
  )
}
