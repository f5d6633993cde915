import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { DescriptionField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { TextField } from '~/components/fields/text-field'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { announceSetsWhole, BGP_OPS, bgpConfigsWhole } from '~/resources/bgp/queries'
import { toast } from '~/ui/toast'
import { validateName } from '~/util/names'
import { sb } from '~/util/system-paths'

/** The config a path names, among the whole list (the API has no view call for one). */
async function loadConfig(selector: string) {
  const configs = await ensure(bgpConfigsWhole())
  if (!configs.items.some((c) => c.name === selector || c.id === selector))
    throw new Response(null, { status: 404 })
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { bgpConfig } = routeParams(params, 'bgpConfig')
  startFleetRoleReads()
  await Promise.all([prefetch(announceSetsWhole()), loadConfig(bgpConfig)])
  return null
}

type Values = { name: string; description: string; announceSet: string; maxPaths: number }

/** What `networkingBgpConfigUpdate` may change: name, description, announce set, max paths. */
export default function BgpConfigEdit() {
  const navigate = useNavigate()
  const { bgpConfig: selector } = useRouteParams('bgpConfig')
  const configs = usePrefetchedQuery(bgpConfigsWhole()).items
  const config = configs.find((c) => c.name === selector || c.id === selector)
  const sets = usePrefetchedQuery(announceSetsWhole())
  const denied = useFleetPermissions().cannot('bgp')
  const form = useForm<Values>({
    defaultValues: {
      name: config?.name ?? '',
      description: config?.description ?? '',
      announceSet: '',
      maxPaths: config?.maxPaths ?? 1,
    },
  })
  const update = requestChange(
    (v: Values) =>
      req('networkingBgpConfigUpdate', {
        query: { nameOrId: config?.id ?? selector },
        body: {
          name: v.name,
          description: v.description,
          maxPaths: v.maxPaths,
          // empty keeps the set it has (the API does not say which one that is)
          bgpAnnounceSetId: v.announceSet || null,
        },
      }),
    BGP_OPS,
  )
  // a name another configuration has breaks the server's unique index (it answers a 500)
  const taken = (name: string) =>
    configs.some((c) => c.name === name && c.id !== config?.id)
      ? 'Another BGP configuration has this name'
      : undefined
  return (
    <SideModalForm
      title="Edit BGP configuration"
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `BGP configuration ${updated.name} updated` })
        navigate(sb.bgpConfigs())
      }}
      onDismiss={() => navigate(sb.bgpConfigs())}
      submitDisabled={denied}
    >
      <TextField
        control={form.control}
        name="name"
        label="Name"
        required
        validate={(v) => validateName(v) ?? taken(v)}
      />
      <DescriptionField control={form.control} name="description" />
      <ListboxField
        control={form.control}
        name="announceSet"
        label="Announce set"
        items={sets.map((s) => ({ value: s.id, label: s.name }))}
        placeholder="Keep the current announce set"
        description="Leave empty to keep the set it announces now."
      />
      <NumberField
        control={form.control}
        name="maxPaths"
        label="Max paths"
        min={1}
        max={32}
        required
      />
      <p className="text-secondary">
        AS {config?.asn}
        {config?.vrf ? `, VRF ${config.vrf}` : ''}: the ASN and VRF do not change.
      </p>
    </SideModalForm>
  )
}
