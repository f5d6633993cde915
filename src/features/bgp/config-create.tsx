import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { PickerField } from '~/components/fields/picker-field'
import { TextField } from '~/components/fields/text-field'
import { SideModalForm } from '~/components/side-modal-form'
import { announceSetsWhole, BGP_OPS } from '~/resources/bgp/queries'
import { toast } from '~/ui/toast'
import { asnProblem } from '~/util/bgp'
import { validateName } from '~/util/names'
import { sb } from '~/util/system-paths'

export async function loader() {
  startFleetRoleReads()
  return prefetch(announceSetsWhole())
}

type Values = {
  name: string
  description: string
  asn: string
  announceSet: string
  vrf: string
  maxPaths: number
}

const DEFAULTS: Values = {
  name: '',
  description: '',
  asn: '',
  announceSet: '',
  vrf: '',
  maxPaths: 1,
}

export default function BgpConfigCreate() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('bgp')
  const sets = usePrefetchedQuery(announceSetsWhole())
  const form = useForm<Values>({ defaultValues: DEFAULTS })
  const create = requestChange(
    (v: Values) =>
      req('networkingBgpConfigCreate', {
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
  return (
    <SideModalForm
      title="Create BGP configuration"
      submitLabel="Create configuration"
      form={form}
      change={create}
      onSuccess={(config) => {
        toast.success({ title: `BGP configuration ${config.name} created` })
        navigate(sb.bgpConfigs())
      }}
      onDismiss={() => navigate(sb.bgpConfigs())}
      submitDisabled={denied}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
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
        items={sets.map((s) => ({ value: s.id, label: s.name }))}
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
      <NumberField
        control={form.control}
        name="maxPaths"
        label="Max paths"
        min={1}
        max={32}
        required
        description="How many equal-cost best paths to use at once (1 to 32)."
      />
    </SideModalForm>
  )
}
