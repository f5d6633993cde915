import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { req, requestChange } from '~/api/request'
import { useRouteParams } from '~/components/route-params'
import { CreateForm } from '~/components/side-modal-form'
import { SUBNET_OPS } from '~/resources/vpcs/queries'
import { pb } from '~/util/paths'
import { NO_ROUTER, SubnetFields, type SubnetValues } from './subnet-form'

export default function SubnetCreate() {
  const navigate = useNavigate()
  const { project, vpc } = useRouteParams('project', 'vpc')
  const denied = usePermissions(project).cannot('networking')
  const form = useForm<SubnetValues>({
    defaultValues: {
      name: '',
      description: '',
      ipv4Block: '',
      ipv6Block: '',
      customRouter: NO_ROUTER,
    },
  })
  const create = requestChange(
    ({ name, description, ipv4Block, ipv6Block, customRouter }: SubnetValues) =>
      req('vpcSubnetCreate', {
        query: { project, vpc },
        body: {
          name,
          description,
          ipv4Block: ipv4Block.trim(),
          ...(ipv6Block.trim() && { ipv6Block: ipv6Block.trim() }),
          ...(customRouter !== NO_ROUTER && { customRouter }),
        },
      }),
    SUBNET_OPS,
  )
  const back = () => navigate(pb.vpcSubnets({ project, vpc }))
  return (
    <CreateForm noun="subnet" form={form} change={create} denied={denied} onDismiss={back}>
      <SubnetFields control={form.control} project={project} vpc={vpc} create />
    </CreateForm>
  )
}
