import type { Silo } from '@oxide/api'
import { meQuery } from '~/api/current-user'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import type { IdentityLink } from '~/components/access/role-badge'
import { AccessSections } from '~/resources/policies/actions'
import { pb } from '~/util/paths'
import { sb } from '~/util/system-paths'

/**
 * Who holds which role on this silo (`siloPolicyView`), changed with `siloPolicyUpdate`: the
 * same role assignments, role form and effective access as the silo's own access page. Fleet
 * collaborators change any silo's policy, its own admins theirs (`siloModify`).
 */
export function SiloAccessTab({ silo }: { silo: Silo }) {
  const own = usePrefetchedQuery(meQuery).siloId === silo.id
  const denied = useFleetPermissions().cannotOnSilo('siloModify', silo.id)
  const linkTo: IdentityLink = (i) =>
    i.type === 'silo_user'
      ? sb.siloUser({ silo: silo.name, siloUserId: i.id })
      : own
        ? pb.siloGroup({ groupId: i.id })
        : undefined
  return (
    <AccessSections
      scope={{ kind: 'system-silo', silo: silo.name, own }}
      where={silo.name}
      denied={denied}
      linkTo={linkTo}
      lead={
        <p className="text-secondary">
          Who holds which role on {silo.name}. A silo role also carries down to every project of the
          silo.
        </p>
      }
    />
  )
}
