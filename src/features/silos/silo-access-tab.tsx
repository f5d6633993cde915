import type { Silo } from '@oxide/api'
import { meQuery } from '~/api/current-user'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { Unavailable, usePrefetchedQuery } from '~/api/query'
import { EffectiveSection } from '~/components/access/effective-section'
import { PolicyUnavailable } from '~/components/access/policy-unavailable'
import type { IdentityLink } from '~/components/access/role-badge'
import { AssignmentsSection } from '~/resources/policies/actions'
import { useAccessData } from '~/resources/policies/queries'
import { pb } from '~/util/paths'
import { sb } from '~/util/system-paths'

const NO_GROUPS =
  'The API lists the groups of your own silo only: here a group shows by its ID, and no role through a group is known.'

/**
 * Who holds which role on this silo (`siloPolicyView`), changed with `siloPolicyUpdate`: the
 * same role assignments, role form and effective access as the silo's own access page. Fleet
 * collaborators change any silo's policy, its own admins theirs (`siloModify`).
 */
export function SiloAccessTab({ silo }: { silo: Silo }) {
  const own = usePrefetchedQuery(meQuery).siloId === silo.id
  const scope = { kind: 'system-silo', silo: silo.name, own } as const
  const { policy, users, identities, groupsOf, groupsKnown } = useAccessData(scope)
  const denied = useFleetPermissions().cannotOnSilo('siloModify', silo.id)
  const linkTo: IdentityLink = (i) =>
    i.type === 'silo_user'
      ? sb.siloUser({ silo: silo.name, siloUserId: i.id })
      : own
        ? pb.siloGroup({ groupId: i.id })
        : undefined
  if (policy instanceof Unavailable) return <PolicyUnavailable where={silo.name} reason={policy} />
  return (
    <div className="flex flex-col gap-10">
      <p className="text-secondary">
        Who holds which role on {silo.name}. A silo role also carries down to every project of the
        silo.
      </p>
      <AssignmentsSection
        scope={scope}
        policy={policy}
        identities={identities}
        denied={denied}
        linkTo={linkTo}
      />
      <EffectiveSection
        scope="silo"
        users={users}
        groupsOf={groupsOf}
        policy={policy}
        linkTo={linkTo}
        note={groupsKnown ? undefined : NO_GROUPS}
      />
    </div>
  )
}
