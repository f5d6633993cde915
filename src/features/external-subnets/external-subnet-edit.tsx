import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityEditForm } from '~/components/identity-edit-form'
import { useRouteParams } from '~/components/route-params'
import { EXTERNAL_SUBNET_OPS, externalSubnetView } from '~/resources/external-subnets/queries'
import { pb } from '~/util/paths'

export default function EditExternalSubnet() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'externalSubnet')
  const project = params.project
  const subnet = usePrefetchedQuery(externalSubnetView(project, params.externalSubnet))
  const toList = () => navigate(pb.externalSubnets({ project }))
  return (
    <IdentityEditForm
      noun="external subnet"
      current={subnet}
      change={requestChange(
        (body: Identity) =>
          req('externalSubnetUpdate', { path: { externalSubnet: subnet.id }, body }),
        EXTERNAL_SUBNET_OPS,
      )}
      denied={usePermissions(project).cannot('compute')}
      onSaved={toList}
      onDismiss={toList}
    >
      <p className="text-secondary">
        Subnet <span className="font-mono">{subnet.subnet}</span>, which does not change.
      </p>
    </IdentityEditForm>
  )
}
