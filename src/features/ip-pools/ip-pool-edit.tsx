import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { IP_POOL_OPS, systemPoolView } from '~/resources/ip-pools/queries'
import { toast } from '~/ui/toast'
import { versionLabel } from '~/util/ip-space'
import { sb } from '~/util/system-paths'

type Values = { name: string; description: string }

export default function IpPoolEdit() {
  const navigate = useNavigate()
  const { pool: selector } = useRouteParams('pool')
  const pool = usePrefetchedQuery(systemPoolView(selector))
  const cannotUpdate = useFleetPermissions().cannot('ipPools')
  const form = useForm<Values>({
    defaultValues: { name: pool.name, description: pool.description },
  })
  const update = requestChange(
    (body: Values) => req('systemIpPoolUpdate', { path: { pool: pool.id }, body }),
    IP_POOL_OPS,
  )
  return (
    <SideModalForm
      title="Edit IP pool"
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `IP pool ${updated.name} updated` })
        navigate(sb.ipPool({ pool: updated.name }))
      }}
      onDismiss={() => navigate(sb.ipPool({ pool: pool.name }))}
      submitDisabled={cannotUpdate}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
      <p className="text-secondary">
        An {versionLabel(pool.ipVersion)} {pool.poolType} pool; its version and type do not change.
      </p>
    </SideModalForm>
  )
}
