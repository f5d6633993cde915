import type { Group, User } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { meQuery, myGroupsQuery } from '~/api/current-user'
import { errorMessage } from '~/api/errors'
import { usePrefetchedQuery } from '~/api/query'
import { NameLink } from '~/components/columns'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { pb } from '~/util/paths'
import { PrincipalTop } from './principal-top'

const groupColumns: Column<Group>[] = [
  {
    header: 'Group',
    cell: (g) => <NameLink to={pb.siloGroup({ groupId: g.id })}>{g.displayName}</NameLink>,
  },
  { header: 'ID', cell: (g) => <span className="font-mono text-xs">{g.id}</span> },
]

/**
 * The groups a user is in. The API says it of the signed-in user only (`currentUserGroups`):
 * it has no call for another user's groups, and reading every group's members to find them
 * would make the page scale with the silo's groups (issue 29); each group's page lists its
 * members instead.
 */
function UserGroups({ user }: { user: User }) {
  const self = usePrefetchedQuery(meQuery).id === user.id
  const groups = useQuery({ ...myGroupsQuery, enabled: self })
  return (
    <TitledSection title="Groups" headingId="user-groups-heading">
      {!self ? (
        <p className="text-sm text-secondary">
          The API lists a user&apos;s groups to that user only. Each group&apos;s page, linked from
          the access pages, lists its members.
        </p>
      ) : groups.isError ? (
        <Message variant="error">{errorMessage(groups.error)}</Message>
      ) : (
        <ListTable
          label="Groups"
          columns={groupColumns}
          rows={groups.data?.items ?? []}
          rowKey={(g) => g.id}
          empty={groups.isPending ? 'Loading groups…' : 'You are in no group'}
        />
      )}
    </TitledSection>
  )
}

/** A user's page, whichever API read it (the silo's `userView`, the system's `siloUserView`). */
export function UserDetails({ user }: { user: User }) {
  return (
    <>
      <PrincipalTop principal={user} noun="user" />
      <div className="mt-8">
        <UserGroups user={user} />
      </div>
    </>
  )
}
