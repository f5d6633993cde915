import type { User } from '@oxide/api'
import { useCallback } from 'react'
import { type PageParams, usePrefetchedQuery } from '~/api/query'
import { createdColumn, NameLink } from '~/components/columns'
import { useRouteParams } from '~/components/route-params'
import { TableSection } from '~/components/table-section'
import { groupMemberList, groupView } from '~/resources/users/queries'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { PrincipalTop } from './principal-top'

const columns: Column<User>[] = [
  {
    // the API has no name order for users: sorting by it is the table's own
    header: 'User',
    value: (u) => u.displayName,
    cell: (u) => <NameLink to={pb.siloUser({ userId: u.id })}>{u.displayName}</NameLink>,
  },
  { header: 'ID', cell: (u) => <span className="font-mono text-xs">{u.id}</span> },
  createdColumn<User>(),
]

/**
 * access/groups/{groupId}: a group of the signed-in user's silo and its members (the user list
 * filtered by the group). Membership comes from the identity provider: the console changes
 * none, so this page only shows.
 */
export default function GroupPage() {
  const { groupId } = useRouteParams('groupId')
  const group = usePrefetchedQuery(groupView(groupId))
  const members = useCallback((page: PageParams) => groupMemberList(groupId, page), [groupId])
  return (
    <>
      <PrincipalTop principal={group} noun="group" />
      <TableSection
        title="Members"
        query={members}
        columns={columns}
        empty={{ title: 'No members', body: 'No user is in this group.' }}
      />
    </>
  )
}
