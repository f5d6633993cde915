import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { req, requestChange } from '~/api/request'
import { useFollow } from '~/components/fields/follow'
import { useRouteParams } from '~/components/route-params'
import { CreateForm } from '~/components/side-modal-form'
import { VPC_OPS } from '~/resources/vpcs/queries'
import { pb } from '~/util/paths'
import { VpcFields, type VpcValues } from './vpc-form'

const sameText = (name: string) => name

export default function VpcCreate() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const denied = usePermissions(project).cannot('networking')
  const form = useForm<VpcValues>({
    defaultValues: { name: '', description: '', dnsName: '', ipv6Prefix: '' },
  })
  // the DNS name follows the name until the user makes it something else
  useFollow(form, 'name', 'dnsName', sameText)
  const create = requestChange(
    ({ ipv6Prefix, ...values }: VpcValues) =>
      req('vpcCreate', {
        query: { project },
        body: { ...values, ...(ipv6Prefix.trim() && { ipv6Prefix: ipv6Prefix.trim() }) },
      }),
    VPC_OPS,
  )
  return (
    <CreateForm
      noun="VPC"
      form={form}
      change={create}
      denied={denied}
      onSaved={(vpc) => navigate(pb.vpc({ project, vpc: vpc.name }))}
      onDismiss={() => navigate(pb.vpcs({ project }))}
    >
      <VpcFields control={form.control} create />
    </CreateForm>
  )
}
