import type { BgpConfig } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { PickerField } from '~/components/fields/picker-field'
import { TextField } from '~/components/fields/text-field'
import { RecordForm } from '~/components/side-modal-form'
import { announceSetsWhole, BGP_OPS } from '~/resources/bgp/queries'
import { asnProblem } from '~/util/bgp'
import { validateName } from '~/util/names'
import { sb } from '~/util/system-paths'

type Values = {
  name: string
  description: string
  asn: string
  announceSet: string
  vrf: string
  maxPaths: number
}

/** The configuration an edit changes: as the path names it, and the whole list it is among. */
export type ConfigEdit = { selector: string; config: BgpConfig | undefined; configs: BgpConfig[] }

/**
 * The BGP configuration form, for a new configuration and an existing one. The ASN and VRF are
 * set once, at creation: `networkingBgpConfigUpdate` may change the name, description, announce
 * set and max paths, and an existing configuration may keep its announce set (the API does not
 * say which one that is).
 */
export function BgpConfigForm({ edit }: { edit?: ConfigEdit }) {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('bgp')
  const sets = usePrefetchedQuery(announceSetsWhole())
  const config = edit?.config
  const form = useForm<Values>({
    defaultValues: {
      name: config?.name ?? '',
      description: config?.description ?? '',
      asn: '',
      announceSet: '',
      vrf: '',
      maxPaths: config?.maxPaths ?? 1,
    },
  })
  const change = requestChange(
    (v: Values) =>
      edit
        ? req('networkingBgpConfigUpdate', {
            query: { nameOrId: config?.id ?? edit.selector },
            body: {
              name: v.name,
              description: v.description,
              maxPaths: v.maxPaths,
              // empty keeps the set it has
              bgpAnnounceSetId: v.announceSet || null,
            },
          })
        : req('networkingBgpConfigCreate', {
            body: {
              name: v.name,
              description: v.description,
              asn: Number(v.asn.trim()),
              bgpAnnounceSetId: v.announceSet,
              vrf: v.vrf.trim() || null,
              maxPaths: v.maxPaths,
            },
          }),
    BGP_OPS,
  )
  // a name another configuration has breaks the server's unique index (it answers a 500)
  const taken = (name: string) =>
    edit?.configs.some((c) => c.name === name && c.id !== config?.id)
      ? 'Another BGP configuration has this name'
      : undefined
  const items = sets.map((s) => ({ value: s.id, label: s.name }))
  return (
    <RecordForm
      edit={!!edit}
      noun="BGP configuration"
      submitLabel={edit ? 'Save changes' : 'Create configuration'}
      form={form}
      change={change}
      denied={denied}
      onDismiss={() => navigate(sb.bgpConfigs())}
    >
      <NameField control={form.control} name="name" taken={taken} />
      <DescriptionField control={form.control} name="description" />
      {edit ? (
        <ListboxField
          control={form.control}
          name="announceSet"
          label="Announce set"
          items={items}
          placeholder="Keep the current announce set"
          description="Leave empty to keep the set it announces now."
        />
      ) : (
        <>
          <TextField
            control={form.control}
            name="asn"
            label="ASN"
            required
            validate={asnProblem}
            description="The rack's autonomous system number; one configuration per ASN."
          />
          <PickerField
            control={form.control}
            name="announceSet"
            label="Announce set"
            required
            items={items}
            prompt="Choose an announce set"
            empty="No announce sets yet"
            description="The networks the switches announce to their peers."
          />
          <TextField
            control={form.control}
            name="vrf"
            label="VRF"
            validate={(v) => (v.trim() ? validateName(v.trim(), 'VRF') : undefined)}
            description="Optional virtual routing and forwarding name; it cannot change later."
          />
        </>
      )}
      <NumberField
        control={form.control}
        name="maxPaths"
        label="Max paths"
        min={1}
        max={32}
        required
        description={edit ? undefined : 'How many equal-cost best paths to use at once (1 to 32).'}
      />
      {edit && (
        <p className="text-secondary">
          AS {config?.asn}
          {config?.vrf ? `, VRF ${config.vrf}` : ''}: the ASN and VRF do not change.
        </p>
      )}
    </RecordForm>
  )
}
