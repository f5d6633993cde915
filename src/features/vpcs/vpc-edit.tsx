import type { VpcFirewallRule } from '@oxide/api'
import { type Control, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { useRouteParams } from '~/components/route-params'
import { EditForm } from '~/components/side-modal-form'
import { firewallRules, VPC_OPS, vpcView } from '~/resources/vpcs/queries'
import { Message } from '~/ui/message'
import { pb } from '~/util/paths'
import { VpcFields, type VpcValues } from './vpc-form'

/**
 * The server leaves firewall rules naming the VPC as they are when it is renamed: they then
 * apply to nothing, and it refuses any rule set that still names the old name ('cross-VPC
 * firewall target unsupported'). Said before the rename, with how many rules it concerns.
 */
function RenameNotice({
  control,
  vpc,
  rules,
}: {
  control: Control<VpcValues>
  vpc: string
  rules: VpcFirewallRule[]
}) {
  const name = useWatch({ control, name: 'name' })
  const naming = rules.filter((r) =>
    [...r.targets, ...(r.filters.hosts ?? [])].some((h) => h.type === 'vpc' && h.value === vpc),
  )
  if (name === vpc || naming.length === 0) return null
  const count =
    naming.length === 1 ? '1 firewall rule names' : `${naming.length} firewall rules name`
  return (
    <Message variant="notice" title={`${count} this VPC as ${vpc}`}>
      Renamed, the VPC is no longer what they name: they apply to no instance, and the rule set
      cannot be saved until each names the VPC by its new name.
    </Message>
  )
}

/** Over the VPC's page: where it was opened from, the list or the page, stays behind it. */
export default function VpcEdit() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc')
  const { project } = params
  const vpc = usePrefetchedQuery(vpcView(params.vpc, project))
  const { rules } = usePrefetchedQuery(firewallRules(project, params.vpc))
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
    <EditForm
      noun="VPC"
      form={form}
      change={update}
      denied={denied}
      onSaved={(updated) => navigate(pb.vpc({ project, vpc: updated.name }))}
      onDismiss={() => navigate(pb.vpc({ project, vpc: vpc.name }))}
    >
      <VpcFields control={form.control} />
      <RenameNotice control={form.control} vpc={vpc.name} rules={rules} />
    </EditForm>
  )
}
