import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityEditForm } from '~/components/identity-edit-form'
import { useRouteParams } from '~/components/route-params'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import { floatingIpView } from '~/resources/floating-ips/queries'
import { pb } from '~/util/paths'

export default function EditFloatingIp() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'floatingIp')
  const project = params.project
  const ip = usePrefetchedQuery(floatingIpView(project, params.floatingIp))
  const toList = () => navigate(pb.floatingIps({ project }))
  return (
    <IdentityEditForm
      noun="floating IP"
      current={ip}
      change={requestChange(
        (body: Identity) => req('floatingIpUpdate', { path: { floatingIp: ip.id }, body }),
        EXTERNAL_IP_OPS,
      )}
      denied={usePermissions(project).cannot('compute')}
      onSaved={toList}
      onDismiss={toList}
    >
      <p className="text-secondary">
        Address <span className="font-mono">{ip.ip}</span>, which does not change.
      </p>
    </IdentityEditForm>
  )
}
