import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { VPC_OPS, vpcView } from '~/resources/vpcs/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { VpcFields, type VpcValues } from './vpc-form'

export function loader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = routeParams(params, 'project', 'vpc')
  return prefetch(vpcView(vpc, project))
}

/** Over the VPC's page: where it was opened from, the list or the page, stays behind it. */
export default function VpcEdit() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc')
  const { project } = params
  const vpc = usePrefetchedQuery(vpcView(params.vpc, project))
  const denied = usePermissions(project).cannot('networking')
  const form = useForm<VpcValues>({
    defaultValues: {
      name: vpc.name,
      description: vpc.description,
      dnsName: vpc.dnsName,
      ipv6Prefix: vpc.ipv6Prefix,
    },
  })
  const update = requestChange(
    ({ name, description, dnsName }: VpcValues) =>
      req('vpcUpdate', { path: { vpc: vpc.id }, body: { name, description, dnsName } }),
    VPC_OPS,
  )
  return (
    <SideModalForm
      title="Edit VPC"
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `VPC ${updated.name} updated` })
        navigate(pb.vpc({ project, vpc: updated.name }))
      }}
      onDismiss={() => navigate(pb.vpc({ project, vpc: vpc.name }))}
      submitDisabled={denied}
    >
      <VpcFields control={form.control} />
    </SideModalForm>
  )
}
