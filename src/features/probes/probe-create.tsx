import type { ProbeCreate } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { PickerField } from '~/components/fields/picker-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { allSleds } from '~/resources/inventory/queries'
import { DefaultPoolField } from '~/resources/ip-pools/fields'
import { PROBE_OPS } from '~/resources/probes/queries'
import { pb } from '~/util/paths'

type Values = { name: string; description: string; sled: string; pool: string }

/** The body: an empty pool is the silo's default, which the API picks when none is named. */
const probeBody = ({ name, description, sled, pool }: Values): ProbeCreate => ({
  name,
  description,
  sled,
  poolSelector: pool ? { type: 'explicit', pool } : { type: 'auto' },
})

/** projects/{project}/probes-new: a probe on a sled, with an address from a pool. */
export default function ProbeCreateForm() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const denied = useFleetPermissions().cannot('probes')
  const sleds = useQuery(allSleds())
  const sledItems = (sleds.data?.items ?? []).map((s) => ({
    value: s.id,
    label: `${s.baseboard.serial} (${s.id.slice(0, 8)})`,
  }))
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', sled: '', pool: '' },
  })
  const change = requestChange(
    (v: Values) => req('probeCreate', { query: { project }, body: probeBody(v) }),
    PROBE_OPS,
  )
  const close = () => navigate(pb.probes({ project }))
  return (
    <SideModalForm
      title="New probe"
      submitLabel="Create probe"
      form={form}
      change={change}
      submitDisabled={denied}
      success={(probe) => `Probe ${probe.name} created`}
      onSuccess={(probe) => navigate(pb.probe({ project, probe: probe.name }))}
      onDismiss={close}
    >
      <IdentityFields control={form.control} />
      <PickerField
        control={form.control}
        name="sled"
        label="Sled"
        required
        noun={['a sled', 'sleds']}
        from={sleds}
        items={sledItems}
        description="Where the probe's zone runs."
      />
      <DefaultPoolField
        control={form.control}
        name="pool"
        description="Its external address comes from this pool; leave empty for the silo's default."
      />
    </SideModalForm>
  )
}
