import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityEditForm } from '~/components/identity-edit-form'
import { useRouteParams } from '~/components/route-params'
import { updateGroupReq } from '~/resources/affinity-groups/actions'
import { GROUP_OPS, groupView, KIND_LABEL } from '~/resources/affinity-groups/queries'
import { pb } from '~/util/paths'
import { useKind } from './affinity-kind'

export default function AffinityEdit() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'group')
  const project = params.project
  const kind = useKind()
  const group = usePrefetchedQuery(groupView(kind, project, params.group))
  return (
    <IdentityEditForm
      noun={KIND_LABEL[kind]}
      current={group}
      change={requestChange((body: Identity) => updateGroupReq(kind, group.id, body), GROUP_OPS)}
      denied={usePermissions(project).cannot('compute')}
      onSaved={(updated) => navigate(pb.affinityGroup({ project, group: updated.name, kind }))}
      onDismiss={() => navigate(pb.affinity({ project, kind }))}
    />
  )
}
